package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.Bound;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The library bases' verification can fail: a double one ulp off, a wrong flag, a method with no configuration,
 * and a method that measures another configuration's codec or another dataset's bytes are all caught; so are a
 * table row with its balance one cent off and a missing row; and a flagged inexact configuration's result (read, or
 * written) with one number 1% off, a dropped key or all zeros, while one within its declared bound passes.
 */
class LibBasesTest {

    /** The reference mapper as a library's codec; {@code nudge} moves one rate by one ulp, after reading or before writing. */
    static final class ReferenceCodec implements Codec<Object> {
        private final Class<?> type;
        private final boolean nudge;

        ReferenceCodec(Class<?> type, boolean nudge) {
            this.type = type;
            this.nudge = nudge;
        }

        @Override
        public Object read(byte[] input) throws IOException {
            Object o = References.MAPPER.readValue(input, type);
            return nudge && o instanceof Currency ? nudged((Currency) o) : o;
        }

        @Override
        public void write(Object value, OutputStream out) throws IOException {
            References.MAPPER.writeValue(out, nudge && value instanceof Currency ? nudged((Currency) value) : value);
        }
    }

    /** The reference mapper as a library's codec that spoils a table, after reading or before writing. */
    static final class TableMutantCodec implements Codec<Object> {
        private final UnaryOperator<Table> mutant;

        TableMutantCodec(UnaryOperator<Table> mutant) {
            this.mutant = mutant;
        }

        @Override
        public Object read(byte[] input) throws IOException {
            return mutant.apply(References.MAPPER.readValue(input, Table.class));
        }

        @Override
        public void write(Object value, OutputStream out) throws IOException {
            References.MAPPER.writeValue(out, mutant.apply((Table) value));
        }
    }

    /** A copy (the value may be the shared reference) with row 42's balance one cent up: a long one off. */
    static Table balanceOffByOne(Table t) {
        Table copy = References.table();
        copy.rows.get(42).balance += 1;
        return copy;
    }

    /** A copy with row 42 left out. */
    static Table rowMissing(Table t) {
        Table copy = References.table();
        copy.rows.remove(42);
        return copy;
    }

    static Currency nudged(Currency c) {
        Currency copy = References.currency();
        copy.rates.put("EUR", Math.nextUp(c.rates.get("EUR")));
        return copy;
    }

    /** A read class as a library module writes one: exact ({@code currency}) and inexact ({@code currencyInexact}). */
    public static class Read extends LibReadBase {
        boolean nudgeExact;
        boolean nudgeInexact;
        Dataset[] flagged = {};

        @Override
        protected Library library() {
            return Library.named("test").only(type -> new ReferenceCodec(type, nudgeExact))
                    .inexact(type -> new ReferenceCodec(type, nudgeInexact), Bound.ulps(2)).inexactOn(flagged);
        }

        public Object currency() throws IOException {
            return currency.read(currencyJson);
        }

        public Object currencyInexact() throws IOException {
            return currencyInexact.read(currencyJson);
        }

        /** Wrong: named inexact, measures the exact codec. */
        public Object currencyInexactWrongCodec() throws IOException {
            return currency.read(currencyJson);
        }

        /** Wrong: a copy of the input made in the measured method (the same bytes, so the result is exact). */
        public Object currencyWrongInput() throws IOException {
            return currency.read(currencyJson.clone());
        }
    }

    public static class Write extends LibWriteBase {
        boolean nudge;

        @Override
        protected Library library() {
            return Library.named("test").defaultAndFast((type, fp) -> new ReferenceCodec(type, nudge));
        }

        public ByteSink currencyFast() throws IOException {
            currencyFast.write(currencyValue, sink);
            return sink;
        }

        public ByteSink currencyDefaultWrongCodec() throws IOException {
            currencyFast.write(currencyValue, sink);
            return sink;
        }
    }

    /** A table read and a table write, as a library module writes them, over a codec that spoils the table (or not). */
    public static class TableRead extends LibReadBase {
        UnaryOperator<Table> mutant = UnaryOperator.identity();

        @Override
        protected Library library() {
            return Library.named("test").only(type -> new TableMutantCodec(mutant));
        }

        public Object table() throws IOException {
            return table.read(tableJson);
        }
    }

