package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.format.Storage;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;
import java.util.Locale;

/**
 * Embedding vectors ({@link VectorDocs}) read from in-memory bytes, written to a {@link ByteSink}, and written
 * then read back, default vs fast floating point, through the {@link Codec}s of a {@link JacksonFormat} (a Jackson
 * 2 or a Jackson 3 format). A format module binds the format and says how it stores the floats ({@link Storage});
 * setup refuses to run when the bytes do not hold them that way, so a benchmark can never quietly measure, say,
 * doubles or plain arrays instead.
 */
public abstract class VectorReadWriteBase extends VectorBenchmarkDefaults implements Verifiable, InputSized {

    private final ByteSink sink = new ByteSink();
    private final ReusableBuffer buffer = new ReusableBuffer(1 << 16);
    private VectorDocs docs;
    private byte[] input;
    private Codec<VectorDocs> codecDefault;
    private Codec<VectorDocs> codecFast;
    private long writtenDefault;
    private long writtenFast;

    /** The format under test. */
    protected abstract JacksonFormat format();

    /** How this format is expected to store the floats. */
    protected abstract Storage storage();

    @Setup
    public void setUp() throws IOException {
        byte[] json = vectorsJson();
        docs = VectorDataset.read(json, vectorsName()); // the reference: the JDK's Float.parseFloat of every number
        JacksonFormat format = format();
        codecDefault = format.codec(VectorDocs.class, FpConfig.DEFAULT);
        codecFast = format.codec(VectorDocs.class, FpConfig.FAST);
        // JSON is read as given. Other formats are written from the POJO: float[] stays 32-bit, where
        // fromJson (through a tree) would widen every float to a double.
        input = format.jackson2().isJsonText() ? json : codecDefault.bytes(docs);
        Storage stored = format.jackson2().storedAs(input);
        if (stored != storage()) {
            throw new IllegalStateException(format.label() + " stores the vectors as " + stored + ", not " + storage()
                    + "; this benchmark would measure something else (" + format.library() + ")");
        }
        writtenDefault = bytesWritten(codecDefault);
        writtenFast = bytesWritten(codecFast);
        buffer.ensureCapacity((int) Math.max(writtenDefault, writtenFast));
        System.out.printf(Locale.ROOT, "# vectors in %s (%s: %,d rows, %,d floats as %s): read %,d bytes; write %,d bytes default, %,d fast%n",
                format.label(), vectorsName(), docs.data.size(), docs.floatCount(), stored, input.length, writtenDefault, writtenFast);
    }

    @Benchmark
    public VectorDocs defaultRead() throws IOException {
        return codecDefault.read(input);
    }

    @Benchmark
    public VectorDocs fastFPRead() throws IOException {
        return codecFast.read(input);
    }

    @Benchmark
    public ByteSink defaultWrite() throws IOException {
        codecDefault.write(docs, sink);
        return sink;
    }

    @Benchmark
    public ByteSink fastFPWrite() throws IOException {
        codecFast.write(docs, sink);
        return sink;
    }

    /**
     * Write then read, as a service that stores vectors and reads them back. The buffer is reset, not
     * reallocated: a fresh 13 MB array per operation would add its allocation, zeroing and growth copies
     * to what is measured.
     */
    @Benchmark
    public VectorDocs defaultWriteAndRead() throws IOException {
        buffer.reset();
        codecDefault.write(docs, buffer);
        return codecDefault.read(buffer.array(), 0, buffer.size());
    }

    @Benchmark
    public VectorDocs fastFPWriteAndRead() throws IOException {
        buffer.reset();
        codecFast.write(docs, buffer);
        return codecFast.read(buffer.array(), 0, buffer.size());
    }

    /** Reads: the input. Writes: the bytes written. Write-and-read: the bytes written, which are then read. */
    @Override
    public long bytesPerOp(String benchmark) {
        if (benchmark.endsWith("Read") && !benchmark.contains("Write")) {
            return input.length;
        }
        return benchmark.startsWith("fast") ? writtenFast : writtenDefault;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().label() + " " + benchmark + " of " + vectorsName();
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
                byte[] written = sink.takeCaptured();
                Exact.check(what + " (re-read)", expected, codecDefault.read(written));
                if (written.length != (benchmark.startsWith("fast") ? writtenFast : writtenDefault)) {
                    throw new AssertionError(what + ": wrote " + written.length + " bytes, but bytesPerOp says otherwise");
                }
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    private long bytesWritten(Codec<VectorDocs> codec) throws IOException {
        ByteSink counter = new ByteSink();
        codec.write(docs, counter);
        return counter.count();
    }
}
