package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;
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
        if (paired && ns.length != ds.length) {
            int k = Math.min(ns.length, ds.length);
            ns = java.util.Arrays.copyOf(ns, k);
            ds = java.util.Arrays.copyOf(ds, k);
        }
        RatioInterval ci = paired ? PairedRatio.of(ns, ds, confidence) : WelchRatio.of(ns, ds, confidence, sameFile ? 0 : runNoise);
        return Optional.of(new Estimate(name, where, paired ? Estimate.Method.PAIRED : Estimate.Method.WELCH, ci, RatioVerdict.of(ci, threshold)));
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
        double[] up = new double[rounds];
        double[] down = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            up[i] = s[0][i] * s[3][i]; // (num/den in next) / (num/den in base) = (num_next * den_base) / (den_next * num_base)
            down[i] = s[1][i] * s[2][i];
        }
        RatioInterval ci = PairedRatio.of(up, down, confidence);
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
