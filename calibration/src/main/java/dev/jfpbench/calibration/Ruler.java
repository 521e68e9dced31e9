package dev.jfpbench.calibration;

import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A benchmark whose cost is known: {@link Blackhole#consumeCPU} burns CPU linearly in its tokens, and the
 * call around it costs nanoseconds against tens of microseconds, so a run with 10% more tokens is 10% slower
 * (to well under 0.1%). It checks the statistics against the truth: an A/A run must find no change, an A/B
 * run with a known extra cost must find that cost.
 *
 * <p>{@code -Djfpbench.ruler.extra=10} (a fork JVM option, e.g. {@code -jvmArgsAppend -Djfpbench.ruler.extra=10})
 * adds 10% to the cost without changing the benchmark's name or parameters, as a real regression would:
 * {@code compare} then pairs it with a run without it.
 */
public class Ruler extends BenchmarkDefaults implements Verifiable {
    static final String EXTRA = "jfpbench.ruler.extra";

    /** CPU tokens per operation (about 1-2 ns each): the base cost. */
    @Param("20000")
    public long tokens;

    /** Tokens actually burnt: {@code tokens} plus the extra percentage. */
    long burnt;

    @Setup
    public void setup() {
        burnt = burnt(tokens, System.getProperty(EXTRA, "0"));
    }

    static long burnt(long tokens, String extraPercent) {
        if (tokens <= 0) {
            throw new IllegalArgumentException("Ruler: tokens must be positive, was " + tokens);
        }
        double extra;
        try {
            extra = Double.parseDouble(extraPercent.trim().replace("%", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Ruler: -D" + EXTRA + " must be a percentage such as 10, was '" + extraPercent + "'");
        }
        if (!(extra > -100)) {
            throw new IllegalArgumentException("Ruler: -D" + EXTRA + " must be above -100, was " + extraPercent);
        }
        return Math.max(1, Math.round(tokens * (1 + extra / 100)));
    }

    /** Returns the tokens burnt, so the verification can check the work asked for is the work done. */
    @Benchmark
    public long consume() {
        Blackhole.consumeCPU(burnt);
        return burnt;
    }

    @Override
    public void verify(String benchmark, Object result) {
        if (!benchmark.equals("consume")) {
            throw Verifiable.noCheckFor(this, benchmark);
        }
        long expected = burnt(tokens, System.getProperty(EXTRA, "0"));
        if (!(result instanceof Long l) || l != expected || expected <= 0) {
            throw new AssertionError("Ruler.consume burnt " + result + " tokens, expected " + expected);
        }
    }
}
