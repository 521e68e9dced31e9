package dev.jfpbench.report;

import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Base and new results paired by benchmark, mode and parameters, each with a verdict: faster or slower when
 * Welch's t-test finds the difference significant AND the score moved by more than the threshold; otherwise
 * no significant change. The direction follows the mode (throughput: higher is better; times: lower).
 * When the two runs are sides of one paired session ({@code scripts/ab.sh}: their rounds ran interleaved),
 * the test is instead the confidence interval of the per-round ratio ({@link PairedRatio}): faster or slower
 * when it excludes 1 and the ratio moved by more than the threshold.
 */
public final class Comparison {

    public enum Verdict {
        FASTER("faster"), SLOWER("slower"), NO_CHANGE("no significant change"), UNTESTED("not testable (fewer than 2 iterations)");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /**
     * One benchmark in both runs; {@code current} is in the base's unit. {@code ratio} is new score / base
     * score; {@code change} is ratio - 1 (a score change, so +10% is slower in a time mode). {@code paired}:
     * the ratio's interval from paired rounds (then {@code pValue} is NaN), or null for Welch's test.
     */
    public record Row(BenchmarkKey key, BenchmarkResult base, Metric current, double ratio, double pValue, Verdict verdict,
                      RatioInterval paired) {
        public Row(BenchmarkKey key, BenchmarkResult base, Metric current, double ratio, double pValue, Verdict verdict) {
            this(key, base, current, ratio, pValue, verdict, null);
        }

        public double change() {
            return ratio - 1.0;
        }

        /** The paired verdict in full ("no difference beyond ±5%", "inconclusive", ...), or the verdict's text. */
        public String verdictText(double threshold) {
            if (paired == null || verdict == Verdict.FASTER || verdict == Verdict.SLOWER || verdict == Verdict.UNTESTED) {
                return verdict.text();
            }
            RatioVerdict v = RatioVerdict.of(paired, threshold, base.higherIsBetter());
            return verdict.text() + " (" + v.describe(threshold) + ")";
        }
    }

    private final List<Row> rows;
    private final List<BenchmarkKey> onlyInBase;
    private final List<BenchmarkKey> onlyInNew;
    private final double threshold;
    private final Significance significance;
    private final boolean paired;
    private final double runNoise;

    private Comparison(List<Row> rows, List<BenchmarkKey> onlyInBase, List<BenchmarkKey> onlyInNew, double threshold, Significance significance,
                       boolean paired, double runNoise) {
        this.paired = paired;
        this.runNoise = runNoise;
        this.rows = List.copyOf(rows);
        this.onlyInBase = List.copyOf(onlyInBase);
        this.onlyInNew = List.copyOf(onlyInNew);
        this.threshold = threshold;
        this.significance = significance;
    }

    /**
     * Compares two runs. {@code threshold} is a fraction (0.05 for 5%).
     *
     * @throws BadInputException when the runs have no benchmark in common
     */
    public static Comparison of(List<BenchmarkResult> base, List<BenchmarkResult> current, double threshold, Significance significance) {
        return of(base, current, threshold, significance, 0, 0);
    }

    /**
     * Compares two saved runs: from paired rounds when they are two sides of one session (their sidecars say
     * so), else with Welch's test allowing for {@code runNoise} (a fraction; 0: none) of run-to-run drift of
     * the machine ({@link Significance#pValue(Metric, Metric, double)}).
     */
    public static Comparison of(Run base, Run current, double threshold, Significance significance, double runNoise) {
        Optional<RoundsInfo> b = RoundsInfo.readFor(base.file());
        Optional<RoundsInfo> n = RoundsInfo.readFor(current.file());
        int rounds = b.isPresent() && n.isPresent() && b.get().pairedWith(n.get()) ? b.get().rounds() : 0;
        return of(base.results(), current.results(), threshold, significance, rounds, rounds > 0 ? 0 : runNoise);
    }

