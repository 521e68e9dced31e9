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
 * The digit sweep for integral values held as doubles: a JSON array of 1000 non-negative integers of exactly
 * {@code digits} digits (1 to 16, the last not 0), written as Java writes a double ({@code 12345.0}, from 8 digits
 * {@code 1.2345678E7}), read into a {@code double[]} and written from one, default vs fast floating point; the
 * score is ns per number. Counts, identifiers, cents and timestamps travel like this; expect the same shape as
 * {@link JsonDigitsDouble} at the same digit count, the texts being as long.
 */
public class JsonDigitsIntegral extends DigitsBase {
    @Param({"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"})
    public int digits;

    private DigitsDataset.Document document;
    private byte[] input;
    private double[] values;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;

    @Setup
    public void setUp() {
        document = DigitsDataset.of(DigitsDataset.Kind.INTEGRAL, digits);
        input = document.json();
        values = document.doubles();
        JsonMapper defaultMapper = mapper(FpConfig.DEFAULT);
        JsonMapper fastMapper = mapper(FpConfig.FAST);
        readerDefault = defaultMapper.readerFor(double[].class);
        readerFast = fastMapper.readerFor(double[].class);
        writerDefault = defaultMapper.writerFor(double[].class);
        writerFast = fastMapper.writerFor(double[].class);
    }

    /** The baseline: the JDK's Double.parseDouble on each number's text. */
    @Benchmark
    @OperationsPerInvocation(DigitsDataset.NUMBERS)
    public double[] readDefault() throws IOException {
        return readerDefault.readValue(input);
    }

    /** FastDoubleParser. */
    @Benchmark
    @OperationsPerInvocation(DigitsDataset.NUMBERS)
    public double[] readFast() throws IOException {
        return readerFast.readValue(input);
    }

    /** The baseline: the JDK's Double.toString. */
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
