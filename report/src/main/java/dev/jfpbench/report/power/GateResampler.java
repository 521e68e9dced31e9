package dev.jfpbench.report.power;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.AdaptiveStop;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The gate's power measured on the rule itself: resampled sessions made of the rounds of one real paired session
 * (rounds kept whole across benchmarks, drawn with replacement), with a slowdown injected into one benchmark's
 * candidate side, each decided by the nightly's own code ({@link AdaptiveStop#stops} for the rounds, with the
 * widest of {@link Estimator#session} intervals; then {@link Comparison#of} with simultaneous intervals and
 * {@link Comparison#regressions}).
 *
 * <p>Centering (the default): each benchmark's candidate scores are first scaled so that its mean per-round log ratio
 * in the pool is 0, as it truly is in an A/A session; otherwise the pool's own chance difference would count as a
 * real one in every resample. A resample of {@code n} rounds from a pool of {@code N} sees about {@code (N-1)/N} of
 * the per-round variance, so with a small pool the rates are a little optimistic.
 */
public final class GateResampler {

    /**
     * How the nightly decides: its stop and its gate. {@code see} above 0: the gate's allocation (after
     * {@code minRounds}, a benchmark stops once its simultaneous interval would see {@code see} with 80% power, at the
     * sd as estimated; {@link dev.jfpbench.report.answer.GatePlan}); 0: the earlier stop, every benchmark every
     * round until the widest interval at {@code stopConfidence} is within {@code targetCi}.
     */
    public record Rule(int minRounds, int maxRounds, double targetCi, double stopConfidence, double budgetSeconds, double roundSeconds,
                       double threshold, double familyConfidence, double see) {
        /**
         * The nightly's default budget (scripts/paired.sh, jfp_gate_design, NIGHTLY_BUDGET), in minutes; GateDesignDefaultsTest holds the two equal.
         * It was {@link #FIRST_BUDGET_MINUTES} until 2026-12-07: at that a night could not narrow every benchmark to 5% (finding gate-power-budget).
         */
        public static final int NIGHTLY_BUDGET_MINUTES = 60;
        /** The nightly's budget until 2026-12-07, in minutes: the nights and designs of the findings before then were read at it. */
        public static final int FIRST_BUDGET_MINUTES = 40;
        public static final double FIRST_BUDGET_SECONDS = FIRST_BUDGET_MINUTES * 60;
        /** The nightly's least rounds (scripts/paired.sh, jfp_gate_design, NIGHTLY_ROUNDS); GateDesignDefaultsTest holds the two equal. */
        public static final int NIGHTLY_LEAST_ROUNDS = 6;
        public static final double NIGHTLY_BUDGET_SECONDS = NIGHTLY_BUDGET_MINUTES * 60;

        /** The slowdown the gate plans to see, percent (scripts/paired.sh, NIGHTLY_SEE); GateDesignDefaultsTest holds the two equal. */
        public static final int NIGHTLY_SEE_PERCENT = 5;
        /** The gate's floor, percent: a regression is also beyond it (scripts/paired.sh, NIGHTLY_FLOOR); GateDesignDefaultsTest holds the two equal. */
        public static final int NIGHTLY_FLOOR_PERCENT = 4;

        /** The nightly's defaults (scripts/paired.sh, jfp_gate_design): the least rounds, then each benchmark until it sees the plan's slowdown, within the budget; the gate at its floor, 95% family. */
        public static Rule nightly(double roundSeconds) {
            return new Rule(NIGHTLY_LEAST_ROUNDS, 40, 0.02, 0.99, NIGHTLY_BUDGET_SECONDS, roundSeconds, NIGHTLY_FLOOR_PERCENT / 100.0, 0.95,
                    NIGHTLY_SEE_PERCENT / 100.0);
        }

        /**
         * The nightly's rule before turns (2026-11-28): the same least rounds and budget, each benchmark until it sees 10%,
         * a regression beyond -5%: what the nights of that design were read by.
         */
        public static Rule duetNightly(double roundSeconds) {
            return new Rule(NIGHTLY_LEAST_ROUNDS, 40, 0.02, 0.99, FIRST_BUDGET_SECONDS, roundSeconds, 0.05, 0.95, 0.10);
        }

        /** The nightly's rule for the nights of {@code candidate}: now's for a session in turns, the rule before turns for any other. */
        public static Rule nightlyFor(Run candidate, double roundSeconds) {
            boolean turns = candidate.rounds().map(RoundsInfo::mode).map(m -> m.contains(RoundsInfo.TURNS)).orElse(false);
            return turns ? nightly(roundSeconds) : duetNightly(roundSeconds);
        }

        /** The design before the gate's allocation: 5 to 40 rounds of every benchmark until every 99% interval is within ±2%, within the nightly's budget (that design's was 22 minutes: give it with withBudget). */
        public static Rule before(double roundSeconds) {
            return new Rule(5, 40, 0.02, 0.99, FIRST_BUDGET_SECONDS, roundSeconds, 0.05, 0.95, 0);
        }

        /** The same rule with another budget (the nightly's --budget), in seconds. */
        public Rule withBudget(double seconds) {
            return new Rule(minRounds, maxRounds, targetCi, stopConfidence, seconds, roundSeconds, threshold, familyConfidence, see);
        }

        /** The same rule with other least rounds (the nightly's --rounds): the designs before this one's. */
        public Rule withLeastRounds(int rounds) {
            return new Rule(rounds, maxRounds, targetCi, stopConfidence, budgetSeconds, roundSeconds, threshold, familyConfidence, see);
        }

        /** True when another round after {@code round} would end after the budget (the runner's test, with rounds of equal length). */
        boolean noTimeForAnother(int round) {
            return (round + 1) * roundSeconds > budgetSeconds;
        }
    }

    /** {@code hits} of {@code trials}, with Wilson's 95% interval. */
    public record Rate(int hits, int trials) {
        public double rate() {
            return trials == 0 ? Double.NaN : (double) hits / trials;
        }

        /** Wilson's score interval at 95%: {low, high}. */
        public double[] wilson() {
            double z = 1.959963984540054;
            double n = trials;
            double p = rate();
            double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
            double half = z / (1 + z * z / n) * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
            return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
        }

        /** "81.5% (77.4–85.0%)". */
        public String text() {
            double[] w = wilson();
            return String.format(Locale.ROOT, "%.1f%% (%.1f–%.1f%%)", rate() * 100, w[0] * 100, w[1] * 100);
        }
    }

    /**
     * One effect on one benchmark: how often it was flagged ({@code detection}; null at effect 0) and how often any
     * other benchmark was ({@code falseAlarm}; at effect 0 any benchmark), and the mean rounds the sessions took.
     */
    public record Row(double effect, String benchmark, Rate detection, Rate falseAlarm, double meanRounds) {
    }

    /** Every row, with what they came from. */
    public record Result(List<Row> rows, int resamples, int poolRounds, int benchmarks, boolean aa, String sides, boolean centered, Rule rule, int sessions) {
        /** The rows of one effect. */
        public List<Row> at(double effect) {
            return rows.stream().filter(r -> r.effect() == effect).toList();
        }

        /** All detections of one effect pooled over benchmarks. */
        public Rate pooledDetection(double effect) {
            return pool(at(effect).stream().map(Row::detection).toList());
        }

        /** All false alarms of one effect pooled over benchmarks. */
        public Rate pooledFalseAlarm(double effect) {
            return pool(at(effect).stream().map(Row::falseAlarm).toList());
        }

        private static Rate pool(List<Rate> rates) {
            return new Rate(rates.stream().mapToInt(Rate::hits).sum(), rates.stream().mapToInt(Rate::trials).sum());
        }
    }

    private final Run base;
    private final Run candidate;
    private final List<BenchmarkKey> keys;
    private final int pool;
    /** Each benchmark's own rounds (a session with the gate's allocation stops some early; else all equal {@link #pool}). */
    private final int[] pools;
    private final double[] centre;
    private final Rule rule;
    private final boolean center;
    /** The sessions pooled into this one ({@link #pooled}); empty for one real session. */
    private final List<GateResampler> sessions;
    /** Per benchmark (index into {@link #keys}): its two results and its name, looked up once, not per resampled round. */
    private final BenchmarkResult[] baseResults;
    private final BenchmarkResult[] candidateResults;
    private final String[] names;

    /**
     * A paired session's two sides; bad input when they are not sides of one paired session (a finding and this
     * tool never resample a cross-run comparison).
     */
    public GateResampler(Run base, Run candidate, Rule rule, boolean center) {
        this(base, candidate, rule, center, List.of());
    }

    private GateResampler(Run base, Run measured, Rule rule, boolean center, List<GateResampler> sessions) {
        this.sessions = List.copyOf(sessions);
        this.base = base;
        Run candidate = asForkScores(base, measured);
        this.candidate = candidate;
        this.rule = rule;
        this.center = center;
        Comparison c = Comparison.of(base, candidate, new Estimator(0.95, rule.threshold(), 0), rule.familyConfidence());
        if (!c.paired()) {
            throw new BadInputException(base.file() + " and " + candidate.file() + " are not the two sides of one paired session: no rounds to resample");
        }
        this.keys = c.rows().stream().map(Comparison.Row::key).toList();
        this.pools = c.rows().stream().mapToInt(r -> r.estimate().ci().n()).toArray();
        this.pool = Arrays.stream(pools).min().orElse(0);
        if (pool < 2) {
            throw new BadInputException("a session of " + pool + " round cannot be resampled");
        }
        this.baseResults = keys.stream().map(k -> base.get(k).orElseThrow()).toArray(BenchmarkResult[]::new);
        this.candidateResults = keys.stream().map(k -> candidate.get(k).orElseThrow()).toArray(BenchmarkResult[]::new);
        this.names = keys.stream().map(BenchmarkKey::display).toArray(String[]::new);
        this.centre = new double[keys.size()];
        for (int b = 0; b < keys.size(); b++) {
            double[] s = Arrays.copyOf(speeds(candidateResults[b]), pools[b]);
            double[] t = Arrays.copyOf(speeds(baseResults[b]), pools[b]);
            // on the gate's own estimate (the trimmed mean), not the plain mean: centred on the mean, a pool with one wild
            // round leaves its trimmed rounds off centre, and the resampled A/A nights would carry that offset as a difference
            centre[b] = center ? 1 / PairedRatio.of(s, t, 0.95).ratio() : 1.0;
        }
    }

    /**
     * The rounds of several paired sessions of the same benchmarks as one pool (with {@code center}, each session's
     * candidate centred on its own first, so one night's chance difference is not carried into the others), so that
     * the rates are not those of one session's few rounds. A round stays whole: its baseline and candidate forks ran
     * side by side. The benchmarks are those every session has; bad input when a pair is not one session's two sides.
     */
    public static GateResampler pooled(List<Run> bases, List<Run> candidates, Rule rule, boolean center) {
        if (bases.isEmpty() || bases.size() != candidates.size()) {
            throw new BadInputException("pooled sessions: give as many baselines as candidates (" + bases.size() + " and " + candidates.size() + ")");
        }
        if (bases.size() == 1) {
            return new GateResampler(bases.get(0), candidates.get(0), rule, center);
        }
        List<GateResampler> each = new ArrayList<>();
        List<BenchmarkKey> common = null;
        for (int i = 0; i < bases.size(); i++) {
            GateResampler g = new GateResampler(bases.get(i), candidates.get(i), rule, center);
            each.add(g);
            if (common == null) {
                common = new ArrayList<>(g.keys);
            } else {
                common.retainAll(g.keys);
            }
        }
        if (common.isEmpty()) {
            throw new BadInputException("pooled sessions: no benchmark is in every session");
        }
        List<BenchmarkResult> b = new ArrayList<>();
        List<BenchmarkResult> c = new ArrayList<>();
        int most = 0;
        for (BenchmarkKey key : common) {
            List<Double> bs = new ArrayList<>();
            List<Double> cs = new ArrayList<>();
            for (GateResampler g : each) {
                int i = g.keys.indexOf(key);
                BenchmarkResult cr = g.candidate.get(key).orElseThrow();
                double centre = g.centre[i];
                double f = cr.higherIsBetter() ? centre : 1 / centre;
                double[] bf = g.base.get(key).orElseThrow().primary().forkScores();
                double[] cf = cr.primary().forkScores();
                if (bf.length != g.pools[i] || cf.length != g.pools[i]) {
                    throw new BadInputException(g.candidate.file() + ": " + key.display() + " has not one fork per round");
                }
                for (int r = 0; r < g.pools[i]; r++) {
                    bs.add(bf[r]);
                    cs.add(cf[r] * f);
                }
            }
            most = Math.max(most, bs.size());
            b.add(withForks(each.get(0).base.get(key).orElseThrow(), bs.stream().mapToDouble(Double::doubleValue).toArray()));
            c.add(withForks(each.get(0).candidate.get(key).orElseThrow(), cs.stream().mapToDouble(Double::doubleValue).toArray()));
        }
        boolean uneven = b.stream().mapToInt(x -> x.primary().forkScores().length).distinct().count() > 1;
        return new GateResampler(resampled(each.get(0).base, "baseline", b, most, uneven), resampled(each.get(0).candidate, "candidate", c, most, uneven),
                rule, center, each);
    }

    /**
     * The sessions redrawn for the sampling error of the pool itself: sessions drawn with replacement, then each
     * session's rounds with replacement (a round kept whole: every benchmark's fork of that round on both sides, so a
     * benchmark that ran fewer rounds draws from its own). {@code bases} and {@code candidates} come back in pairs.
     */
    public static List<List<Run>> redraw(List<Run> bases, List<Run> candidates, SplittableRandom random) {
        List<Run> b = new ArrayList<>();
        List<Run> c = new ArrayList<>();
        for (int s = 0; s < bases.size(); s++) {
            int pick = random.nextInt(bases.size());
            Run base = bases.get(pick);
            Run cand = asForkScores(base, candidates.get(pick));
            int most = base.results().stream().mapToInt(x -> x.primary().forkScores().length).max().orElse(0);
            int[] rounds = new int[most];
            for (int r = 0; r < most; r++) {
                rounds[r] = random.nextInt(most);
            }
            List<BenchmarkResult> rb = new ArrayList<>();
            List<BenchmarkResult> rc = new ArrayList<>();
            for (BenchmarkResult x : base.results()) {
                Optional<BenchmarkResult> y = cand.get(x.key());
                if (y.isEmpty()) {
                    continue;
                }
                double[] bf = x.primary().forkScores();
                double[] cf = y.get().primary().forkScores();
                int n = Math.min(bf.length, cf.length);
                double[] nb = new double[n];
                double[] nc = new double[n];
                for (int r = 0; r < n; r++) {
                    int i = n == most ? rounds[r] : random.nextInt(n);
                    nb[r] = bf[i];
                    nc[r] = cf[i];
                }
                rb.add(withForks(x, nb));
                rc.add(withForks(y.get(), nc));
            }
            boolean uneven = rb.stream().mapToInt(x -> x.primary().forkScores().length).distinct().count() > 1;
            Run nb = resampled(base, "baseline", rb, most, uneven);
            Run nc = resampled(cand, "candidate", rc, most, uneven);
            b.add(new Run(nb.file(), nb.label(), nb.results(), base.meta(), List.of(), nb.rounds()));
            c.add(new Run(nc.file(), nc.label(), nc.results(), cand.meta(), List.of(), nc.rounds()));
        }
        return List.of(b, c);
    }

    /**
     * A session in turns as fork scores would carry it: the candidate's score in each round is the baseline's times that
     * round's ratio as its paired turns read it ({@link Estimator#roundLogs}), so that the resampled rounds, which are
     * fork scores, are the rounds the turns measured. Any other session: {@code candidate} as it is.
     */
    static Run asForkScores(Run base, Run candidate) {
        Optional<RoundsInfo> info = candidate.rounds();
        if (info.isEmpty() || info.get().mode() == null || !info.get().mode().contains(RoundsInfo.TURNS)) {
            return candidate;
        }
        List<BenchmarkResult> out = new ArrayList<>();
        for (BenchmarkResult c : candidate.results()) {
            Optional<BenchmarkResult> b = base.get(c.key());
            if (b.isEmpty()) {
                out.add(c);
                continue;
            }
            String unit = b.get().primary().unit();
            double[] bf = b.get().primary().in(unit).forkScores();
            int n = Math.min(bf.length, c.primary().forkScores().length);
            double[] logs = Estimator.roundLogs(c, candidate.partOf(c.key()), b.get(), base.partOf(c.key()), unit, n);
            double[] cf = new double[n];
            for (int r = 0; r < n; r++) {
                cf[r] = c.higherIsBetter() ? bf[r] * Math.exp(logs[r]) : bf[r] / Math.exp(logs[r]);
            }
            Metric m = new Metric(Double.NaN, Double.NaN, unit, new double[0], n, cf);
            out.add(new BenchmarkResult(c.key(), c.threads(), n, c.jdkVersion(), c.vmName(), c.vmVersion(), c.jvm(), m, c.secondary()));
        }
        return new Run(candidate.file(), candidate.label(), out, candidate.meta(), List.of(), candidate.rounds());
    }

    /** {@code r} with these fork scores only (its score their mean): a resampled or pooled result. */
    private static BenchmarkResult withForks(BenchmarkResult r, double[] forks) {
        Metric m = r.primary();
        double sum = 0;
        for (double x : forks) {
            sum += x;
        }
        Metric p = new Metric(forks.length == 0 ? Double.NaN : sum / forks.length, m.error(), m.unit(), new double[0], forks.length, forks);
        return new BenchmarkResult(r.key(), r.threads(), forks.length, r.jdkVersion(), r.vmName(), r.vmVersion(), r.jvm(), p, Map.of());
    }

    /** The sessions this pool is made of (itself alone when it is one session). */
    public int sessions() {
        return sessions.isEmpty() ? 1 : sessions.size();
    }

    public List<BenchmarkKey> keys() {
        return keys;
    }

    public int pool() {
        return pool;
    }

    /**
     * The rates for each effect (fractions: 0.1 is a 10% slowdown) on each of {@code targets} (indices into
     * {@link #keys}), {@code resamples} sessions each. Effect 0 is run once (no target). Seeded per target, so each
     * effect sees the same resampled rounds (the rates of the effects differ by the effect only).
     */
    public Result run(List<Double> effects, List<Integer> targets, int resamples, long seed) {
        record Job(double effect, int target, long seed) {
        }
        List<Job> jobs = new ArrayList<>();
        for (double e : effects) {
            if (e == 0) {
                jobs.add(new Job(0, -1, seed));
                continue;
            }
            for (int t : targets) {
                jobs.add(new Job(e, t, seed + 1 + t));
            }
        }
        // each row on its own seeded generator: computed side by side, the same rows in the same order as one by one
        List<Row> rows = jobs.parallelStream().map(j -> rates(j.effect(), j.target(), resamples, j.seed())).toList();
        return new Result(rows, resamples, pool, keys.size(), isAa(), sidesText(), center, rule, sessions());
    }

    private Row rates(double effect, int target, int resamples, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int detected = 0;
        int alarms = 0;
        long rounds = 0;
        for (int k = 0; k < resamples; k++) {
            List<Integer> drawn = new ArrayList<>();
            Comparison c = session(random, drawn, effect, target);
            rounds += drawn.size();
            boolean hit = false;
            boolean other = false;
            for (Comparison.Row r : c.regressions()) {
                if (target >= 0 && r.key().equals(keys.get(target))) {
                    hit = true;
                } else {
                    other = true;
                }
            }
            detected += hit ? 1 : 0;
            alarms += other ? 1 : 0;
        }
        return new Row(effect, target < 0 ? null : names[target], target < 0 ? null : new Rate(detected, resamples),
                new Rate(alarms, resamples), (double) rounds / resamples);
    }

    /** One resampled nightly: rounds drawn until the nightly's stop says stop, then its gate's comparison. */
    private Comparison session(SplittableRandom random, List<Integer> drawn, double effect, int target) {
        if (rule.see() > 0) {
            return planned(random, drawn, effect, target);
        }
        AdaptiveStop stop = new AdaptiveStop(rule.targetCi(), rule.minRounds(), rule.maxRounds());
        Estimator stopEstimator = new Estimator(rule.stopConfidence(), rule.threshold(), 0);
        while (true) {
            drawn.add(random.nextInt(pool));
            if (drawn.size() < rule.minRounds()) {
                continue;
            }
            List<Run> runs = sides(drawn, effect, target);
            if (stop.stops(drawn.size(), () -> widest(stopEstimator.session(runs)), rule.noTimeForAnother(drawn.size()))) {
                return Comparison.of(runs.get(0), runs.get(1), new Estimator(0.95, rule.threshold(), 0), rule.familyConfidence());
            }
        }
    }

    /**
     * One resampled nightly with the gate's allocation, as the runner does it: rounds drawn whole; from the least
     * rounds on, a benchmark whose simultaneous interval would see {@code see} stops; a round costs the running
     * benchmarks' share of a full round; stop when none runs, at the most rounds, or when the next would end after
     * the budget. {@code drawn}: every round drawn (its size the session's rounds).
     */
    private Comparison planned(SplittableRandom random, List<Integer> drawn, double effect, int target) {
        Estimator each = new Estimator(1 - (1 - rule.familyConfidence()) / keys.size(), rule.threshold(), 0);
        List<List<Integer>> mine = new ArrayList<>();
        boolean[] running = new boolean[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            mine.add(new ArrayList<>());
            running[i] = true;
        }
        double elapsed = 0;
        while (true) {
            // rounds kept whole where every benchmark ran them; a benchmark that ran fewer draws from its own
            int r = random.nextInt(pool);
            drawn.add(r);
            int on = 0;
            for (int i = 0; i < keys.size(); i++) {
                if (running[i]) {
                    mine.get(i).add(pools[i] == pool ? r : random.nextInt(pools[i]));
                    on++;
                }
            }
            elapsed += rule.roundSeconds() * on / keys.size();
            int round = drawn.size();
            if (round < rule.minRounds()) {
                continue;
            }
            List<Run> runs = sides(mine, effect, target, round);
            int left = 0;
            for (int i = 0; i < keys.size(); i++) {
                if (!running[i]) {
                    continue;
                }
                BenchmarkKey k = keys.get(i);
                running[i] = !each.estimate(names[i], "resample", runs.get(1), k, runs.get(0), k)
                        .map(e -> dev.jfpbench.report.answer.GatePlan.done(e.ci(), round, rule.see(), rule.threshold(), rule.minRounds()))
                        .orElse(false);
                left += running[i] ? 1 : 0;
            }
            if (left == 0 || round >= rule.maxRounds()
                    || dev.jfpbench.report.answer.GatePlan.overBudget(round, rule.minRounds(), elapsed, rule.roundSeconds() * left / keys.size(), rule.budgetSeconds())) {
                return Comparison.of(runs.get(0), runs.get(1), new Estimator(0.95, rule.threshold(), 0), rule.familyConfidence());
            }
        }
    }

    private static RatioInterval widest(List<Estimate> all) {
        return Collections.max(all, Comparator.comparingDouble(x -> x.ci().halfWidth())).ci();
    }

    /** As {@link #sides(List, double, int)}, each benchmark with its own rounds (a planned session): stopped ones ran fewer. */
    private List<Run> sides(List<List<Integer>> drawn, double effect, int target, int rounds) {
        List<BenchmarkResult> b = new ArrayList<>();
        List<BenchmarkResult> c = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            b.add(pick(baseResults[i], drawn.get(i), 1.0));
            c.add(pick(candidateResults[i], drawn.get(i), centre[i] / (i == target ? 1 + effect : 1.0)));
        }
        return List.of(resampled(base, "baseline", b, rounds, true), resampled(candidate, "candidate", c, rounds, true));
    }

    /** The two sides of a resampled session: the drawn rounds' fork scores, the target's candidate slowed by {@code effect}. */
    List<Run> sides(List<Integer> drawn, double effect, int target) {
        List<BenchmarkResult> b = new ArrayList<>();
        List<BenchmarkResult> c = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            b.add(pick(baseResults[i], drawn, 1.0));
            c.add(pick(candidateResults[i], drawn, centre[i] / (i == target ? 1 + effect : 1.0)));
        }
        int n = drawn.size();
        return List.of(resampled(base, "baseline", b, n), resampled(candidate, "candidate", c, n));
    }

    private static Run resampled(Run from, String side, List<BenchmarkResult> results, int rounds) {
        return resampled(from, side, results, rounds, false);
    }

    /** {@code uneven}: the benchmarks ran different numbers of rounds (the gate's allocation), each paired over its own. */
    private static Run resampled(Run from, String side, List<BenchmarkResult> results, int rounds, boolean uneven) {
        RoundsInfo info = new RoundsInfo("resample", side, List.of(), Map.of(), 0, rounds, List.of(), null, null, null, null, null, null,
                uneven ? "gate" : null, null);
        return new Run(from.file(), from.label(), results, Optional.empty(), List.of(), Optional.of(info));
    }

    /** The benchmark's result with only the drawn rounds' fork scores, its speed times {@code speedFactor} (time units divided). */
    private static BenchmarkResult pick(BenchmarkResult r, List<Integer> drawn, double speedFactor) {
        double[] forks = r.primary().forkScores();
        double f = r.higherIsBetter() ? speedFactor : 1 / speedFactor;
        double[] picked = new double[drawn.size()];
        for (int k = 0; k < picked.length; k++) {
            picked[k] = forks[drawn.get(k)] * f;
        }
        return withForks(r, picked);
    }

    private static double[] speeds(BenchmarkResult r) {
        return Estimator.speeds(r, r.primary().unit());
    }

    /**
     * True when the sidecars say both sides ran the same code: the same libraries, and commits not known to differ
     * (a baseline given as a jar records no commit).
     */
    boolean isAa() {
        if (!sessions.isEmpty()) {
            return sessions.stream().allMatch(GateResampler::isAa);
        }
        var bm = base.meta();
        var cm = candidate.meta();
        if (bm.isEmpty() || cm.isEmpty()) {
            return false;
        }
        String bc = commit(bm.get());
        String cc = commit(cm.get());
        return bm.get().libraries().equals(cm.get().libraries()) && (bc == null || cc == null || bc.equals(cc));
    }

    private static String commit(dev.jfpbench.report.RunMetadata m) {
        String c = m.git() == null ? null : m.git().commit();
        return c == null || c.equals("unknown") ? null : c;
    }

    /** The seconds a full round (every benchmark) took: the mean of the rounds that ran every fork when the sidecar times each round, else the session's time over its rounds; NaN when it does not say. */
    public static double roundSeconds(Run run) {
        var m = run.meta();
        var r = run.rounds();
        if (m.isEmpty() || r.isEmpty() || m.get().start() == null || m.get().end() == null || r.get().rounds() < 1) {
            return Double.NaN;
        }
        var info = r.get();
        if (info.seconds() != null && info.order() != null && info.seconds().size() == info.order().size() && !info.order().isEmpty()) {
            // a session with the gate's allocation runs some rounds for a few benchmarks only: a full round is one that ran every fork
            int full = info.order().stream().mapToInt(List::size).max().orElse(0);
            double[] t = java.util.stream.IntStream.range(0, info.order().size()).filter(i -> info.order().get(i).size() == full)
                    .mapToDouble(i -> info.seconds().get(i)).toArray();
            return Arrays.stream(t).average().orElse(Double.NaN);
        }
        long s = java.time.Duration.between(java.time.Instant.parse(m.get().start()), java.time.Instant.parse(m.get().end())).toMillis();
        return s / 1000.0 / info.rounds();
    }

    private String sidesText() {
        if (!sessions.isEmpty()) {
            return String.join("; ", sessions.stream().map(GateResampler::sidesText).distinct().toList());
        }
        String b = base.meta().map(m -> m.libraries().get("jackson-databind")).orElse("?");
        String c = candidate.meta().map(m -> m.libraries().get("jackson-databind")).orElse("?");
        return "Jackson " + b + " vs " + c;
    }
}