    /**
     * {@code pairedRounds} > 0: fork i of each result in both lists is round i of one paired session; else
     * Welch's test with {@code runNoise} of run-to-run drift.
     */
    static Comparison of(List<BenchmarkResult> base, List<BenchmarkResult> current, double threshold, Significance significance,
                         int pairedRounds, double runNoise) {
        Map<BenchmarkKey, BenchmarkResult> b = index(base);
        Map<BenchmarkKey, BenchmarkResult> n = index(current);
        List<Row> rows = new ArrayList<>();
        List<BenchmarkKey> onlyBase = new ArrayList<>();
        for (Map.Entry<BenchmarkKey, BenchmarkResult> e : b.entrySet()) {
            BenchmarkResult other = n.get(e.getKey());
            if (other == null) {
                onlyBase.add(e.getKey());
            } else {
                rows.add(row(e.getValue(), other, threshold, significance, pairedRounds, runNoise));
            }
        }
        List<BenchmarkKey> onlyNew = new ArrayList<>();
        for (BenchmarkKey k : n.keySet()) {
            if (!b.containsKey(k)) {
                onlyNew.add(k);
            }
        }
        if (rows.isEmpty()) {
            throw new BadInputException("no benchmark in common (" + b.size() + " in base, " + n.size()
                    + " in new): nothing to compare");
        }
        return new Comparison(rows, onlyBase, onlyNew, threshold, significance, pairedRounds > 0, runNoise);
    }

    private static Map<BenchmarkKey, BenchmarkResult> index(List<BenchmarkResult> results) {
        Map<BenchmarkKey, BenchmarkResult> m = new TreeMap<>();
        for (BenchmarkResult r : results) {
            m.put(r.key(), r);
        }
        return m;
    }

    private static Row row(BenchmarkResult base, BenchmarkResult current, double threshold, Significance significance, int pairedRounds,
                           double runNoise) {
        Metric b = base.primary();
        Metric n = current.primary().in(b.unit());
        double ratio = n.score() / b.score();
        if (pairedRounds > 0 && b.forkScores().length == pairedRounds && n.forkScores().length == pairedRounds) {
            RatioInterval ci = PairedRatio.of(n.forkScores(), b.forkScores(), significance.confidence());
            Verdict verdict = switch (RatioVerdict.of(ci, threshold, base.higherIsBetter())) {
                case FASTER -> Verdict.FASTER;
                case SLOWER -> Verdict.SLOWER;
                default -> ci.defined() ? Verdict.NO_CHANGE : Verdict.UNTESTED;
            };
            return new Row(base.key(), base, n, ci.ratio(), Double.NaN, verdict, ci);
        }
        double p = Significance.pValue(b, n, runNoise);
        Verdict verdict;
        if (Double.isNaN(p)) {
            verdict = Verdict.UNTESTED;
        } else if (significance.significant(p) && Math.abs(ratio - 1.0) > threshold) {
            boolean better = base.higherIsBetter() ? ratio > 1.0 : ratio < 1.0;
            verdict = better ? Verdict.FASTER : Verdict.SLOWER;
        } else {
            verdict = Verdict.NO_CHANGE;
        }
        return new Row(base.key(), base, n, ratio, p, verdict);
    }

    public List<Row> rows() {
        return rows;
    }

    public List<BenchmarkKey> onlyInBase() {
        return onlyInBase;
    }

    public List<BenchmarkKey> onlyInNew() {
        return onlyInNew;
    }

    public double threshold() {
        return threshold;
    }

    public Significance significance() {
        return significance;
    }

    /** The run-to-run drift the unpaired test allowed for (a fraction; 0: none). */
    public double runNoise() {
        return runNoise;
    }

    /** True when the runs were paired round by round (the verdicts come from ratio intervals). */
    public boolean paired() {
        return paired;
    }

    public List<Row> with(Verdict verdict) {
        List<Row> l = new ArrayList<>();
        for (Row r : rows) {
            if (r.verdict() == verdict) {
                l.add(r);
            }
        }
        return Collections.unmodifiableList(l);
    }

    /** True when some benchmark is significantly slower beyond the threshold. */
    public boolean regressed() {
        return !with(Verdict.SLOWER).isEmpty();
    }
}
