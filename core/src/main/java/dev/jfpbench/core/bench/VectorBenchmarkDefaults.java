package dev.jfpbench.core.bench;

import dev.jfpbench.core.data.VectorDataset;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The run settings and the input of every embedding-vector benchmark. One operation handles a whole dataset
 * (1,024,000 floats, about 13 MB of JSON): tens to a few hundred milliseconds (the answer table gives the measured cost
 * per vector), so the small-document defaults do not fit:
 * <ul>
 *   <li>Throughput in ops/s, as the other whole-document families (the digit sweep's single numbers use average time).</li>
 *   <li>1 fork: a fork costs seconds of setup here (reading and converting 13 MB); the six
 *       {@code VectorHeavy} methods must stay under 3 minutes. Add forks ({@code -f 3}) for publication.</li>
 *   <li>6 x 500 ms warm-up: measured (docs/methodology.md, finding "warmup"): nine in ten of the family's forks run at full
 *       speed by then on JDK 17, 21 and 25; {@code WarmupSettingsTest} holds it there.</li>
 *   <li>10 x 400 ms measurement: a few operations per iteration; a fork's score is the median of its iterations within
 *       10% of its best, so a spell in which another tenant had the CPU must cover all four seconds to move it.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(VectorBenchmarkDefaults.FORKS)
@Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
public abstract class VectorBenchmarkDefaults {
    /**
     * The vector run settings, written once. A vector benchmark in a class of other settings (a {@code Lib*}
     * {@code vectors...} method, a kinds leaf) names these: JMH reads a method's settings from the method alone.
     */
    public static final int FORKS = 1;
    public static final int WARMUPS = 6;
    /** Milliseconds per warm-up iteration. */
    public static final int WARMUP_MILLIS = 500;
    public static final int ITERATIONS = 10;
    /** Milliseconds per measurement iteration. */
    public static final int MEASUREMENT_MILLIS = 400;

    /**
     * Empty: the generated dataset (1000 x 1024). Else a JSON file of the same shape, an array of objects with a
     * float-array field, or JSON Lines of them ({@link dev.jfpbench.core.data.VectorFile}), {@code -p vectors=/path/file.json}
     * or {@code /path/file.jsonl#field}; a file of another shape fails at setup with one clear line.
     */
    @Param("")
    public String vectors;

    /** The vectors as compact JSON. */
    protected byte[] vectorsJson() {
        return VectorDataset.json(vectors);
    }

    /** The input, as named in messages. */
    protected String vectorsName() {
        return vectors == null || vectors.isEmpty() ? "generated vectors" : vectors;
    }
}
