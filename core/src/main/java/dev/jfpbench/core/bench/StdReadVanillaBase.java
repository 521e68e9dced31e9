package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.Rotation;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.CurrencyBigDecimal;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.verify.CurrencyChecks;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * Reads of the currency, media item and table datasets from in-memory bytes into POJOs, default vs fast floating
 * point (the media item and the table have none: one configuration each, the controls).
 * A format module only says which {@link JacksonFormat} (a Jackson 2 or a Jackson 3 format); every method
 * reads through one of its {@link Codec}s and returns the result so JMH consumes it. The input bytes are made by
 * the format through Jackson 2, so Jackson 2 and 3 twins read the same bytes.
 */
public abstract class StdReadVanillaBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private byte[][] currencyInputs;
    private byte[][] mediaInputs;
    private byte[] tableInput;
    private int mask;
    private int next;
    private Codec<Currency> currencyDefault;
    private Codec<Currency> currencyFast;
    private Codec<CurrencyBigDecimal> currencyBigDecDefault;
    private Codec<CurrencyBigDecimal> currencyBigDecFast;
    private Codec<MediaItem> mediaReader;
    private Codec<Table> tableReader;

    /** The format under test. */
    protected abstract JacksonFormat format();

    /**
     * The inputs: the datasets, or with {@code -Djfpbench.docs=N} N documents of each ({@link Rotation}), read in
     * turn so that no call reads what the one before it read. Only an index moves in the measured region; with the
     * default N=1 it is always 0. The table is not rotated: one document (its own index never moves).
     */
    @Setup
    public void setUp(BenchmarkParams params) {
        JacksonFormat format = format();
        int n = Rotation.count();
        currencyInputs = inputs(format, Dataset.CURRENCY.json(), n);
        mediaInputs = inputs(format, Dataset.MEDIA_ITEM.json(), n);
        mask = n - 1;
        currencyDefault = format.codec(Currency.class, FpConfig.DEFAULT);
        currencyFast = format.codec(Currency.class, FpConfig.FAST);
        currencyBigDecDefault = format.codec(CurrencyBigDecimal.class, FpConfig.DEFAULT);
        currencyBigDecFast = format.codec(CurrencyBigDecimal.class, FpConfig.FAST);
        mediaReader = format.codec(MediaItem.class, FpConfig.DEFAULT);
        // only a table fork (or the verifier, no params) prepares the table: other forks never touch it
        if (MeasuredMethod.needsTable(MeasuredMethod.of(params))) {
            tableInput = format.jackson2().fromJson(Dataset.TABLE.json());
            tableReader = format.codec(Table.class, FpConfig.DEFAULT);
        }
    }

    private static byte[][] inputs(JacksonFormat format, byte[] json, int n) {
        byte[][] docs = Rotation.of(json, n);
        for (int k = 0; k < n; k++) {
            docs[k] = format.jackson2().fromJson(docs[k]);
        }
        return docs;
    }

    /** The next document's index (always 0 without rotation). */
    private int next() {
        int i = next;
        next = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public Currency readCurrencyPojoDefault() throws IOException {
        return currencyDefault.read(currencyInputs[next()]);
    }

    @Benchmark
    public Currency readCurrencyPojoFast() throws IOException {
        return currencyFast.read(currencyInputs[next()]);
    }

    @Benchmark
    public CurrencyBigDecimal readCurrencyBigDecPojoDefault() throws IOException {
        return currencyBigDecDefault.read(currencyInputs[next()]);
    }

    @Benchmark
    public CurrencyBigDecimal readCurrencyBigDecPojoFast() throws IOException {
        return currencyBigDecFast.read(currencyInputs[next()]);
    }

    /** No floating point in the media item: one mapper, a control for the Currency pairs. */
    @Benchmark
    public MediaItem readPojoMediaItem() throws IOException {
        return mediaReader.read(mediaInputs[next()]);
    }

    /** No floating point in the table either: one mapper, a mid-sized (about 17 KB) non-float control. Not rotated. */
    @Benchmark
    public Table readPojoTable() throws IOException {
        return tableReader.read(tableInput);
    }

    @Override
    public long bytesPerOp(String benchmark) {
        if (benchmark.contains("Table")) {
            return tableInput.length;
        }
        return benchmark.contains("Media") ? mediaInputs[0].length : currencyInputs[0].length;
    }

    /** The result of the last call is checked against the reference of the document it read. */
    @Override
    public void verify(String benchmark, Object result) throws IOException {
        int doc = (next - 1) & mask;
        String what = format().label() + " " + benchmark + (mask == 0 ? "" : " (document " + doc + ")");
        byte[] currencyJson = doc == 0 ? Dataset.CURRENCY.json() : Rotation.variant(Dataset.CURRENCY.json(), doc);
        switch (benchmark) {
            case "readCurrencyPojoDefault":
            case "readCurrencyPojoFast":
                Exact.check(what, References.read(currencyJson, Currency.class), result);
                return;
            case "readCurrencyBigDecPojoDefault":
            case "readCurrencyBigDecPojoFast":
                Codec<CurrencyBigDecimal> other = MeasuredMethod.config(benchmark) == FpConfig.FAST ? currencyBigDecDefault : currencyBigDecFast;
                CurrencyChecks.bigDecimalRead(what, format().jackson2().isJsonText(), (CurrencyBigDecimal) result, other.read(currencyInputs[doc]),
                        References.read(currencyJson, Currency.class), References.read(currencyJson, CurrencyBigDecimal.class));
                return;
            case "readPojoMediaItem":
                byte[] mediaJson = doc == 0 ? Dataset.MEDIA_ITEM.json() : Rotation.variant(Dataset.MEDIA_ITEM.json(), doc);
                Exact.check(what, References.read(mediaJson, MediaItem.class), result);
                return;
            case "readPojoTable":
                // not rotated: always the one document, whatever the others' index says
                Exact.check(format().label() + " " + benchmark, Dataset.TABLE.reference(), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
