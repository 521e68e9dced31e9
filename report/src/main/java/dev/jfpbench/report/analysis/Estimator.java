package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.Levels;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;
import dev.jfpbench.report.stats.TurnRatio;
import dev.jfpbench.report.stats.WelchRatio;

import java.util.Optional;

/**
 * The one way every comparison of the report is made: a ratio of speeds with an interval, from the fork scores
 * (each fork's median of its iterations within {@link dev.jfpbench.report.JmhResults#CLUSTER} of its best). Paired
 * when both results come from one paired session (the same run made in rounds, or two sides of one session) with one
 * fork per round; otherwise Welch's interval on the log fork scores, allowing {@code runNoise} when the two results
 * are separate runs; no interval (the verdict "no interval") when a side has fewer than two forks. The verdict is
 * read off the interval ({@link RatioVerdict}).
 */
public final class Estimator {
    private final double confidence;
    private final double threshold;
    private final double runNoise;

    /** {@code confidence} and {@code threshold} as fractions (0.99, 0.05); {@code runNoise} for separate runs (0: none). */
    public Estimator(double confidence, double threshold, double runNoise) {
        this.confidence = confidence;
        this.threshold = threshold;
        this.runNoise = runNoise;
    }

    public double confidence() {
        return confidence;
    }

    public double threshold() {
        return threshold;
    }

    public double runNoise() {
        return runNoise;
    }

    /** The same estimator at another confidence (e.g. each comparison's share of a family's error rate). */
    public Estimator at(double otherConfidence) {
        return new Estimator(otherConfidence, threshold, runNoise);
    }

    /** A reference within one run. */
    public Optional<Estimate> within(Run run, Reference r) {
        return estimate(r.name(), run.label(), run, r.numerator(), run, r.denominator());
    }

    /** The same benchmark in two runs: {@code b}'s speed over {@code a}'s. */
    public Optional<Estimate> across(Run a, Run b, BenchmarkKey key) {
        return estimate(key.display() + " " + b.label() + "/" + a.label(), a.label() + " vs " + b.label(), b, key, a, key);
    }

    /** {@code numerator} in {@code numRun} over {@code denominator} in {@code denRun}; empty when either is missing. */
    public Optional<Estimate> estimate(String name, String where, Run numRun, BenchmarkKey numerator, Run denRun, BenchmarkKey denominator) {
        Optional<BenchmarkResult> n = numRun.get(numerator);
        Optional<BenchmarkResult> d = denRun.get(denominator);
        if (n.isEmpty() || d.isEmpty()) {
            return Optional.empty();
        }
        String unit = d.get().primary().unit();
        double[] ns = speeds(n.get(), unit);
        double[] ds = speeds(d.get(), unit);
        if (ns.length == 0 || ds.length == 0) {
            return Optional.empty();
        }
        Run np = numRun.partOf(numerator);
        Run dp = denRun.partOf(denominator);
        Optional<RoundsInfo> nr = np.rounds();
        Optional<RoundsInfo> dr = dp.rounds();
        boolean sameFile = np.file().equals(dp.file());
        // A campaign stops a benchmark once nothing needs it (the answer's allocation): its forks are then its session's
        // first rounds, and two benchmarks pair over the rounds both ran.
        boolean paired = nr.isPresent() && dr.isPresent() && (sameFile || nr.get().pairedWith(dr.get()))
                && ns.length <= nr.get().rounds() && ds.length <= dr.get().rounds()
                && (ns.length == ds.length || nr.get().rounds() == dr.get().rounds() && nr.get().stopsUnits());
        if (!paired) {
            RatioInterval ci = WelchRatio.of(ns, ds, confidence, sameFile ? 0 : runNoise);
            return Optional.of(new Estimate(name, where, Estimate.Method.WELCH, ci, RatioVerdict.of(ci, threshold)));
        }
        double[] logs = roundLogs(n.get(), np, d.get(), dp, unit, Math.min(ns.length, ds.length));
        RatioInterval ci = PairedRatio.ofLogs(logs, confidence);
        // levels only in turns: there both sides share the core and the moments, so a level is the code's, not a CPU's
        boolean turns = inTurns(n.get()) && inTurns(d.get());
        return Optional.of(new Estimate(name, where, Estimate.Method.PAIRED, ci, RatioVerdict.of(ci, threshold),
                turns ? Levels.of(logs, confidence).orElse(null) : null));
    }

