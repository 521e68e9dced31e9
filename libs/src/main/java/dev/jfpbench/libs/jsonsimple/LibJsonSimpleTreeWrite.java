package dev.jfpbench.libs.jsonsimple;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.lib.LibWriteBase;
import dev.jfpbench.core.lib.Library;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * json-simple, writing its own tree (it cannot bind to classes), made at setup from the model ({@link JsonSimpleTreeCodec}).
 */
public class LibJsonSimpleTreeWrite extends LibWriteBase {
    @Override
    protected Library library() {
        return Library.named("json-simple (tree)").only(JsonSimpleTreeCodec::new);
    }

    // 163 doubles: the library's double printing
    @Benchmark
    public ByteSink currency() throws IOException {
        currency.write(currencyValue, sink);
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

    // 1,024,000 floats (13 MB): float printing in bulk; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public ByteSink vectors() throws IOException {
        vectors.write(vectorsValue, sink);
        return sink;
    }
}