    public static class TableWrite extends LibWriteBase {
        UnaryOperator<Table> mutant = UnaryOperator.identity();

        @Override
        protected Library library() {
            return Library.named("test").defaultAndFast((type, fp) -> new TableMutantCodec(mutant));
        }

        public ByteSink tableDefault() throws IOException {
            tableDefault.write(tableValue, sink);
            return sink;
        }
    }

    static Read read(boolean nudgeExact, boolean nudgeInexact, Dataset... flagged) {
        Read r = new Read();
        r.nudgeExact = nudgeExact;
        r.nudgeInexact = nudgeInexact;
        r.flagged = flagged;
        r.setUp();
        r.prepareVerification();
        return r;
    }

    static Write write(boolean nudge) {
        Write w = new Write();
        w.nudge = nudge;
        w.setUp();
        w.prepareVerification();
        return w;
    }

    @Test
    void exactReadPassesAndAWrongDoubleFailsNamingIt() throws Exception {
        Read exact = read(false, false);
        exact.verify("currency", exact.currency());
        assertThat(exact.bytesPerOp("currency")).isEqualTo(Dataset.CURRENCY.json().length);

        Read wrong = read(true, false);
        assertThatThrownBy(() -> wrong.verify("currency", wrong.currency()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("Read.currency (test): rates[EUR]");
    }

    @Test
    void writtenBytesAreReReadAndChecked() throws Exception {
        Write exact = write(false);
        exact.verify("currencyFast", exact.currencyFast());
        assertThat(exact.bytesPerOp("currencyFast")).isPositive();

        Write wrong = write(true);
        assertThatThrownBy(() -> wrong.verify("currencyFast", wrong.currencyFast()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("rates[EUR]");
    }

    @Test
    void aTableWithABalanceOneCentOffOrARowMissingFails() throws Exception {
        TableRead exact = tableRead(UnaryOperator.identity());
        exact.verify("table", exact.table());
        assertThat(exact.bytesPerOp("table")).isEqualTo(Dataset.TABLE.json().length);
        TableWrite written = tableWrite(UnaryOperator.identity());
        written.verify("tableDefault", written.tableDefault());

        TableRead offByOne = tableRead(LibBasesTest::balanceOffByOne);
        assertThatThrownBy(() -> offByOne.verify("table", offByOne.table()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("TableRead.table (test)").hasMessageContaining("balance");
        TableRead missing = tableRead(LibBasesTest::rowMissing);
        assertThatThrownBy(() -> missing.verify("table", missing.table()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("expected 100 elements but was 99");
        TableWrite writtenOffByOne = tableWrite(LibBasesTest::balanceOffByOne);
        assertThatThrownBy(() -> writtenOffByOne.verify("tableDefault", writtenOffByOne.tableDefault()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("balance");
        TableWrite writtenMissing = tableWrite(LibBasesTest::rowMissing);
        assertThatThrownBy(() -> writtenMissing.verify("tableDefault", writtenMissing.tableDefault()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("expected 100 elements but was 99");
    }

    /** A balance written or held as a floating-point number is refused, not truncated back to the right integer. */
    @Test
    void aBalanceAsAFloatingPointNumberFails() throws Exception {
        TableWrite decimal = new TableWrite() {
            @Override
            protected Library library() {
                return Library.named("test").defaultAndFast((type, fp) -> new Codec<Object>() {
                    @Override
                    public Object read(byte[] input) {
                        throw new UnsupportedOperationException();
                    }

                    @Override
                    public void write(Object value, OutputStream out) throws IOException {
                        String json = References.MAPPER.writeValueAsString(value);
                        String decimal = json.replaceFirst("\"balance\":(\\d+)", "\"balance\":$1.0");
                        out.write(decimal.getBytes(StandardCharsets.UTF_8));
                    }
                });
            }
        };
        decimal.setUp();
        decimal.prepareVerification();
        assertThatThrownBy(() -> decimal.verify("tableDefault", decimal.tableDefault()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("wrote JSON the reference cannot read");

        Map<String, Object> row = Map.of("id", 1, "balance", 1234567.0);
        assertThatThrownBy(() -> LibTrees.model(TableRow.class, row)).isInstanceOf(IllegalArgumentException.class);
        Map<String, Object> longRow = Map.of("id", 1, "balance", 1234567L);
        assertThat(((TableRow) LibTrees.model(TableRow.class, longRow)).balance)
                .isEqualTo(1234567L);
    }

    static TableRead tableRead(UnaryOperator<Table> mutant) {
        TableRead r = new TableRead();
        r.mutant = mutant;
        r.setUp();
        r.prepareVerification();
        return r;
    }

    static TableWrite tableWrite(UnaryOperator<Table> mutant) {
        TableWrite w = new TableWrite();
        w.mutant = mutant;
        w.setUp();
        w.prepareVerification();
        return w;
    }

    @Test
    void inexactModeMustDifferExactlyWhereFlagged() throws Exception {
        Read flaggedAndDiffers = read(false, true, Dataset.CURRENCY);
        flaggedAndDiffers.verify("currencyInexact", flaggedAndDiffers.currencyInexact());
        flaggedAndDiffers.verify("currency", flaggedAndDiffers.currency());

        Read flaggedButExact = read(false, false, Dataset.CURRENCY);
        assertThatThrownBy(() -> flaggedButExact.verify("currencyInexact", flaggedButExact.currencyInexact()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("flagged inexact on currency but came out exact");

        Read documentedExactButDiffers = read(false, true);
        assertThatThrownBy(() -> documentedExactButDiffers.verify("currencyInexact", documentedExactButDiffers.currencyInexact()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("documented exact on currency").hasMessageContaining("rates[EUR]");
    }

    /** Both codecs give exact results here: only the check of which codec was called can catch the mix-up. */
    @Test
    void aMethodMeasuringAnotherCodecOrAnotherInputFails() throws Exception {
        Read read = read(false, false);
        assertThatThrownBy(() -> read.verify("currencyInexact", read.currencyInexactWrongCodec()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("must call the currencyInexact codec").hasMessageContaining("called the currency codec");
        Read input = read(false, false);
        Object result = input.currencyWrongInput();
        assertThatThrownBy(() -> input.verify("currency", result))
                .isInstanceOf(AssertionError.class).hasMessageContaining("called the currency codec with other bytes");
        Write write = write(false);
        assertThatThrownBy(() -> write.verify("currencyDefault", write.currencyDefaultWrongCodec()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("called the currencyFast codec");
    }

    @Test
    void aMethodWithoutCheckFails() throws Exception {
        Read read = read(false, false);
        assertThatThrownBy(() -> read.verify("currencyFast", null)).hasMessageContaining("no check for benchmark Read.currencyFast");
        assertThatThrownBy(() -> read.verify("somethingElse", null)).hasMessageContaining("no check for benchmark");
    }

    @Test
    void methodNamesParseIntoDatasetAndMode() {
        assertThat(Dataset.ofMethod("vectorsInexact")).isEqualTo(Dataset.VECTORS);
        assertThat(Dataset.ofMethod("mediaItemFast")).isEqualTo(Dataset.MEDIA_ITEM);
        assertThat(Dataset.ofMethod("tableDefault")).isEqualTo(Dataset.TABLE);
        assertThat(LibMode.ofSuffix("Fast")).isEqualTo(LibMode.FAST);
        assertThat(LibMode.ofSuffix("")).isEqualTo(LibMode.ONLY);
        assertThat(LibMode.ofSuffix("Slow")).isNull();
    }

    /** The reference mapper as a library's codec, with {@code spoil} applied to a currency after reading or before writing. */
    static final class SpoilingCodec implements Codec<Object> {
        private final Class<?> type;
        private final UnaryOperator<Currency> spoil;

        SpoilingCodec(Class<?> type, UnaryOperator<Currency> spoil) {
            this.type = type;
            this.spoil = spoil;
        }

        @Override
        public Object read(byte[] input) throws IOException {
            Object o = References.MAPPER.readValue(input, type);
            return o instanceof Currency ? spoil.apply((Currency) o) : o;
        }

        @Override
        public void write(Object value, OutputStream out) throws IOException {
            References.MAPPER.writeValue(out, value instanceof Currency ? spoil.apply(Mutants.deepCopy((Currency) value)) : value);
        }
    }

    /** An inexact read flagged on the currency, bounded by 2 ulps. */
    public static class BoundedRead extends LibReadBase {
        UnaryOperator<Currency> spoil = UnaryOperator.identity();

        @Override
        protected Library library() {
            return Library.named("test").only(type -> new ReferenceCodec(type, false))
                    .inexact(type -> new SpoilingCodec(type, spoil), Bound.ulps(2)).inexactOn(Dataset.CURRENCY);
        }

        public Object currencyInexact() throws IOException {
            return currencyInexact.read(currencyJson);
        }
    }

    /** An inexact write flagged on the currency, bounded by 2 ulps. */
    public static class BoundedWrite extends LibWriteBase {
        UnaryOperator<Currency> spoil = UnaryOperator.identity();

        @Override
        protected Library library() {
            return Library.named("test").only(type -> new ReferenceCodec(type, false))
                    .inexact(type -> new SpoilingCodec(type, spoil), Bound.ulps(2)).inexactOn(Dataset.CURRENCY);
        }

        public ByteSink currencyInexact() throws IOException {
            currencyInexact.write(currencyValue, sink);
            return sink;
        }
    }

    static Currency twoUlpsUp(Currency c) {
        c.rates.put("EUR", Math.nextUp(Math.nextUp(c.rates.get("EUR"))));
        return c;
    }

    static void boundedReadRejects(UnaryOperator<Currency> spoil, String message) throws Exception {
        BoundedRead r = new BoundedRead();
        r.spoil = spoil;
        r.setUp();
        r.prepareVerification();
        if (message == null) {
            r.verify("currencyInexact", r.currencyInexact());
        } else {
            assertThatThrownBy(() -> r.verify("currencyInexact", r.currencyInexact())).isInstanceOf(AssertionError.class)
                    .hasMessageContaining("BoundedRead.currencyInexact (test)").hasMessageContaining(message);
        }
    }

    static void boundedWriteRejects(UnaryOperator<Currency> spoil, String message) throws Exception {
        BoundedWrite w = new BoundedWrite();
        w.spoil = spoil;
        w.setUp();
        w.prepareVerification();
        if (message == null) {
            w.verify("currencyInexact", w.currencyInexact());
        } else {
            assertThatThrownBy(() -> w.verify("currencyInexact", w.currencyInexact())).isInstanceOf(AssertionError.class)
                    .hasMessageContaining("BoundedWrite.currencyInexact (test)").hasMessageContaining(message);
        }
    }

    /** Flagged inexact is not "anything goes": within the declared bound passes, 1% off, a dropped key or all zeros fail. */
    @Test
    void aFlaggedInexactResultMustKeepTheStructureAndStayWithinItsBound() throws Exception {
        boundedReadRejects(LibBasesTest::twoUlpsUp, null);
        boundedReadRejects(c -> Mutants.onePercentOff(c).value, "beyond its declared bound (2 ulps)");
        boundedReadRejects(c -> Mutants.oneMissing(twoUlpsUp(c)).value, "missing key");
        boundedReadRejects(c -> Mutants.allZeros(c).value, "beyond its declared bound (2 ulps)");
        boundedReadRejects(c -> {
            c.rates.put("EUR", Math.nextUp(Math.nextUp(Math.nextUp(c.rates.get("EUR")))));
            return c;
        }, "rates[EUR]");
        boundedReadRejects(UnaryOperator.identity(), "flagged inexact on currency but came out exact");

        boundedWriteRejects(LibBasesTest::twoUlpsUp, null);
        boundedWriteRejects(c -> Mutants.onePercentOff(c).value, "beyond its declared bound (2 ulps)");
        boundedWriteRejects(c -> Mutants.oneMissing(twoUlpsUp(c)).value, "missing key");
        boundedWriteRejects(c -> Mutants.allZeros(c).value, "beyond its declared bound (2 ulps)");
    }

    @Test
    void anInexactConfigurationWithoutABoundIsRefusedAtSetup() {
        LibReadBase unbounded = new LibReadBase() {
            @Override
            protected Library library() {
                return Library.named("test").only(type -> new ReferenceCodec(type, false))
                        .inexact(type -> new ReferenceCodec(type, false), null);
            }
        };
        assertThatThrownBy(unbounded::setUp).isInstanceOf(IllegalStateException.class).hasMessageContaining("declares no bound");
    }
}