    /**
     * How a ratio changes between two sides of one paired session: {@code numerator}/{@code denominator} in
     * {@code next} over the same in {@code base}, round by round (e.g. Fast/Default under Serial over under G1; 1: no
     * change). Empty when a benchmark is missing or the four results are not one session's rounds: a change is never
     * estimated across runs.
     */
    public Optional<Estimate> change(String name, String where, Run base, Run next, BenchmarkKey numerator, BenchmarkKey denominator) {
        Optional<BenchmarkResult> nn = next.get(numerator);
        Optional<BenchmarkResult> nd = next.get(denominator);
        Optional<BenchmarkResult> bn = base.get(numerator);
        Optional<BenchmarkResult> bd = base.get(denominator);
        if (nn.isEmpty() || nd.isEmpty() || bn.isEmpty() || bd.isEmpty()) {
            return Optional.empty();
        }
        Run nextPart = next.partOf(numerator);
        Run basePart = base.partOf(numerator);
        Optional<RoundsInfo> nr = nextPart.rounds();
        Optional<RoundsInfo> br = basePart.rounds();
        if (!nextPart.file().equals(next.partOf(denominator).file()) || !basePart.file().equals(base.partOf(denominator).file())
                || nr.isEmpty() || br.isEmpty() || !nr.get().pairedWith(br.get())) {
            return Optional.empty();
        }
        String unit = bd.get().primary().unit();
        double[][] s = {speeds(nn.get(), unit), speeds(nd.get(), unit), speeds(bn.get(), unit), speeds(bd.get(), unit)};
        int rounds = nr.get().rounds();
        for (double[] x : s) {
            if (x.length != rounds) {
                return Optional.empty();
            }
        }
        // (num/den in next) / (num/den in base), round by round, each ratio as its round measured it (its turns, or its forks)
        double[] up = roundLogs(nn.get(), nextPart, nd.get(), nextPart, unit, rounds);
        double[] down = roundLogs(bn.get(), basePart, bd.get(), basePart, unit, rounds);
        double[] logs = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            logs[i] = up[i] - down[i];
        }
        RatioInterval ci = PairedRatio.ofLogs(logs, confidence);
        return Optional.of(new Estimate(name, where, Estimate.Method.PAIRED, ci, RatioVerdict.of(ci, threshold)));
    }

    /**
     * Every ratio of a session's runs: each later side over the first, or with one side the references within it
     * (what an adaptive stop narrows: the runner's rounds and the power resampler both ask this).
     */
    public java.util.List<Estimate> session(java.util.List<Run> runs) {
        java.util.List<Estimate> all = new java.util.ArrayList<>();
        if (runs.size() == 1) {
            Run r = runs.get(0);
            for (Reference ref : References.find(r.results().stream().map(BenchmarkResult::key).toList())) {
                within(r, ref).ifPresent(all::add);
            }
            return all;
        }
        Run first = runs.get(0);
        for (Run other : runs.subList(1, runs.size())) {
            for (BenchmarkResult b : other.results()) {
                if (first.get(b.key()).isPresent()) {
                    across(first, other, b.key()).ifPresent(all::add);
                }
            }
        }
        return all;
    }

    /**
     * The per-round log ratios of {@code num} over {@code den} (speeds, per thread) in their first {@code rounds} rounds,
     * paired by round. A round in which the two took turns with each other (their session's order says so) is read off
     * its paired turns ({@link TurnRatio}); any other is the ratio of the two forks' scores.
     */
    public static double[] roundLogs(BenchmarkResult num, Run numPart, BenchmarkResult den, Run denPart, String unit, int rounds) {
        double[] ns = speeds(num, unit);
        double[] ds = speeds(den, unit);
        double[] logs = new double[rounds];
        RoundsInfo ri = numPart.rounds().orElse(null);
        RoundsInfo di = denPart.rounds().orElse(null);
        boolean turns = ri != null && di != null && ri.mode() != null && ri.mode().contains(RoundsInfo.TURNS);
        String a = turns ? ri.side() + " " + num.key().benchmark() : null;
        String b = turns ? di.side() + " " + den.key().benchmark() : null;
        double window = turns ? windowOf(ri) : 0;
        for (int i = 0; i < rounds; i++) {
            double t = turns && ri.inTurns(i, a, b) ? turnLog(num, den, i, unit, window) : Double.NaN;
            logs[i] = Double.isNaN(t) ? Math.log(ns[i] / ds[i]) : t;
        }
        return logs;
    }

    /**
     * How a session's turns are read: JMH's iteration time of a turn (µs) when its sidecar says a wait outside JMH's
     * timed window is not the benchmark's ({@link TurnRatio#windowWait}), else 0 (a session from before: read as it was).
     */
    public static double windowOf(RoundsInfo info) {
        return info == null || info.turns() == null ? 0 : info.turns().windowIterationMicros();
    }

    /** {@link #windowOf(RoundsInfo)} of a run's sidecar. */
    public static double windowOf(dev.jfpbench.report.Run run) {
        return windowOf(run.rounds().orElse(null));
    }

    /** {@link TurnRatio#log} of fork {@code i} of the two; NaN when a fork lacks its turns' record. {@code window}: {@link #turnsOf(BenchmarkResult, int, String, boolean, double)}'s. */
    static double turnLog(BenchmarkResult num, BenchmarkResult den, int i, String unit, double window) {
        double[][] a = turnsOf(num, i, unit, true, window);
        double[][] b = turnsOf(den, i, unit, true, window);
        return a == null || b == null ? Double.NaN : TurnRatio.log(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
    }

    /**
     * Fork {@code i}'s turns: time per operation (the inverse of its speed per thread; in a turn with a collection, less
     * its collector's wait for a CPU, {@link TurnRatio#lessCollectorWaits}), operations, wait (per thread), wall;
     * null when not recorded. A file made before the collector's wait was recorded reads as it did.
     */
    public static double[][] turnsOf(BenchmarkResult r, int i, String unit) {
        return turnsOf(r, i, unit, true, 0);
    }

    /**
     * {@link #turnsOf(BenchmarkResult, int, String)}, its collector's waits left in when {@code lessCollector} is false
     * (to show what they do); with {@code windowIterationMicros} above 0 (JMH's iteration time of a turn, in a session
     * that records it so), each turn's wait only where it can have fallen in JMH's timed window ({@link TurnRatio#windowWait}).
     */
    public static double[][] turnsOf(BenchmarkResult r, int i, String unit, boolean lessCollector, double windowIterationMicros) {
        Metric m = r.primary().in(unit);
        double[] it = m.fork(i);
        double[] gc = optional(r, TURN_GC, i, it.length);
        double[] gcWait = optional(r, TURN_GC_WAIT, i, it.length);
        double[][] out = {new double[it.length], null, null, null};
        String[] names = {null, TURN_OPS, TURN_WAIT, TURN_WALL};
        for (int j = 1; j < names.length; j++) {
            Metric x = r.secondary().get(names[j]);
            out[j] = x == null ? new double[0] : x.fork(i);
            if (out[j].length != it.length || it.length == 0) {
                return null;
            }
        }
        boolean perThread = r.key().mode().equals("thrpt") && r.threads() > 1;
        for (int k = 0; k < it.length; k++) {
            double speed = r.higherIsBetter() ? (perThread ? it[k] / r.threads() : it[k]) : 1.0 / it[k];
            if (!(speed > 0) || Double.isInfinite(speed)) {
                return null;
            }
            out[0][k] = 1.0 / speed;
            out[2][k] = TurnRatio.waitPerThread(out[2][k], r.threads());
        }
        if (windowIterationMicros > 0) {
            // JMH's window per thread: its operations per thread times its time per operation (µs), per thread
            double[] micros = r.primary().in(r.higherIsBetter() ? "ops/us" : "us/op").fork(i);
            int threads = Math.max(1, r.threads());
            for (int k = 0; k < it.length; k++) {
                double perOp = r.higherIsBetter() ? threads / micros[k] : micros[k];
                out[2][k] = TurnRatio.windowWait(out[2][k], out[3][k], out[1][k] / threads * perOp, windowIterationMicros);
            }
        }
        if (lessCollector) {
            TurnRatio.lessCollectorWaits(out[0], gc, gcWait, out[3]);
        }
        return out;
    }

    /** Fork {@code i}'s record of {@code name}, one per turn; zeros when not recorded. */
    private static double[] optional(BenchmarkResult r, String name, int i, int turns) {
        Metric x = r.secondary().get(name);
        double[] v = x == null ? new double[0] : x.fork(i);
        return v.length == turns ? v : new double[turns];
    }

    /** Whether a run's forks took turns (their results carry the turns' own record). */
    public static boolean inTurns(dev.jfpbench.report.Run run) {
        return run.results().stream().anyMatch(Estimator::inTurns);
    }

    /** Whether a result's forks took turns: they carry the turns' own record. */
    public static boolean inTurns(BenchmarkResult r) {
        return r.secondary().containsKey(TURN_WAIT);
    }

    /** The turns' own record of each turn (TurnsProfiler in the runner): operations, µs waiting for a CPU, µs of wall time. */
    public static final String TURN_OPS = "turn.ops";
    public static final String TURN_WAIT = "turn.wait";
    public static final String TURN_WALL = "turn.wall";
    /** The collections in a turn, and how long its collector waited for a CPU (µs). */
    public static final String TURN_GC = "turn.gc";
    public static final String TURN_GC_WAIT = "turn.gcwait";

    /**
     * Per-fork speeds (higher is better) in {@code unit}, per thread: the fork scores, inverted for time modes; a
     * throughput of several threads (JMH sums their operations; its times are already per thread) divided by their
     * count, so that a ratio of two thread counts is per thread. One thread: the scores as they are.
     */
    public static double[] speeds(BenchmarkResult r, String unit) {
        Metric m = r.primary().in(unit);
        double[] s = m.forkScores();
        if (!r.higherIsBetter()) {
            for (int i = 0; i < s.length; i++) {
                s[i] = 1.0 / s[i];
            }
        } else if (r.key().mode().equals("thrpt") && r.threads() > 1) {
            for (int i = 0; i < s.length; i++) {
                s[i] /= r.threads();
            }
        }
        for (double v : s) {
            if (!(v > 0) || Double.isInfinite(v)) {
                return new double[0];
            }
        }
        return s;
    }
}
