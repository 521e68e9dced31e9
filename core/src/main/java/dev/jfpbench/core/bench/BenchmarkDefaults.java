package dev.jfpbench.core.bench;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The run settings every small-document benchmark shares; each is overridable on the command line
 * ({@code -f}, {@code -wi}, {@code -w}, {@code -i}, {@code -r}).
 * <ul>
 *   <li>Throughput in ops/s: the unit Jackson's own benchmark runs publish.</li>
 *   <li>2 forks: JIT decisions differ from one JVM to the next; one fork would hide that part of the error.</li>
 *   <li>6 x 500 ms warm-up: measured (docs/methodology.md, finding "warmup"): nine in ten of the family's forks run at full
 *       speed by then on JDK 17, 21 and 25; {@code WarmupSettingsTest} holds it there.</li>
 *   <li>20 x 200 ms measurement: a fork's score is the median of its iterations within 10% of its best, so a spell in
 *       which another tenant had the CPU (seconds at a time on this machine) must cover all four seconds to move it.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 6, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 20, time = 200, timeUnit = TimeUnit.MILLISECONDS)
public abstract class BenchmarkDefaults {
}
