package dev.jfpbench.core.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;

/**
 * Writes of the currency and media POJOs to a {@link ByteSink} (counts, keeps nothing), default vs fast
 * floating point. The sink is returned so JMH consumes it.
 */
public abstract class StdWriteVanillaBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private Currency currency;
    private MediaItem mediaItem;
    private ObjectWriter currencyDefault;
    private ObjectWriter currencyFast;
    private ObjectWriter mediaWriter;
    private int currencyBytes;
    private int mediaBytes;

    /** The format under test. */
    protected abstract DataFormat format();

    @Setup
    public void setUp() {
        currency = References.currency();
        mediaItem = References.mediaItem();
        DataFormat format = format();
        ObjectMapper defaultMapper = format.mapper(FpConfig.DEFAULT);
        currencyDefault = defaultMapper.writerFor(Currency.class);
        currencyFast = format.mapper(FpConfig.FAST).writerFor(Currency.class);
        mediaWriter = defaultMapper.writerFor(MediaItem.class);
        try {
            currencyBytes = currencyDefault.writeValueAsBytes(currency).length;
            mediaBytes = mediaWriter.writeValueAsBytes(mediaItem).length;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Benchmark
    public ByteSink writeCurrencyPojoDefault() throws IOException {
        currencyDefault.writeValue(sink, currency);
        return sink;
    }

    @Benchmark
    public ByteSink writeCurrencyPojoFast() throws IOException {
        currencyFast.writeValue(sink, currency);
        return sink;
    }

    @Benchmark
    public ByteSink writePojoMediaItem() throws IOException {
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
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().name() + " " + benchmark;
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
