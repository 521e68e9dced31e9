package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.bench.ReusableBuffer;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

/**
 * The embedding-vector document ({@link VectorDocs}, 1000 x 1024 floats by default) through Jackson 3, default
 * vs fast floating point: read (bytes to POJO), write (POJO to a {@link ByteSink}) and write-and-read (both,
 * through one reused in-memory buffer). The Jackson 3 twin of the vectors module's benchmarks, same method names.
 * {@code -p vectors=/path/to/file.json} runs it on a file of the same shape.
 */
public abstract class VectorReadWrite3Base extends VectorBenchmarkDefaults implements Verifiable, InputSized {

    private final ByteSink sink = new ByteSink();
    private final ReusableBuffer buffer = new ReusableBuffer(1 << 16);
    private byte[] input;
    private VectorDocs docs;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;
    private int writtenDefault;
    private int writtenFast;

    /** The format under test. */
    protected abstract DataFormat3 format();

    @Setup
    public void setUp() {
        DataFormat3 format = format();
        byte[] json = vectorsJson();
        docs = VectorDataset.read(json, vectorsName());
        ObjectMapper defaultMapper = format.mapper(FpConfig.DEFAULT);
        ObjectMapper fastMapper = format.mapper(FpConfig.FAST);
        readerDefault = defaultMapper.readerFor(VectorDocs.class);
        readerFast = fastMapper.readerFor(VectorDocs.class);
        writerDefault = defaultMapper.writerFor(VectorDocs.class);
        writerFast = fastMapper.writerFor(VectorDocs.class);
        // As in Jackson 2's twin: JSON is read as given; binary formats are written from the POJO, so float[]
        // stays 32-bit (a conversion through a tree would widen every float to a double).
        input = format.isJsonText() ? json : defaultMapper.writerFor(VectorDocs.class).writeValueAsBytes(docs);
        writtenDefault = writerDefault.writeValueAsBytes(docs).length;
        writtenFast = writerFast.writeValueAsBytes(docs).length;
        buffer.ensureCapacity(Math.max(writtenDefault, writtenFast));
        System.out.println("# vectors " + vectorsName() + ": " + docs.data.size() + " rows, " + docs.floatCount() + " floats, "
                + input.length + " bytes of " + format.name() + " (Jackson 3)");
    }

    @Benchmark
    public VectorDocs defaultRead() {
        return readerDefault.readValue(input);
    }

    @Benchmark
    public VectorDocs fastFPRead() {
        return readerFast.readValue(input);
    }

    @Benchmark
    public ByteSink defaultWrite() {
        writerDefault.writeValue(sink, docs);
        return sink;
    }

    @Benchmark
    public ByteSink fastFPWrite() {
        writerFast.writeValue(sink, docs);
        return sink;
    }

    @Benchmark
    public VectorDocs defaultWriteAndRead() {
        buffer.reset();
        writerDefault.writeValue(buffer, docs);
        return readerDefault.readValue(buffer.array(), 0, buffer.size());
    }

    @Benchmark
    public VectorDocs fastFPWriteAndRead() {
        buffer.reset();
        writerFast.writeValue(buffer, docs);
        return readerFast.readValue(buffer.array(), 0, buffer.size());
    }

    /** Reads: the input; writes: what the writer of that configuration writes; write-and-read: that, once. */
    @Override
    public long bytesPerOp(String benchmark) {
        if (!benchmark.contains("Write")) {
            return input.length;
        }
        return benchmark.startsWith("fastFP") ? writtenFast : writtenDefault;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) {
        String what = format().name() + " (Jackson 3) " + benchmark + " of " + vectorsName();
        // A fresh reference (Jackson 2, the JDK's parsing): nothing the benchmark did can have touched it.
        VectorDocs expected = VectorDataset.read(vectorsJson(), vectorsName());
        switch (benchmark) {
            case "defaultRead":
            case "fastFPRead":
            case "defaultWriteAndRead":
            case "fastFPWriteAndRead":
                Exact.check(what, expected, result);
                return;
            case "defaultWrite":
            case "fastFPWrite":
                VectorDocs reread = format().mapper(FpConfig.DEFAULT).readValue(sink.takeCaptured(), VectorDocs.class);
                Exact.check(what + " (re-read)", expected, reread);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
