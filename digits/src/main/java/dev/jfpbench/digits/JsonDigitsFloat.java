package dev.jfpbench.digits;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.FpConfig;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;

/**
 * The digit sweep for floats: a JSON array of 1000 floats whose shortest decimals all have {@code digits}
 * significant digits (1 to 9; magnitudes 0.001 to 10^7, both signs), read into a {@code float[]} and written
 * from one, default vs fast floating point; the score is ns per number. The embedding vectors are this kind of
 * number at 5 to 9 digits; expect the shape of {@link JsonDigitsDouble} over a shorter range.
 */
public class JsonDigitsFloat extends DigitsBase {
    @Param({"1", "2", "3", "4", "5", "6", "7", "8", "9"})
    public int digits;

    private DigitsDataset.Document document;
    private byte[] input;
    private float[] values;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;

    @Setup
    public void setUp() {
        document = DigitsDataset.of(DigitsDataset.Kind.FLOAT, digits);
        input = document.json();
        values = document.floats();
        JsonMapper defaultMapper = mapper(FpConfig.DEFAULT);
        JsonMapper fastMapper = mapper(FpConfig.FAST);
        readerDefault = defaultMapper.readerFor(float[].class);
        readerFast = fastMapper.readerFor(float[].class);
        writerDefault = defaultMapper.writerFor(float[].class);
        writerFast = fastMapper.writerFor(float[].class);
    }

    /** The baseline: the JDK's Float.parseFloat on each number's text. */
    @Benchmark
    @OperationsPerInvocation(DigitsDataset.NUMBERS)
    public float[] readDefault() throws IOException {
        return readerDefault.readValue(input);
    }

    /** FastDoubleParser. */
    @Benchmark
    @OperationsPerInvocation(DigitsDataset.NUMBERS)
    public float[] readFast() throws IOException {
        return readerFast.readValue(input);
    }

    /** The baseline: the JDK's Float.toString. */
    @Benchmark
    @OperationsPerInvocation(DigitsDataset.NUMBERS)
    public ByteSink writeDefault() throws IOException {
        writerDefault.writeValue(sink, values);
        return sink;
    }

    /** Schubfach (Jackson's port). */
    @Benchmark
    @OperationsPerInvocation(DigitsDataset.NUMBERS)
    public ByteSink writeFast() throws IOException {
        writerFast.writeValue(sink, values);
        return sink;
    }

    @Override
    protected DigitsDataset.Document document() {
        return document;
    }
}
