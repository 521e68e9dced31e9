package dev.jfpbench.startup;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Start-up: in a fresh JVM, the time from nothing (the library not yet loaded) to a built mapper, and to the
 * first completed read and write of each dataset. Single shot, one per fork: each fork is a fresh JVM, so the
 * score is the mean over the forks. 20 forks give an error bar worth reading; {@code -f 5} for a quicker look.
 * The JVM's own boot and JMH's are outside the measurement (the same for every library); the inputs are
 * prepared at setup without touching the library (see {@link Isolated}), the model classes load inside.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(20)
public abstract class StartupBase implements Verifiable {
    private final ByteSink sink = new ByteSink();
    private byte[] currency;
    private byte[] mediaItem;
    private byte[] vectors;

    /**
     * A new mapper of the library under test, built from nothing. Implementations return {@code new X()} and
     * nothing else, so that X (and the library) load only when a measured method calls this.
     */
    protected abstract ColdMapper newMapper();

    /** What {@link ColdMapper#describe()} must say of the mapper: checked by the tests. */
    protected abstract String configuration();

    @Setup
    public void setUp() {
        // The committed files as they are, and the generated vectors (13 MB): what a service would be sent.
        currency = Isolated.call("dev.jfpbench.core.data.Datasets", "read", "currency.json");
        mediaItem = Isolated.call("dev.jfpbench.core.data.Datasets", "read", "media-item.json");
        vectors = Isolated.call("dev.jfpbench.core.data.VectorDataset", "defaultJson", null);
    }

    /** Mapper construction alone. */
    @Benchmark
    public ColdMapper buildMapper() {
        return newMapper();
    }

    @Benchmark
    public Object firstCurrency() throws IOException {
        return firstUse(currency, Currency.class);
    }

    @Benchmark
    public Object firstMediaItem() throws IOException {
        return firstUse(mediaItem, MediaItem.class);
    }

    /** 13 MB read in a cold JVM: mostly interpreted and first-tier code, the first big request of a service. */
    @Benchmark
    public Object firstVectors() throws IOException {
        return firstUse(vectors, VectorDocs.class);
    }

    private Object firstUse(byte[] json, Class<?> type) throws IOException {
        ColdMapper mapper = newMapper();
        Object value = mapper.read(json, type);
        mapper.write(value, sink);
        return value;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = getClass().getSimpleName() + "." + benchmark;
        switch (benchmark) {
            case "buildMapper":
                ColdMapper mapper = (ColdMapper) result;
                Exact.check(what + " configuration", configuration(), mapper.describe());
                mapper.write(mapper.read(currency, Currency.class), sink);
                Exact.check(what + " round trip", References.currency(), References.read(sink.takeCaptured(), Currency.class));
                return;
            case "firstCurrency":
                check(what, Dataset.CURRENCY.reference(), result, Currency.class);
                return;
            case "firstMediaItem":
                check(what, Dataset.MEDIA_ITEM.reference(), result, MediaItem.class);
                return;
            case "firstVectors":
                check(what, Dataset.VECTORS.reference(), result, VectorDocs.class);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    /** The value read is the reference, and what was written reads back (by the reference mapper) as the reference. */
    private void check(String what, Object reference, Object read, Class<?> type) {
        Exact.check(what + " read", reference, read);
        Exact.check(what + " write (re-read)", reference, References.read(sink.takeCaptured(), type));
    }
}
