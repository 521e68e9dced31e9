package dev.jfpbench.libs.gson;

import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.lib.Library;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Gson, default settings ({@link GsonCodec}): characters only, so UTF-8 decoding is part of what is measured.
 * Exact; expect it behind Jackson on the currency and the vectors.
 */
public class LibGsonRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("Gson").only(GsonCodec::new);
    }

    // 163 decimal doubles, most with 2-4 decimals: the library's double parsing
    @Benchmark
    public Object currency() throws IOException {
        return currency.read(currencyJson);
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

    // 1,024,000 floats (13 MB): float parsing in bulk; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectors() throws IOException {
        return vectors.read(vectorsJson);
    }
}
