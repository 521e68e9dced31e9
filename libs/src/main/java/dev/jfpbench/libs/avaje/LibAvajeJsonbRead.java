package dev.jfpbench.libs.avaje;

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
 * avaje-jsonb, generated adapters ({@link AvajeJsonbCodec}). Its parser is derived from DSL-JSON's and reads
 * doubles with DSL-JSON's default, approximate, precision, with no setting for an exact one: about one in five
 * full-precision doubles comes out a bit or two off (see {@code LibPrecisionTest}; declared: within 3 ulps). Flagged, though exact on our
 * datasets (short decimals, half-precision floats); the media item has no floating point and is not.
 */
public class LibAvajeJsonbRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("avaje-jsonb").only(AvajeJsonbCodec::new).inexact(AvajeJsonbCodec::new, Bound.ulps(3)).inexactOn();
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
