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
 *   <li>3 x 1 s warm-up: these documents are a few KB, C2 has compiled the hot path well within that.</li>
 *   <li>5 x 1 s measurement: enough iterations for an error bar, short enough that a full run stays in minutes.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class BenchmarkDefaults {
}
