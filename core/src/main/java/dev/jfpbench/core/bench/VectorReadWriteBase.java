package dev.jfpbench.core.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;
import java.util.Locale;

/**
 * Embedding vectors ({@link VectorDocs}) read from in-memory bytes, written to a {@link ByteSink}, and written
 * then read back, default vs fast floating point. A format module binds the format and says how it stores
 * the floats; setup refuses to run when the bytes do not hold them that way, so a benchmark can never
 * quietly measure, say, doubles or plain arrays instead.
 */
public abstract class VectorReadWriteBase extends VectorBenchmarkDefaults implements Verifiable, InputSized {

    /** How the {@code emb} floats are held in the format's bytes. */
    public enum Storage {
        DECIMAL_TEXT("decimal text"),
        FLOAT32("32-bit binary floats"),
        FLOAT64("64-bit binary doubles"),
        BASE64("packed Base64 text"),
        OTHER("something else");

        private final String description;

        Storage(String description) {
            this.description = description;
        }

        @Override
        public String toString() {
            return description;
        }
    }

    private final ByteSink sink = new ByteSink();
    private final ReusableBuffer buffer = new ReusableBuffer(1 << 16);
    private VectorDocs docs;
    private byte[] input;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;
    private long writtenDefault;
    private long writtenFast;

    /** The format under test. */
    protected abstract DataFormat format();

    /** How this format is expected to store the floats. */
    protected abstract Storage storage();

    @Setup
    public void setUp() throws IOException {
        byte[] json = vectorsJson();
        docs = VectorDataset.read(json, vectorsName()); // the reference: the JDK's Float.parseFloat of every number
        DataFormat format = format();
        ObjectMapper defaultMapper = format.mapper(FpConfig.DEFAULT);
        ObjectMapper fastMapper = format.mapper(FpConfig.FAST);
        readerDefault = defaultMapper.readerFor(VectorDocs.class);
        readerFast = fastMapper.readerFor(VectorDocs.class);
        writerDefault = defaultMapper.writerFor(VectorDocs.class);
        writerFast = fastMapper.writerFor(VectorDocs.class);
        // JSON is read as given. Other formats are written from the POJO: float[] stays 32-bit, where
        // DataFormat.fromJson (through a tree) would widen every float to a double.
        input = format.isJsonText() ? json : writerDefault.writeValueAsBytes(docs);
        Storage stored = storedAs(defaultMapper, input);
        if (stored != storage()) {
            throw new IllegalStateException(format.name() + " stores the vectors as " + stored + ", not " + storage()
                    + "; this benchmark would measure something else (Jackson " + PackageVersion.VERSION + ")");
        }
        writtenDefault = bytesWritten(writerDefault);
        writtenFast = bytesWritten(writerFast);
        buffer.ensureCapacity((int) Math.max(writtenDefault, writtenFast));
        System.out.printf(Locale.ROOT, "# vectors in %s (%s: %,d rows, %,d floats as %s): read %,d bytes; write %,d bytes default, %,d fast%n",
                format.name(), vectorsName(), docs.data.size(), docs.floatCount(), stored, input.length, writtenDefault, writtenFast);
    }

    @Benchmark
    public VectorDocs defaultRead() throws IOException {
        return readerDefault.readValue(input);
    }

    @Benchmark
    public VectorDocs fastFPRead() throws IOException {
        return readerFast.readValue(input);
    }

    @Benchmark
    public ByteSink defaultWrite() throws IOException {
        writerDefault.writeValue(sink, docs);
        return sink;
    }

    @Benchmark
    public ByteSink fastFPWrite() throws IOException {
        writerFast.writeValue(sink, docs);
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
        writerDefault.writeValue(buffer, docs);
        return readerDefault.readValue(buffer.array(), 0, buffer.size());
    }

    @Benchmark
    public VectorDocs fastFPWriteAndRead() throws IOException {
        buffer.reset();
        writerFast.writeValue(buffer, docs);
        return readerFast.readValue(buffer.array(), 0, buffer.size());
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
        String what = format().name() + " " + benchmark + " of " + vectorsName();
        switch (benchmark) {
            case "defaultRead":
            case "fastFPRead":
            case "defaultWriteAndRead":
            case "fastFPWriteAndRead":
                Exact.check(what, docs, result);
                return;
            case "defaultWrite":
            case "fastFPWrite":
                byte[] written = sink.takeCaptured();
                Exact.check(what + " (re-read)", docs, readerDefault.readValue(written));
                if (written.length != (benchmark.startsWith("fast") ? writtenFast : writtenDefault)) {
                    throw new AssertionError(what + ": wrote " + written.length + " bytes, but bytesPerOp says otherwise");
                }
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    private long bytesWritten(ObjectWriter writer) throws IOException {
        ByteSink counter = new ByteSink();
        writer.writeValue(counter, docs);
        return counter.count();
    }

    /** How the first {@code emb} value is stored in {@code bytes}. */
    static Storage storedAs(ObjectMapper mapper, byte[] bytes) throws IOException {
        try (JsonParser p = mapper.getFactory().createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && "emb".equals(p.currentName())) {
                    t = p.nextToken();
                    if (t == JsonToken.VALUE_STRING) {
                        return Storage.BASE64;
                    }
                    if (t != JsonToken.START_ARRAY) {
                        return Storage.OTHER;
                    }
                    t = p.nextToken();
                    if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
                        if (!mapper.getFactory().canHandleBinaryNatively()) {
                            return Storage.DECIMAL_TEXT;
                        }
                        switch (p.getNumberType()) {
                            case FLOAT: return Storage.FLOAT32;
                            case DOUBLE: return Storage.FLOAT64;
                            default: return Storage.OTHER;
                        }
                    }
                    return Storage.OTHER;
                }
            }
        }
        return Storage.OTHER;
    }
}
