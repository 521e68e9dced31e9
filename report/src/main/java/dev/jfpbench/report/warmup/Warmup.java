package dev.jfpbench.report.warmup;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.history.ChangePoints;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether, and after how long, a fork of a benchmark reaches a steady state, after Barrett, Bolz-Tereick, Killick,
 * Mount and Tratt ("Virtual Machine Warmup Blows Hot and Cold", OOPSLA 2017): a fork run with no warm-up and many
 * short iterations is cut into segments of constant speed by change-point analysis (PELT with a robust cost,
 * {@link ChangePoints}, on the log speed of each iteration); segments whose speed is within {@link #EQUIVALENT} of the
 * last one count as the same state. Each fork is then:
 * <ul>
 *   <li>flat: one state from the first iteration;</li>
 *   <li>warm-up: the last state is reached after a slower start, and it is the fastest;</li>
 *   <li>slowdown: the last state is slower than an earlier one (the JIT settled on something worse);</li>
 *   <li>no steady state: the last change comes in the last quarter of the fork, so nothing shows it lasts.</li>
 * </ul>
 * A benchmark's steady state begins at the latest of its forks' (a fork of warm-up or flat, or of slowdown: the
 * state it ends in is what a longer fork measures); with any fork of no steady state the benchmark has none.
 *
 * <p>On this shared machine the iterations of a fork also switch, for seconds at a time, between its speed and a much
 * lower one while another tenant runs; those are left out before the analysis ({@link #classify}), and counted.
 */
public final class Warmup {
    /** Segments within 2% of the last state's speed are that state. */
    public static final double EQUIVALENT = 0.02;
    /** A last change in the final quarter of a fork: no steady state shown. */
    public static final double LAST_PART = 0.25;
    /** A fork's top speed: this quantile of its iterations. */
    public static final double TOP = 0.9;
    /** Full speed: this share of the top. */
    public static final double FULL = 0.9;
    /** After full speed, an iteration below this share of the top was interfered (another tenant had the CPU). */
    public static final double INTERFERED = 0.8;

    public enum Kind {
        FLAT("flat"), WARMUP("warm-up"), SLOWDOWN("slowdown"), NO_STEADY_STATE("no steady state");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /**
     * One fork: its kind, the second its steady state began (NaN: none), how many segments it had, the second it first
     * ran at full speed, and how many of its iterations were interfered.
     */
    public record Fork(Kind kind, double steadyFrom, int segments, double fullSpeedAt, int interfered) {
    }

    /** One benchmark on one JDK: its forks (each of {@code iterations} iterations), and what they say together. */
    public record Benchmark(String benchmark, String jdk, List<Fork> forks, int iterations) {
        /** The benchmark's kind: no steady state if any fork has none, else slowdown if any slowed down, else warm-up or flat. */
        public Kind kind() {
            if (forks.stream().anyMatch(f -> f.kind() == Kind.NO_STEADY_STATE)) {
                return Kind.NO_STEADY_STATE;
            }
            if (forks.stream().anyMatch(f -> f.kind() == Kind.SLOWDOWN)) {
                return Kind.SLOWDOWN;
            }
            return forks.stream().allMatch(f -> f.kind() == Kind.FLAT) ? Kind.FLAT : Kind.WARMUP;
        }

        /** The latest second any fork reached its steady state; NaN without one. */
        public double steadyFrom() {
            if (kind() == Kind.NO_STEADY_STATE) {
                return Double.NaN;
            }
            return forks.stream().mapToDouble(Fork::steadyFrom).max().orElse(Double.NaN);
        }

        /** True when every fork is of one kind. */
        public boolean consistent() {
            return forks.stream().map(Fork::kind).distinct().count() <= 1;
        }
    }

    private Warmup() {
    }

    /**
     * A fork's iterations (speeds, higher is better, in order), each {@code iterationSeconds} long, classified. On a
     * shared machine another tenant takes the CPU for seconds at a time and a fork's speed drops to a second, much lower
     * level meanwhile; those iterations are left out first: after the fork first ran at {@link #FULL} of its top speed
     * (the {@link #TOP} quantile of its iterations), an iteration below {@link #INTERFERED} of it is counted as
     * interfered, not as a state of the code.
     */
    public static Fork classify(double[] speeds, double iterationSeconds) {
        int n = speeds.length;
        double[] sorted = speeds.clone();
        java.util.Arrays.sort(sorted);
        double top = sorted[(int) Math.floor(TOP * (n - 1))];
        int full = 0;
        while (full < n - 1 && speeds[full] < FULL * top) {
            full++;
        }
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i < full || speeds[i] >= INTERFERED * top) {
                kept.add(i);
            }
        }
        int m = kept.size();
        double[] y = new double[m];
        for (int i = 0; i < m; i++) {
            y[i] = Math.log(speeds[kept.get(i)]);
        }
        int interfered = n - m;
        List<Integer> starts = new ArrayList<>(List.of(0));
        starts.addAll(ChangePoints.of(y));
        int k = starts.size();
        double[] level = new double[k];
        for (int s = 0; s < k; s++) {
            int from = starts.get(s);
            int to = s + 1 < k ? starts.get(s + 1) : m;
            level[s] = new Median().evaluate(y, from, to - from);
        }
        double last = level[k - 1];
        double tolerance = Math.log1p(EQUIVALENT);
        int steady = k - 1;
        while (steady > 0 && Math.abs(level[steady - 1] - last) <= tolerance) {
            steady--;
        }
        double fullAt = full * iterationSeconds;
        if (steady == 0) {
            return new Fork(Kind.FLAT, 0, k, fullAt, interfered);
        }
        int at = kept.get(starts.get(steady));
        if (at >= n * (1 - LAST_PART)) {
            return new Fork(Kind.NO_STEADY_STATE, Double.NaN, k, fullAt, interfered);
        }
        boolean fasterBefore = false;
        for (int s = 0; s < steady; s++) {
            fasterBefore |= level[s] - last > tolerance;
        }
        return new Fork(fasterBefore ? Kind.SLOWDOWN : Kind.WARMUP, at * iterationSeconds, k, fullAt, interfered);
    }

    /** Every fork of a result whose forks ran with no warm-up, {@code iterationSeconds} each iteration. */
    public static Benchmark of(BenchmarkResult r, String jdk, double iterationSeconds) {
        double[] it = r.primary().perIteration();
        int forks = Math.max(1, r.primary().forkScores().length);
        if (it.length % forks != 0) {
            throw new dev.jfpbench.report.BadInputException(r.key().display() + ": " + it.length + " iterations do not divide into " + forks + " forks");
        }
        int per = it.length / forks;
        List<Fork> out = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double[] s = new double[per];
            for (int i = 0; i < per; i++) {
                double v = it[f * per + i];
                s[i] = r.higherIsBetter() ? v : 1 / v;
            }
            out.add(classify(s, iterationSeconds));
        }
        return new Benchmark(r.key().display(), jdk, out, per);
    }
}
