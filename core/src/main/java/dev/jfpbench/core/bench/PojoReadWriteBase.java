package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.io.IOException;
import java.util.Map;

/**
 * Read and write of the currency, media item and table POJOs through the {@link dev.jfpbench.core.codec.Codec} of a
 * {@link Format} (Avro, Kryo, a Jackson format behind a compression, ...), in its {@link FpConfig#FAST} configuration:
 * the Default/Fast choice is what the Std benchmarks measure, here the format is the one variable. Reads read the
 * dataset's own text where the format has one (JSON as committed; Smile, CBOR and XML converted from it, compressed
 * if so), else the codec's own bytes, prepared at setup; writes write to a {@link ByteSink}. One state per thread: some codecs
 * (Kryo) are not thread-safe.
 */
@State(Scope.Thread)
public abstract class PojoReadWriteBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private CodecFixture<Currency> currency;
    private CodecFixture<MediaItem> mediaItem;
    private CodecFixture<Table> table;

    /** The format under test: called at setup, after the {@code @Param}s are set. */
    protected abstract Format format();

    @Setup
    public void setUp() {
        currency = fixture(Dataset.CURRENCY, Currency.class);
        mediaItem = fixture(Dataset.MEDIA_ITEM, MediaItem.class);
        table = fixture(Dataset.TABLE, Table.class);
    }

    private <T> CodecFixture<T> fixture(Dataset dataset, Class<T> type) {
        Format format = format();
        T reference = type.cast(dataset.reference());
        return CodecFixture.of(format.label() + " " + dataset.label(), format.codec(type, FpConfig.FAST), reference,
                format.input(dataset.json(), reference));
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

    // no floating point, about 17 KB of JSON: a mid-sized control between the media item and the currency
    @Benchmark
    public Table readTable() throws IOException {
        return table.read();
    }

    @Benchmark
    public ByteSink writeTable() throws IOException {
        return table.write(sink);
    }

    /** Bytes on the wire: the encoded (and compressed, if so) document, as read or as written. */
    @Override
    public long bytesPerOp(String benchmark) {
        CodecFixture<?> f = benchmark.contains("Media") ? mediaItem : benchmark.contains("Table") ? table : currency;
        return benchmark.startsWith("write") ? f.writtenSize() : f.size();
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        CodecFixture.verify(this, benchmark, result, sink, Map.of("Currency", currency, "MediaItem", mediaItem, "Table", table));
    }
}
