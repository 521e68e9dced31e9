package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.JacksonFormat;
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
 * A format module only says which {@link JacksonFormat} (a Jackson 2 or a Jackson 3 format); every method
 * reads through one of its {@link Codec}s and returns the result so JMH consumes it. The input bytes are made by
 * the format through Jackson 2, so Jackson 2 and 3 twins read the same bytes.
 */
public abstract class StdReadVanillaBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private byte[] currencyInput;
    private byte[] mediaInput;
    private Codec<Currency> currencyDefault;
    private Codec<Currency> currencyFast;
    private Codec<CurrencyBigDecimal> currencyBigDecDefault;
    private Codec<CurrencyBigDecimal> currencyBigDecFast;
    private Codec<MediaItem> mediaReader;

    /** The format under test. */
    protected abstract JacksonFormat format();

    @Setup
    public void setUp() {
        JacksonFormat format = format();
        currencyInput = format.jackson2().fromJson(Dataset.CURRENCY.json());
        mediaInput = format.jackson2().fromJson(Dataset.MEDIA_ITEM.json());
        currencyDefault = format.codec(Currency.class, FpConfig.DEFAULT);
        currencyFast = format.codec(Currency.class, FpConfig.FAST);
        currencyBigDecDefault = format.codec(CurrencyBigDecimal.class, FpConfig.DEFAULT);
        currencyBigDecFast = format.codec(CurrencyBigDecimal.class, FpConfig.FAST);
        mediaReader = format.codec(MediaItem.class, FpConfig.DEFAULT);
    }

    @Benchmark
    public Currency readCurrencyPojoDefault() throws IOException {
        return currencyDefault.read(currencyInput);
    }

    @Benchmark
    public Currency readCurrencyPojoFast() throws IOException {
        return currencyFast.read(currencyInput);
    }

    @Benchmark
    public CurrencyBigDecimal readCurrencyBigDecPojoDefault() throws IOException {
        return currencyBigDecDefault.read(currencyInput);
    }

    @Benchmark
    public CurrencyBigDecimal readCurrencyBigDecPojoFast() throws IOException {
        return currencyBigDecFast.read(currencyInput);
    }

    /** No floating point in the media item: one mapper, a control for the Currency pairs. */
    @Benchmark
    public MediaItem readPojoMediaItem() throws IOException {
        return mediaReader.read(mediaInput);
    }

    @Override
    public long bytesPerOp(String benchmark) {
        return benchmark.contains("Media") ? mediaInput.length : currencyInput.length;
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().label() + " " + benchmark;
        switch (benchmark) {
            case "readCurrencyPojoDefault":
            case "readCurrencyPojoFast":
                Exact.check(what, References.currency(), result);
                return;
            case "readCurrencyBigDecPojoDefault":
                CurrencyChecks.bigDecimalRead(what, format().jackson2().isJsonText(), (CurrencyBigDecimal) result, readCurrencyBigDecPojoFast());
                return;
            case "readCurrencyBigDecPojoFast":
                CurrencyChecks.bigDecimalRead(what, format().jackson2().isJsonText(), (CurrencyBigDecimal) result, readCurrencyBigDecPojoDefault());
                return;
            case "readPojoMediaItem":
                Exact.check(what, References.mediaItem(), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
