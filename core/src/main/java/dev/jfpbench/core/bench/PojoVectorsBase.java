package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.io.IOException;
import java.util.Map;

/**
 * Read and write of the vectors (the generated 1000 x 1024 floats, or {@code -p vectors=FILE}) through a
 * {@link dev.jfpbench.core.codec.Codec} of a {@link Format}, as {@link PojoReadWriteBase} does the small documents: a class of its
 * own so that small-document forks do not prepare 13 MB, with the vector run settings. One operation takes from
 * a few ms (Kryo) to over a second (a gzip write: Deflater's default level on 5 to 13 MB), so an iteration may
 * hold a single operation; {@code -f 2} on a quiet machine when the error bars ask for it. One state per thread.
 */
@State(Scope.Thread)
public abstract class PojoVectorsBase extends VectorBenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private CodecFixture<VectorDocs> fixture;

    /** The format under test: called at setup, after the {@code @Param}s are set. */
    protected abstract Format format();

    @Setup
    public void setUp() {
        VectorDocs reference = vectors == null || vectors.isEmpty() ? (VectorDocs) Dataset.VECTORS.reference()
                : VectorDataset.read(vectorsJson(), vectorsName());
        Format format = format();
        fixture = CodecFixture.of(format.label() + " " + vectorsName(), format.codec(VectorDocs.class, FpConfig.FAST), reference,
                format.input(vectorsJson(), reference));
    }

    @Benchmark
    public VectorDocs readVectors() throws IOException {
        return fixture.read();
    }

    @Benchmark
    public ByteSink writeVectors() throws IOException {
        return fixture.write(sink);
    }

    /** Bytes on the wire: the encoded (and compressed, if so) document, as read or as written. */
    @Override
    public long bytesPerOp(String benchmark) {
        return benchmark.startsWith("write") ? fixture.writtenSize() : fixture.size();
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        CodecFixture.verify(this, benchmark, result, sink, Map.of("Vectors", fixture));
    }
}
