package dev.jfpbench.report;

import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A base run and a new run compared benchmark by benchmark (same name, mode and parameters): each benchmark's
 * new speed over its base speed with an interval and the verdict read off it ({@link Estimator}): paired when
 * the two runs are sides of one paired session (their sidecars say so), else Welch's interval on the log fork
 * scores. With a {@code familyConfidence}, the intervals are simultaneous: each at {@code 1 - (1 - familyConfidence) / m}
 * for {@code m} benchmarks compared (Bonferroni), so the chance that any verdict of the whole run is a false
 * alarm is at most {@code 1 - familyConfidence}.
 */
public final class Comparison {

    /** One benchmark in both runs: the two results and the estimate of new speed / base speed. */
    public record Row(BenchmarkKey key, BenchmarkResult base, BenchmarkResult current, Estimate estimate) {
        public RatioVerdict verdict() {
            return estimate.verdict();
        }

        /** The change in speed the ratio says: +0.10 is 10% faster. */
        public double change() {
            return estimate.ci().ratio() - 1.0;
        }
    }

    private final Run base;
    private final Run current;
    private final List<Row> rows;
    private final List<BenchmarkKey> onlyInBase;
    private final List<BenchmarkKey> onlyInNew;
    private final Estimator estimator;
    private final Double familyConfidence;

    private Comparison(Run base, Run current, List<Row> rows, List<BenchmarkKey> onlyInBase, List<BenchmarkKey> onlyInNew, Estimator estimator,
                       Double familyConfidence) {
        this.base = base;
        this.current = current;
        this.rows = List.copyOf(rows);
        this.onlyInBase = List.copyOf(onlyInBase);
        this.onlyInNew = List.copyOf(onlyInNew);
        this.estimator = estimator;
        this.familyConfidence = familyConfidence;
    }

    /**
     * Compares two runs. {@code familyConfidence}: null for intervals at the estimator's confidence each, else the
     * confidence that all intervals hold at once (see the class comment).
     *
     * @throws BadInputException when the runs have no benchmark in common
     */
    public static Comparison of(Run base, Run current, Estimator estimator, Double familyConfidence) {
        Map<BenchmarkKey, BenchmarkResult> b = index(base.results());
        Map<BenchmarkKey, BenchmarkResult> n = index(current.results());
        List<BenchmarkKey> common = new ArrayList<>();
        List<BenchmarkKey> onlyBase = new ArrayList<>();
        for (BenchmarkKey k : b.keySet()) {
            (n.containsKey(k) ? common : onlyBase).add(k);
        }
        List<BenchmarkKey> onlyNew = n.keySet().stream().filter(k -> !b.containsKey(k)).toList();
        if (common.isEmpty()) {
            throw new BadInputException("no benchmark in common (" + b.size() + " in base, " + n.size() + " in new): nothing to compare");
        }
        Estimator each = familyConfidence == null ? estimator : estimator.at(1 - (1 - familyConfidence) / common.size());
        List<Row> rows = new ArrayList<>();
        for (BenchmarkKey k : common) {
            Optional<Estimate> e = each.estimate(k.display(), base.label() + " vs " + current.label(), current, k, base, k);
            e.ifPresent(x -> rows.add(new Row(k, b.get(k), n.get(k), x)));
        }
        return new Comparison(base, current, rows, onlyBase, onlyNew, each, familyConfidence);
    }

    private static Map<BenchmarkKey, BenchmarkResult> index(List<BenchmarkResult> results) {
        Map<BenchmarkKey, BenchmarkResult> m = new TreeMap<>();
        results.forEach(r -> m.put(r.key(), r));
        return m;
    }

    public Run base() {
        return base;
    }

    public Run current() {
        return current;
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

    /** The estimator each row was made with (its confidence is each interval's). */
    public Estimator estimator() {
        return estimator;
    }

    /** The confidence that all intervals hold at once, or null when each interval stands alone. */
    public Double familyConfidence() {
        return familyConfidence;
    }

    /** True when every row was paired round by round. */
    public boolean paired() {
        return !rows.isEmpty() && rows.stream().allMatch(r -> r.estimate().method() == Estimate.Method.PAIRED);
    }

    public List<Row> with(RatioVerdict verdict) {
        return rows.stream().filter(r -> r.verdict() == verdict).toList();
    }

    /** The rows the gate fails on: slower (the interval lies wholly below 1) and the point estimate beyond the threshold. */
    public List<Row> regressions() {
        return rows.stream().filter(r -> RatioVerdict.regression(r.estimate().ci(), estimator.threshold())).toList();
    }

    /** True when some benchmark regressed by the gate's rule ({@link #regressions}). */
    public boolean regressed() {
        return !regressions().isEmpty();
    }

    /**
     * What a run without a verdict of change still says: every benchmark's interval lies within ±this (the largest
     * distance of any interval's end from 1, on the log scale, as a fraction); infinite when some row has no interval.
     */
    public double bound() {
        double worst = 0;
        for (Row r : rows) {
            if (!r.estimate().ci().defined()) {
                return Double.POSITIVE_INFINITY;
            }
            worst = Math.max(worst, Math.max(r.estimate().ci().high() - 1, 1 / r.estimate().ci().low() - 1));
        }
        return worst;
    }

    /**
     * The smallest slowdown (a fraction) this row's gate would flag with 80% power ({@link GatePower}): from its
     * per-round log-ratio sd, its rounds and the confidence its interval used; at least the threshold. Infinite
     * without an interval.
     */
    public double slowdownSeen(Row r) {
        return GatePower.smallestSlowdown(r.estimate().ci(), estimator.threshold(), GatePower.POWER);
    }

    /** How many rows could see a regression of {@code slowdown} (a fraction) with 80% power. */
    public int couldSee(double slowdown) {
        return (int) rows.stream().filter(r -> GatePower.couldSee(slowdownSeen(r), slowdown)).count();
    }
}
