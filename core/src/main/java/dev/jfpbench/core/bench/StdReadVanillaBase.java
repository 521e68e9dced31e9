package dev.jfpbench.core.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.CurrencyBigDecimal;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.verify.CurrencyChecks;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;

/**
 * Reads of the currency and media datasets from in-memory bytes into POJOs, default vs fast floating point.
 * A format module only says which {@link DataFormat}; every method returns its result so JMH consumes it.
 */
public abstract class StdReadVanillaBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private byte[] currencyInput;
    private byte[] mediaInput;
    private ObjectReader currencyDefault;
    private ObjectReader currencyFast;
    private ObjectReader currencyBigDecDefault;
    private ObjectReader currencyBigDecFast;
    private ObjectReader mediaReader;

    /** The format under test. */
    protected abstract DataFormat format();

    @Setup
    public void setUp() {
        DataFormat format = format();
        currencyInput = format.fromJson(References.json(Datasets.CURRENCY));
        mediaInput = format.fromJson(References.json(Datasets.MEDIA_ITEM));
        ObjectMapper defaultMapper = format.mapper(FpConfig.DEFAULT);
        ObjectMapper fastMapper = format.mapper(FpConfig.FAST);
        currencyDefault = defaultMapper.readerFor(Currency.class);
        currencyFast = fastMapper.readerFor(Currency.class);
        currencyBigDecDefault = defaultMapper.readerFor(CurrencyBigDecimal.class);
        currencyBigDecFast = fastMapper.readerFor(CurrencyBigDecimal.class);
        mediaReader = defaultMapper.readerFor(MediaItem.class);
    }

    @Benchmark
    public Currency readCurrencyPojoDefault() throws IOException {
        return currencyDefault.readValue(currencyInput);
    }

    @Benchmark
    public Currency readCurrencyPojoFast() throws IOException {
        return currencyFast.readValue(currencyInput);
    }

    @Benchmark
    public CurrencyBigDecimal readCurrencyBigDecPojoDefault() throws IOException {
        return currencyBigDecDefault.readValue(currencyInput);
    }

    @Benchmark
    public CurrencyBigDecimal readCurrencyBigDecPojoFast() throws IOException {
        return currencyBigDecFast.readValue(currencyInput);
    }

    /** No floating point in the media item: one mapper, a control for the Currency pairs. */
    @Benchmark
    public MediaItem readPojoMediaItem() throws IOException {
        return mediaReader.readValue(mediaInput);
    }

    @Override
    public long bytesPerOp(String benchmark) {
        return benchmark.contains("Media") ? mediaInput.length : currencyInput.length;
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().name() + " " + benchmark;
        switch (benchmark) {
            case "readCurrencyPojoDefault":
            case "readCurrencyPojoFast":
                Exact.check(what, References.currency(), result);
                return;
            case "readCurrencyBigDecPojoDefault":
                CurrencyChecks.bigDecimalRead(what, format().isJsonText(), (CurrencyBigDecimal) result, readCurrencyBigDecPojoFast());
                return;
            case "readCurrencyBigDecPojoFast":
                CurrencyChecks.bigDecimalRead(what, format().isJsonText(), (CurrencyBigDecimal) result, readCurrencyBigDecPojoDefault());
                return;
            case "readPojoMediaItem":
                Exact.check(what, References.mediaItem(), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
