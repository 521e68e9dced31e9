package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectWriter;

/**
 * {@link StdWriteVanillaBase} through Jackson 3: the currency and media POJOs to a {@link ByteSink}, default vs
 * fast floating point. Jackson 3 sorts properties alphabetically by default, so the bytes come in another
 * order than Jackson 2's; the count is the same and what they read back to is checked.
 */
public abstract class Write3Base extends BenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private Currency currency;
    private MediaItem mediaItem;
    private ObjectWriter currencyDefault;
    private ObjectWriter currencyFast;
    private ObjectWriter mediaWriter;
    private int currencyBytes;
    private int mediaBytes;

    /** The format under test. */
    protected abstract DataFormat3 format();

    @Setup
    public void setUp() {
        currency = References.currency();
        mediaItem = References.mediaItem();
        DataFormat3 format = format();
        ObjectMapper defaultMapper = format.mapper(FpConfig.DEFAULT);
        currencyDefault = defaultMapper.writerFor(Currency.class);
        currencyFast = format.mapper(FpConfig.FAST).writerFor(Currency.class);
        mediaWriter = defaultMapper.writerFor(MediaItem.class);
        currencyBytes = currencyDefault.writeValueAsBytes(currency).length;
        mediaBytes = mediaWriter.writeValueAsBytes(mediaItem).length;
    }

    @Benchmark
    public ByteSink writeCurrencyPojoDefault() {
        currencyDefault.writeValue(sink, currency);
        return sink;
    }

    @Benchmark
    public ByteSink writeCurrencyPojoFast() {
        currencyFast.writeValue(sink, currency);
        return sink;
    }

    @Benchmark
    public ByteSink writePojoMediaItem() {
        mediaWriter.writeValue(sink, mediaItem);
        return sink;
    }

    @Override
    public long bytesPerOp(String benchmark) {
        return benchmark.contains("Media") ? mediaBytes : currencyBytes;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) {
        String what = format().name() + " (Jackson 3) " + benchmark;
        ObjectMapper reader = format().mapper(FpConfig.DEFAULT);
        switch (benchmark) {
            case "writeCurrencyPojoDefault":
            case "writeCurrencyPojoFast":
                Exact.check(what + " (re-read)", References.currency(), reader.readValue(sink.takeCaptured(), Currency.class));
                return;
            case "writePojoMediaItem":
                Exact.check(what + " (re-read)", References.mediaItem(), reader.readValue(sink.takeCaptured(), MediaItem.class));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
