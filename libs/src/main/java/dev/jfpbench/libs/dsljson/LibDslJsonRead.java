package dev.jfpbench.libs.dsljson;

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
 * DSL-JSON, compiled converters ({@link DslJsonCodec}): {@code currency}/{@code vectors} with
 * {@code DoublePrecision.EXACT}, {@code ...Inexact} with its default precision, documented as not exact in rare cases
 * (declared: within 3 ulps; exact on our data, see {@code LibPrecisionTest}). Expect the inexact pair a little ahead of the exact one.
 */
public class LibDslJsonRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("DSL-JSON").only(DslJsonCodec::exact).inexact(DslJsonCodec::inexact, Bound.ulps(3)).inexactOn();
    }

    // 163 decimal doubles with DoublePrecision.EXACT: the exact parsing
    @Benchmark
    public Object currency() throws IOException {
        return currency.read(currencyJson);
    }

    // the same with its default precision, not exact in general: flagged in the name
    @Benchmark
    public Object currencyInexact() throws IOException {
        return currencyInexact.read(currencyJson);
    }

    // no floating point: the library's binding alone, the control
    @Benchmark
    public Object mediaItem() throws IOException {
        return mediaItem.read(mediaItemJson);
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: binding many small objects
    @Benchmark
    public Object table() throws IOException {
        return table.read(tableJson);
    }

    // 1,024,000 floats (13 MB) with DoublePrecision.EXACT; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectors() throws IOException {
        return vectors.read(vectorsJson);
    }

    // the same with its default precision, not exact in general: flagged; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectorsInexact() throws IOException {
        return vectorsInexact.read(vectorsJson);
    }
}
