package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.lib.LibWriteBase;
import dev.jfpbench.core.lib.Library;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Jackson databind, the reference library. By design the very same measurements as {@code JsonStdWriteVanilla}'s
 * {@code writeCurrencyPojoDefault}/{@code Fast} and {@code writePojoMediaItem} and {@code VectorHeavyReadWrite}'s
 * {@code defaultWrite}/{@code fastFPWrite}: the same values, configuration and codec class ({@code JacksonCodec}),
 * published twice because the libraries view needs Jackson beside the others. Expect Fast/Default above 1.0 on
 * the currency and the vectors, about 1.0 on the media item.
 */
public class LibJacksonWrite extends LibWriteBase {
    @Override
    protected Library library() {
        return Library.named("Jackson databind").defaultAndFast(JsonFormat.INSTANCE::codec);
    }

    // 163 doubles printed by the JDK's Double.toString: the baseline of the pair
    @Benchmark
    public ByteSink currencyDefault() throws IOException {
        currencyDefault.write(currencyValue, sink);
        return sink;
    }

    // the same doubles printed by Schubfach: Fast/Default is what the fast writer buys
    @Benchmark
    public ByteSink currencyFast() throws IOException {
        currencyFast.write(currencyValue, sink);
        return sink;
    }

    // no floating point: the pair's control, Fast/Default should be about 1.0
    @Benchmark
    public ByteSink mediaItemDefault() throws IOException {
        mediaItemDefault.write(mediaItemValue, sink);
        return sink;
    }

    // the control's other half: a gap here is noise, not number printing
    @Benchmark
    public ByteSink mediaItemFast() throws IOException {
        mediaItemFast.write(mediaItemValue, sink);
        return sink;
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: a second control, Fast/Default about 1.0
    @Benchmark
    public ByteSink tableDefault() throws IOException {
        tableDefault.write(tableValue, sink);
        return sink;
    }

    // the second control's other half: a gap here is noise, not number printing
    @Benchmark
    public ByteSink tableFast() throws IOException {
        tableFast.write(tableValue, sink);
        return sink;
    }

    // 1,024,000 floats (13 MB) printed by the JDK's Float.toString; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public ByteSink vectorsDefault() throws IOException {
        vectorsDefault.write(vectorsValue, sink);
        return sink;
    }

    // the same floats printed by Schubfach: where the fast writer matters most
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public ByteSink vectorsFast() throws IOException {
        vectorsFast.write(vectorsValue, sink);
        return sink;
    }
}
