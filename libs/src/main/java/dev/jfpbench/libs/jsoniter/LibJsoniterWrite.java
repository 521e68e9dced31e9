package dev.jfpbench.libs.jsoniter;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.lib.LibWriteBase;
import dev.jfpbench.core.lib.Library;
import dev.jfpbench.core.verify.Bound;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;

import static dev.jfpbench.core.data.Dataset.VECTORS;
import java.util.concurrent.TimeUnit;

/**
 * jsoniter, reflection mode ({@link JsoniterCodec}), which has no exact floating-point mode: it prints floats
 * with at most 6 decimals, so the vectors are flagged and differ, within the bound declared (a unit of the 6th
 * decimal, plus 2 ulps for its float arithmetic); doubles come out right on our data. The media
 * item has no floating point and is not flagged.
 */
public class LibJsoniterWrite extends LibWriteBase {
    @Override
    protected Library library() {
        return Library.named("jsoniter").only(JsoniterCodec::new).inexact(JsoniterCodec::new, Bound.decimals(6).plusUlps(2)).inexactOn(VECTORS);
    }

    // its only double printing, not exact in general: flagged in the name
    @Benchmark
    public ByteSink currencyInexact() throws IOException {
        currencyInexact.write(currencyValue, sink);
        return sink;
    }

    // no floating point: the library's serialization alone, the control
    @Benchmark
    public ByteSink mediaItem() throws IOException {
        mediaItem.write(mediaItemValue, sink);
        return sink;
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: serializing many small objects
    @Benchmark
    public ByteSink table() throws IOException {
        table.write(tableValue, sink);
        return sink;
    }

    // its only float printing, not exact in general: flagged; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public ByteSink vectorsInexact() throws IOException {
        vectorsInexact.write(vectorsValue, sink);
        return sink;
    }
}
