package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.data.PojoDataset;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;

/**
 * Read and write of the generated vectors (1000 x 1024 floats, 13 MB of JSON) through a
 * {@link dev.jfpbench.core.codec.Codec}, as {@link PojoReadWriteBase} does the small documents. A class of its
 * own so that small-document forks do not prepare 13 MB, and for its run settings: one operation takes
 * from a few ms (Kryo) to over a second (a gzip write: Deflater's default level on 5 to 13 MB), so 2 s
 * iterations and one fork keep a full run in minutes ({@code -f 2} on a quiet machine when the error bars ask
 * for it).
 */
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public abstract class PojoVectorsBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private CodecFixture<VectorDocs> vectors;

    /** The fixture for the vectors: called at setup, after the {@code @Param}s are set. */
    protected abstract <T> CodecFixture<T> fixture(PojoDataset dataset, Class<T> type);

    @Setup
    public void setUp() {
        vectors = fixture(PojoDataset.VECTORS, VectorDocs.class);
    }

    @Benchmark
    public VectorDocs readVectors() throws IOException {
        return vectors.read();
    }

    @Benchmark
    public ByteSink writeVectors() throws IOException {
        return vectors.write(sink);
    }

    /** Bytes on the wire: the encoded (and compressed, if so) document. */
    @Override
    public long bytesPerOp(String benchmark) {
        return vectors.size();
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        switch (benchmark) {
            case "readVectors":
                vectors.checkRead(result);
                return;
            case "writeVectors":
                vectors.checkWritten(sink.takeCaptured());
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
