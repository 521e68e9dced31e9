package dev.jfpbench.core;

import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.JsonBytes;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.testing.JdkLiterals;
import dev.jfpbench.core.testing.Mutants;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Payload benchmarks' references (the untyped and tree reads, {@link References#untyped}, {@link References#tree})
 * are Jackson reads: pinned here to the JDK's parse of every literal of the file, as the currency reference is, so
 * that they are independent of the library they check.
 */
class PayloadReferencesTest {
    static final byte[] AWKWARD = JsonBytes.compact(("{\"values\": [0.1, -0.0, 1e5, 1.7976931348623157E308, 4.9E-324, 2.2250738585072014E-308,"
            + " 9007199254740993, 123456789012345678901234567890, 0.30000000000000004, 1.0E23, 8.41E21, -7, 2147483648],"
            + " \"nested\": {\"f\": 3.4028235E38, \"s\": \"te\\\"x-1.5t\", \"t\": true, \"n\": null}}").getBytes(StandardCharsets.UTF_8), "awkward");

    @Test
    void theLiteralScannerSkipsStrings() {
        assertThat(JdkLiterals.of(AWKWARD)).hasSize(14).startsWith("0.1", "-0.0", "1e5").endsWith("2147483648", "3.4028235E38");
    }

    @Test
    void untypedAndTreeReferencesAreTheJdksParseOfEveryLiteral() {
        for (byte[] json : List.of(Dataset.CURRENCY.json(), Dataset.MEDIA_ITEM.json(), AWKWARD)) {
            JdkLiterals.assertEveryNumberIsTheJdksParse("untyped", json, References.untyped(json));
            JdkLiterals.assertEveryNumberIsTheJdksParse("tree", json, References.tree(json));
        }
        assertThat(JdkLiterals.of(Dataset.CURRENCY.json())).hasSizeGreaterThan(150);
    }

    @Test
    void thePinRejectsAReferenceOneUlpOffOrOneNumberShort() {
        byte[] json = Dataset.CURRENCY.json();
        for (Object reference : List.of(References.untyped(json), References.tree(json))) {
            for (Mutants.Mutant<Object> m : Mutants.all(reference)) {
                assertThatThrownBy(() -> JdkLiterals.assertEveryNumberIsTheJdksParse("reference", json, m.value))
                        .as(m.toString()).isInstanceOf(AssertionError.class);
            }
        }
    }
}
