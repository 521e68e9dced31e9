package dev.jfpbench.libs.jsoniter;

import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.lib.Library;
import dev.jfpbench.core.verify.Bound;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;

import static dev.jfpbench.core.data.Dataset.CURRENCY;
import java.util.concurrent.TimeUnit;

/**
 * jsoniter, reflection mode ({@link JsoniterCodec}), which has no exact floating-point mode: its double parser
 * misreads some rates (e.g. 1.68) by an ulp, so the currency is flagged and differs, within the 2 ulps declared;
 * floats come out right on our data.
 * The media item has no floating point and is not flagged.
 */
public class LibJsoniterRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("jsoniter").only(JsoniterCodec::new).inexact(JsoniterCodec::new, Bound.ulps(2)).inexactOn(CURRENCY);
    }

    // its default double parsing, not exact in general: flagged in the name
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

    // its default parsing of the floats, not exact in general: flagged; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectorsInexact() throws IOException {
        return vectorsInexact.read(vectorsJson);
    }
}
