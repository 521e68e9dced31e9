package dev.jfpbench.core.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;

/**
 * Bring your own payload: any JSON file, read and written untyped ({@code Map}/{@code List}) and as a tree
 * ({@code JsonNode}), default vs fast floating point, in the bound Jackson 2 format (the file is converted at setup).
 * Jackson's own untyped and tree API ({@code readTree}, an untyped {@code writer()}), not a typed codec: that is
 * what a user of an arbitrary payload calls.
 * {@code java -jar target/perf.jar Payload -p payload=/path/to/file.json}.
 */
public abstract class PayloadReadWriteBase extends BenchmarkDefaults implements Verifiable, InputSized {

    /** The JSON file; a relative path is looked up in the working directory, then in the repository root. */
    @Param("datasets/currency.json")
    public String payload;

    private final ByteSink sink = new ByteSink();
    private byte[] input;
    private Object untyped;
    private JsonNode tree;
    private ObjectReader untypedDefault;
    private ObjectReader untypedFast;
    private ObjectReader treeDefault;
    private ObjectReader treeFast;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;

    /** The format under test. */
    protected abstract Jackson2Format format();

    @Setup
    public void setUp() {
        byte[] json = References.userJson(payload, "payload");
        untyped = References.untyped(json);
        tree = References.tree(json);
        Jackson2Format format = format();
        input = format.fromJson(json);
        System.out.println("# payload " + payload + ": " + input.length + " bytes of " + format.name());
        ObjectMapper defaultMapper = format.mapper(FpConfig.DEFAULT);
        ObjectMapper fastMapper = format.mapper(FpConfig.FAST);
        untypedDefault = defaultMapper.readerFor(Object.class);
        untypedFast = fastMapper.readerFor(Object.class);
        treeDefault = defaultMapper.readerFor(JsonNode.class);
        treeFast = fastMapper.readerFor(JsonNode.class);
        writerDefault = defaultMapper.writer();
        writerFast = fastMapper.writer();
    }

    @Benchmark
    public Object readUntypedDefault() throws IOException {
        return untypedDefault.readValue(input);
    }

    @Benchmark
    public Object readUntypedFast() throws IOException {
        return untypedFast.readValue(input);
    }

    @Benchmark
    public JsonNode readTreeDefault() throws IOException {
        return treeDefault.readTree(input);
    }

    @Benchmark
    public JsonNode readTreeFast() throws IOException {
        return treeFast.readTree(input);
    }

    @Benchmark
    public ByteSink writeUntypedDefault() throws IOException {
        writerDefault.writeValue(sink, untyped);
        return sink;
    }

    @Benchmark
    public ByteSink writeUntypedFast() throws IOException {
        writerFast.writeValue(sink, untyped);
        return sink;
    }

    @Benchmark
    public ByteSink writeTreeDefault() throws IOException {
        writerDefault.writeValue(sink, tree);
        return sink;
    }

    @Benchmark
    public ByteSink writeTreeFast() throws IOException {
        writerFast.writeValue(sink, tree);
        return sink;
    }

    /** Reads read the converted input; writes write about as much (the same document in the same format). */
    @Override
    public long bytesPerOp(String benchmark) {
        return input.length;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().name() + " " + benchmark + " of " + payload;
        ObjectMapper reader = format().mapper(FpConfig.DEFAULT);
        switch (benchmark) {
            case "readUntypedDefault":
            case "readUntypedFast":
                Exact.check(what, untyped, result);
                return;
            case "readTreeDefault":
            case "readTreeFast":
                Exact.check(what, tree, result);
                return;
            case "writeUntypedDefault":
            case "writeUntypedFast":
                Exact.check(what + " (re-read)", untyped, reader.readValue(sink.takeCaptured(), Object.class));
                return;
            case "writeTreeDefault":
            case "writeTreeFast":
                Exact.check(what + " (re-read)", tree, reader.readTree(sink.takeCaptured()));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
