package dev.jfpbench.core.lib;

import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The library bases' verification can fail: wrong numbers, wrong flags and unknown methods are caught. */
class LibBenchmarkTest {

    /** The reference mapper as a library; {@code nudge} moves one rate by one ulp, after reading or before writing. */
    static LibCodec reference(boolean nudge) {
        return new LibCodec() {
            @Override
            public Reader reader(LibDataset dataset) {
                return json -> {
                    Object o = References.MAPPER.readValue(json, dataset.type());
                    return nudge && o instanceof Currency ? nudged((Currency) o) : o;
                };
            }

            @Override
            public Writer writer(LibDataset dataset) {
                return (value, out) -> References.MAPPER.writeValue(out, nudge && value instanceof Currency ? nudged((Currency) value) : value);
            }
        };
    }

    static Currency nudged(Currency c) {
        Currency copy = References.read(References.json("currency.json"), Currency.class);
        copy.rates.put("EUR", Math.nextUp(c.rates.get("EUR")));
        return copy;
    }

    public static class Read extends LibReadBase {
        boolean nudge;

        @Override
        protected String library() {
            return "test";
        }

        @Override
        protected LibCodec codec() {
            return reference(nudge);
        }
    }

    public static class Write extends LibWriteBase {
        boolean nudge;

        @Override
        protected String library() {
            return "test";
        }

        @Override
        protected LibCodec codec() {
            return reference(nudge);
        }
    }

    public static class ReadWithInexact extends LibReadInexactBase {
        boolean nudge;
        Set<LibDataset> flagged = EnumSet.noneOf(LibDataset.class);

        @Override
        protected String library() {
            return "test";
        }

        @Override
        protected LibCodec codec() {
            return reference(false);
        }

        @Override
        protected LibCodec inexactCodec() {
            return reference(nudge);
        }

        @Override
        protected Set<LibDataset> inexactOn() {
            return flagged;
        }
    }

    @Test
    void exactReadPassesAndAWrongDoubleFailsNamingIt() throws Exception {
        Read exact = new Read();
        exact.setUp();
        exact.verify("currency", exact.currency());
        assertThat(exact.bytesPerOp("currency")).isEqualTo(LibDataset.CURRENCY.json().length);

        Read wrong = new Read();
        wrong.nudge = true;
        wrong.setUp();
        assertThatThrownBy(() -> wrong.verify("currency", wrong.currency()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("Read.currency (test): rates[EUR]");
    }

    @Test
    void writtenBytesAreReReadAndChecked() throws Exception {
        Write exact = new Write();
        exact.setUp();
        exact.prepareVerification();
        exact.verify("currency", exact.currency());
        assertThat(exact.bytesPerOp("currency")).isPositive();

        Write wrong = new Write();
        wrong.nudge = true;
        wrong.setUp();
        wrong.prepareVerification();
        assertThatThrownBy(() -> wrong.verify("currency", wrong.currency()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("rates[EUR]");
    }

    @Test
    void inexactModeMustDifferExactlyWhereFlagged() throws Exception {
        ReadWithInexact flaggedAndDiffers = new ReadWithInexact();
        flaggedAndDiffers.nudge = true;
        flaggedAndDiffers.flagged = EnumSet.of(LibDataset.CURRENCY);
        flaggedAndDiffers.setUp();
        flaggedAndDiffers.verify("currencyInexact", flaggedAndDiffers.currencyInexact());
        flaggedAndDiffers.verify("currency", flaggedAndDiffers.currency());

        ReadWithInexact flaggedButExact = new ReadWithInexact();
        flaggedButExact.flagged = EnumSet.of(LibDataset.CURRENCY);
        flaggedButExact.setUp();
        assertThatThrownBy(() -> flaggedButExact.verify("currencyInexact", flaggedButExact.currencyInexact()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("flagged inexact on currency but came out exact");

        ReadWithInexact documentedExactButDiffers = new ReadWithInexact();
        documentedExactButDiffers.nudge = true;
        documentedExactButDiffers.setUp();
        assertThatThrownBy(() -> documentedExactButDiffers.verify("currencyInexact", documentedExactButDiffers.currencyInexact()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("documented exact on currency").hasMessageContaining("rates[EUR]");
    }

    @Test
    void aMethodWithoutCheckFails() throws Exception {
        Read read = new Read();
        read.setUp();
        assertThatThrownBy(() -> read.verify("currencyFast", null)).hasMessageContaining("no check for benchmark Read.currencyFast");
        assertThatThrownBy(() -> read.verify("somethingElse", null)).hasMessageContaining("no check for benchmark");
    }

    @Test
    void methodNamesParseIntoDatasetAndMode() {
        assertThat(LibDataset.ofMethod("vectorsInexact")).isEqualTo(LibDataset.VECTORS);
        assertThat(LibDataset.ofMethod("mediaItemFast")).isEqualTo(LibDataset.MEDIA_ITEM);
        assertThat(LibMode.ofSuffix("Fast")).isEqualTo(LibMode.FAST);
        assertThat(LibMode.ofSuffix("")).isEqualTo(LibMode.ONLY);
        assertThat(LibMode.ofSuffix("Slow")).isNull();
    }
}
