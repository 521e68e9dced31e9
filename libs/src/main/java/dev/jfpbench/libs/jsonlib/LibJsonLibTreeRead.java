package dev.jfpbench.libs.jsonlib;

import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.lib.Library;
import dev.jfpbench.core.verify.Bound;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Json-lib, parsing a {@code String} into its own tree ({@link JsonLibTreeCodec}), which has no exact number
 * parsing: every decimal goes through a {@code Float} first, so a double with more than about 7 significant digits
 * comes back wrong, by up to a float's ulp of it ({@code JsonLibFloatPathTest}; declared: within a relative 1.5e-7).
 * Both floating-point reads are flagged, and both come out exact
 * on our data: the rates have at most 7 significant digits (these all survive the trip through a float), and floats
 * do. The media item has no floating point and is not flagged.
 */
public class LibJsonLibTreeRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("Json-lib (tree)").only(JsonLibTreeCodec::new).inexact(JsonLibTreeCodec::new, Bound.relative(1.5e-7)).inexactOn();
    }

    // its only number parsing (through Float), not exact in general: flagged in the name
    @Benchmark
    public Object currencyInexact() throws IOException {
        return currencyInexact.read(currencyJson);
    }

    // no floating point: the library's parsing alone, the control
    @Benchmark
    public Object mediaItem() throws IOException {
        return mediaItem.read(mediaItemJson);
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: the library's parsing of many small objects
    @Benchmark
    public Object table() throws IOException {
        return table.read(tableJson);
    }

    // the same parsing of the floats, flagged as the configuration is; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectorsInexact() throws IOException {
        return vectorsInexact.read(vectorsJson);
    }
}
