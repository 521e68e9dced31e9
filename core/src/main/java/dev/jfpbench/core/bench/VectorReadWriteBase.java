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
import org.openjdk.jmh.infra.BenchmarkParams;

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

    /** The format under test. */
    protected abstract JacksonFormat format();

    /** How this format is expected to store the floats. */
    protected abstract Storage storage();

    /**
     * A measured fork prepares only the configuration it measures (JMH names the method in {@code params}): the
     * Default path is never run in a Fast fork, nor the Fast path in a Default fork, so neither fork's JIT profile
     * has seen the other configuration (JMH's forking sample). The POJO a write needs is read with the fork's own
     * configuration (bit-identical either way: the tests check both against {@code Float.parseFloat}); a JSON read
     * needs no POJO at all. Without params (the verifier, the sizes tool) both configurations are prepared.
     */
    @Setup
    public void setUp(BenchmarkParams params) throws IOException {
        String method = MeasuredMethod.of(params);
        boolean both = method == null;
        FpConfig own = MeasuredMethod.own(method);
        boolean fast = own == FpConfig.FAST;
        JacksonFormat format = format();
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            codecDefault = format.codec(VectorDocs.class, FpConfig.DEFAULT);
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            codecFast = format.codec(VectorDocs.class, FpConfig.FAST);
        }
        Codec<VectorDocs> ownCodec = fast ? codecFast : codecDefault;
        byte[] json = vectorsJson();
        boolean jsonText = format.jackson2().isJsonText();
        boolean readOnly = method != null && method.endsWith("Read") && !method.contains("Write");
        if (!(jsonText && readOnly)) {
            docs = VectorDataset.read(json, vectorsName(), own);
        }
        // JSON is read as given. Other formats are written from the POJO: float[] stays 32-bit, where
        // fromJson (through a tree) would widen every float to a double.
        input = jsonText ? json : ownCodec.bytes(docs);
        Storage stored = format.jackson2().storedAs(input);
        if (stored != storage()) {
            throw new IllegalStateException(format.label() + " stores the vectors as " + stored + ", not " + storage()
                    + "; this benchmark would measure something else (" + format.library() + ")");
        }
        // Room for what a write-and-read writes (it grows in the warm-up if the format writes more).
        buffer.ensureCapacity(input.length + input.length / 4);
        System.out.printf(Locale.ROOT, "# vectors in %s (%s%s, floats as %s): read %,d bytes%s%n", format.label(), vectorsName(),
                docs == null ? "" : String.format(Locale.ROOT, ": %,d rows, %,d floats", docs.data.size(), docs.floatCount()), stored,
                input.length, both ? "" : ", " + (fast ? "Fast" : "Default") + " only in this fork");
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

    /**
     * Reads: the input. Writes: the bytes written. Write-and-read: the bytes written, which are then read. Asked
     * outside any measured fork (the sizes tool's own JVM), so counting a write here costs the measurement nothing.
     */
    @Override
    public long bytesPerOp(String benchmark) {
        if (benchmark.endsWith("Read") && !benchmark.contains("Write")) {
            return input.length;
        }
        try {
            return bytesWritten(codec(benchmark));
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().label() + " " + benchmark + " of " + vectorsName();
        // A fresh copy of the reference (Jackson 2, the JDK's parsing): nothing the benchmark did can have touched it.
        VectorDocs expected = VectorDataset.reference(vectorsJson(), vectorsName());
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
                if (written.length != bytesWritten(codec(benchmark))) {
                    throw new AssertionError(what + ": wrote " + written.length + " bytes, but bytesPerOp says otherwise");
                }
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    private Codec<VectorDocs> codec(String benchmark) {
        return MeasuredMethod.config(benchmark) == FpConfig.FAST ? codecFast : codecDefault;
    }

    private long bytesWritten(Codec<VectorDocs> codec) throws IOException {
        ByteSink counter = new ByteSink();
        codec.write(docs, counter);
        return counter.count();
    }
}
