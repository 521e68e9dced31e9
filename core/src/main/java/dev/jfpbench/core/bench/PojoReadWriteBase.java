package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.data.PojoDataset;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.io.IOException;
import java.util.Map;

/**
 * Read and write of the currency and media item POJOs through a {@link dev.jfpbench.core.codec.Codec}: a
 * subclass says which codec (a format, a compression). Reads read bytes prepared at setup; writes write to a
 * {@link ByteSink}. One state per thread: some codecs (Kryo) are not thread-safe.
 */
@State(Scope.Thread)
public abstract class PojoReadWriteBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private CodecFixture<Currency> currency;
    private CodecFixture<MediaItem> mediaItem;

    /** The fixture for one dataset ({@code reference} is what reads must give and writes write), at setup. */
    protected abstract <T> CodecFixture<T> fixture(String dataset, Class<T> type, T reference);

    @Setup
    public void setUp() {
        currency = fixture(PojoDataset.CURRENCY.label(), Currency.class, (Currency) PojoDataset.CURRENCY.reference());
        mediaItem = fixture(PojoDataset.MEDIA_ITEM.label(), MediaItem.class, (MediaItem) PojoDataset.MEDIA_ITEM.reference());
    }

    @Benchmark
    public Currency readCurrency() throws IOException {
        return currency.read();
    }

    @Benchmark
    public ByteSink writeCurrency() throws IOException {
        return currency.write(sink);
    }

    @Benchmark
    public MediaItem readMediaItem() throws IOException {
        return mediaItem.read();
    }

    @Benchmark
    public ByteSink writeMediaItem() throws IOException {
        return mediaItem.write(sink);
    }

    /** Bytes on the wire: the encoded (and compressed, if so) document, as read or as written. */
    @Override
    public long bytesPerOp(String benchmark) {
        CodecFixture<?> f = benchmark.contains("Media") ? mediaItem : currency;
        return benchmark.startsWith("write") ? f.writtenSize() : f.size();
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        CodecFixture.verify(this, benchmark, result, sink, Map.of("Currency", currency, "MediaItem", mediaItem));
    }
}
