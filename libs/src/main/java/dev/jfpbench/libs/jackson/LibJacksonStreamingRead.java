package dev.jfpbench.libs.jackson;

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
 * Jackson's streaming API, the model mapped by hand ({@link JacksonStreamingCodec}): the manual baseline, no
 * databind. What is left is the tokenizer and the number parsing, so expect the largest Fast/Default ratios
 * of the Jackson family.
 */
public class LibJacksonStreamingRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("Jackson streaming").defaultAndFast(JacksonStreamingCodec::new);
    }

    // 163 decimal doubles parsed by the JDK's Double.parseDouble: the baseline of the pair
    @Benchmark
    public Object currencyDefault() throws IOException {
        return currencyDefault.read(currencyJson);
    }

    // the same bytes through FastDoubleParser: Fast/Default is what it buys on short decimals
    @Benchmark
    public Object currencyFast() throws IOException {
        return currencyFast.read(currencyJson);
    }

    // no floating point: the pair's control, Fast/Default should be about 1.0
    @Benchmark
    public Object mediaItemDefault() throws IOException {
        return mediaItemDefault.read(mediaItemJson);
    }

    // the control's other half: a gap here is noise, not number parsing
    @Benchmark
    public Object mediaItemFast() throws IOException {
        return mediaItemFast.read(mediaItemJson);
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: a second control, Fast/Default about 1.0
    @Benchmark
    public Object tableDefault() throws IOException {
        return tableDefault.read(tableJson);
    }

    // the second control's other half: a gap here is noise, not number parsing
    @Benchmark
    public Object tableFast() throws IOException {
        return tableFast.read(tableJson);
    }

    // 1,024,000 floats (13 MB) parsed by the JDK's Float.parseFloat; the vector run settings
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectorsDefault() throws IOException {
        return vectorsDefault.read(vectorsJson);
    }

    // the same floats through FastDoubleParser: where the fast parser matters most
    @Benchmark
    @Fork(VectorBenchmarkDefaults.FORKS)
    @Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    @Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
    public Object vectorsFast() throws IOException {
        return vectorsFast.read(vectorsJson);
    }
}
