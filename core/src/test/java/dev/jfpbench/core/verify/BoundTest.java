package dev.jfpbench.core.verify;

import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.Mutants;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A bound accepts exactly what it declares and no more: one ulp past it, 1% off, a dropped key, a null, an integer
 * one off and all zeros are rejected by {@link Exact#diffWithin}; a result within the bound is accepted.
 */
class BoundTest {

    static double ulpsUp(double d, int n) {
        for (int i = 0; i < n; i++) {
            d = Math.nextUp(d);
        }
        return d;
    }

    static float ulpsUp(float f, int n) {
        for (int i = 0; i < n; i++) {
            f = Math.nextUp(f);
        }
        return f;
    }

    @Test
    void ulpsOfTheReferenceValueInItsOwnType() {
        Bound two = Bound.ulps(2);
        assertThat(two.allows(1.68, ulpsUp(1.68, 2), false)).isTrue();
        assertThat(two.allows(1.68, ulpsUp(1.68, 3), false)).isFalse();
        assertThat(two.allows(0.1f, ulpsUp(0.1f, 2), true)).isTrue();
        assertThat(two.allows(0.1f, ulpsUp(0.1f, 3), true)).isFalse();
        assertThat(two.allows(0.0, Double.MIN_VALUE, false)).as("an ulp of zero is the smallest double").isTrue();
        assertThat(two.allows(1.0, Double.NaN, false)).isFalse();
        assertThat(two.allows(-0.0, 0.0, false)).isTrue();
        assertThat(two).hasToString("2 ulps");
    }

    @Test
    void relativeAndDecimals() {
        Bound relative = Bound.relative(1.5e-7);
        assertThat(relative.allows(3.6725, 3.6725 * (1 + 1.4e-7), false)).isTrue();
        assertThat(relative.allows(3.6725, 3.6725 * (1 + 1.6e-7), false)).isFalse();
        assertThat(relative.allows(3.6725, 3.6725 * 1.01, false)).isFalse();
        assertThat(relative.allows(0, 1e-300, false)).as("relative to zero: nothing but zero").isFalse();

        Bound sixDecimals = Bound.decimals(6).plusUlps(2);
        assertThat(sixDecimals.allows(0.1234567, 0.123457, false)).isTrue();
        assertThat(sixDecimals.allows(4e-7f, 0f, true)).as("a tiny value printed as 0").isTrue();
        assertThat(sixDecimals.allows(0.1234567, 0.1234567 + 1.01e-6, false)).isFalse();
        assertThat(sixDecimals.allows(0.15f, 0.15f * 1.01f, true)).isFalse();
        assertThat(sixDecimals.allows(9339085f, 9339086f, true)).as("one float ulp of a large value").isTrue();
        assertThat(sixDecimals.allows(9339085f, 9339088f, true)).isFalse();
        assertThat(sixDecimals).hasToString("6 decimals (absolute 1.00e-06) + 2 ulps");
        assertThatThrownBy(() -> Bound.relative(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void withinTheBoundIsAcceptedAndEveryWrongResultRejected() {
        Currency reference = References.currency();
        Bound bound = Bound.ulps(2);
        assertThat(Exact.diffWithin(reference, References.currency(), bound)).isNull();

        Mutants.Mutant<Currency> ulp = Mutants.oneUlp(reference);
        assertThat(Exact.diff(reference, ulp.value)).isNotNull();
        assertThat(Exact.diffWithin(reference, ulp.value, bound)).as("one ulp is within two").isNull();

        Mutants.Mutant<Currency> off = Mutants.onePercentOff(reference);
        assertThat(Exact.diffWithin(reference, off.value, bound)).startsWith(off.path + ": expected").contains("beyond 2 ulps");
        Mutants.Mutant<Currency> missing = Mutants.oneMissing(ulp.value);
        assertThat(Exact.diffWithin(reference, missing.value, bound)).contains("missing key");
        assertThat(Exact.diffWithin(reference, Mutants.allZeros(reference).value, bound)).startsWith("time_last_updated:");
        Currency zeroRates = References.currency();
        zeroRates.rates.replaceAll((k, v) -> 0.0);
        assertThat(Exact.diffWithin(reference, zeroRates, bound)).startsWith("rates[").contains("beyond 2 ulps");
        Currency extra = References.currency();
        extra.rates.put("XXX", 1.0);
        assertThat(Exact.diffWithin(reference, extra, bound)).contains("unexpected key XXX");
        Currency nulled = References.currency();
        nulled.rates.put("EUR", null);
        assertThat(Exact.diffWithin(reference, nulled, bound)).contains("rates[EUR]: expected").contains("but was null");
        Currency otherText = References.currency();
        otherText.base = "EUR";
        assertThat(Exact.diffWithin(reference, otherText, bound)).startsWith("base:");
        Currency otherInt = References.currency();
        otherInt.time_last_updated++;
        assertThat(Exact.diffWithin(reference, otherInt, bound)).startsWith("time_last_updated:");
    }

    @Test
    void floatArraysWithinTheBoundAndAShorterOneRejected() {
        VectorDocs docs = new VectorDocs();
        docs.data = new ArrayList<>();
        VectorDocs.Row row = new VectorDocs.Row();
        row._id = "a";
        row.text = "b";
        row.emb = new float[] {0.5f, -0.25f, 3e-7f};
        docs.data.add(row);
        VectorDocs printed = Mutants.deepCopy(docs);
        printed.data.get(0).emb = new float[] {0.5f, -0.25f, 0f};
        Bound sixDecimals = Bound.decimals(6).plusUlps(2);
        assertThat(Exact.diffWithin(docs, printed, sixDecimals)).isNull();
        assertThat(Exact.diffWithin(docs, Mutants.onePercentOff(docs).value, sixDecimals)).startsWith("data[0].emb[");
        assertThat(Exact.diffWithin(docs, Mutants.oneMissing(docs).value, sixDecimals)).contains("expected 3 elements but was 2");
        assertThat(Exact.diffWithin(docs, Mutants.allZeros(docs).value, sixDecimals)).startsWith("data[0].emb[0]");
    }

    @Test
    void integersAndStructureStayExact() {
        Table table = References.table();
        Bound loose = Bound.relative(0.5);
        assertThat(Exact.diffWithin(table, Mutants.oneOff(table).value, loose)).contains("balance");
        assertThat(Exact.diffWithin(table, Mutants.oneMissing(table).value, loose)).contains("expected 100 elements but was 99");
        assertThat(Exact.diffWithin(List.of(1.0), List.of(1L), loose)).contains("expected a java.lang.Double");
    }

    @Test
    void errorsMeasureTheLargestInEveryUnitAndAsAShareOfTheBound() {
        Currency reference = References.currency();
        Currency read = References.currency();
        read.rates.put("EUR", ulpsUp(reference.rates.get("EUR"), 2));
        Bound.Errors errors = new Bound.Errors(Bound.ulps(4));
        assertThat(Exact.measure(reference, read, errors)).isNull();
        assertThat(errors.largest(Bound.Unit.ULPS)).isEqualTo(2.0);
        assertThat(errors.largest(Bound.Unit.RELATIVE)).isPositive().isLessThan(1e-15);
        assertThat(errors.largestOfBound()).isEqualTo(0.5);
        assertThat(errors.whereOfBound()).startsWith("rates[EUR]");
        assertThat(errors.differing()).isEqualTo(1);
        assertThat(errors.numbers()).isEqualTo(reference.rates.size());
        assertThat(errors.toString()).startsWith("largest error seen: 2 ulps / relative ");

        assertThat(Exact.measure(reference, Mutants.oneMissing(reference).value, new Bound.Errors())).contains("missing key");
    }
}
