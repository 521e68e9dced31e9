package dev.jfpbench.report.power;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.JmhResults;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.Quantiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The variance of a paired session at each level, and the design that makes the gate see most in its budget
 * (Kalibera and Jones, "Rigorous Benchmarking in Reasonable Time", 2013), per benchmark, on the log scale of speed:
 * <ul>
 *   <li>iterations: the variance between the measured iterations of one fork that its score reads (those within 10% of
 *       its best: an iteration another tenant slowed is not part of the score, and not of this level), pooled over forks
 *       and both sides;</li>
 *   <li>forks: what the per-round log ratio (the gate's statistic, from each fork's score) has beyond the iterations'
 *       share: {@code var(ratio) / 2 - m(I0) iterations / I0}, for {@code I0} measured iterations per fork;</li>
 *   <li>rounds: with one fork of each side per round, a round's own level is confounded with its forks within a side;
 *       it shows only as what the two sides of a round share (their covariance), which pairing cancels.</li>
 * </ul>
 * With {@code I} iterations per fork the per-round log ratio has variance {@code 2 fork + 2 m(I) iterations / I}, the
 * fork's score being the median of its iterations within 10% of its best ({@link JmhResults#clusterMedian}; {@code m(I)}
 * its variance in units of one iteration's over {@code I}, simulated on normal iterations of the measured spread with
 * the score's own code: 1 for one or two iterations, towards the median's {@code pi/2} with more; the measured variance
 * anchors it at {@code I0}); the paired estimator's own per-round
 * spread (trimmed, {@link PairedRatio}) is that variance scaled by what trimming removed in the session; a round costs
 * {@code F (cf + I ci)} for {@code F} forks per round, fork cost {@code cf} (JVM start, warm-up) and iteration cost
 * {@code ci}. The optimum {@code I* = sqrt(cf iterations / (ci fork))} (Kalibera-Jones), and the rounds are what the
 * budget then allows. More forks per round cost as much as more rounds and give fewer degrees of freedom: one.
 */
public final class VarianceDesign {
    /** The most iterations per fork considered. */
    static final int MAX_ITERATIONS = 30;

    /** One benchmark's components (variances of log speed) and what a design predicts for it. */
    public record Components(String benchmark, double iterations, double forks, double roundsShared, double ratioNow, int iterationsNow,
                             boolean forkResolved, double robustShare, int roundsNow) {
        /** The variance of a per-round log ratio with {@code i} iterations per fork. */
        public double ratioVariance(int i) {
            return Math.max(1e-12, ratioNow + 2 * iterations * (score(i, iterations) / i - score(iterationsNow, iterations) / iterationsNow));
        }

        /** The paired estimator's per-round variance with {@code i} iterations per fork (its standard error over sqrt(n)/h, squared: the winsorized variance). */
        public double estimatorVariance(int i) {
            return ratioVariance(i) * robustShare;
        }

        /** Kalibera-Jones: the iterations per fork that minimise the variance per unit of time; the most when the fork level is not resolved. */
        public int optimalIterations(double forkCost, double iterationCost) {
            if (!forkResolved || forks <= 0) {
                return MAX_ITERATIONS;
            }
            double i = Math.sqrt(forkCost * iterations / (iterationCost * forks));
            return (int) Math.max(1, Math.min(MAX_ITERATIONS, Math.round(i)));
        }
    }

    private static final java.util.Map<String, Double> SCORE = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The variance of a fork's score ({@link JmhResults#clusterMedian}) of {@code i} iterations whose log speeds vary by
     * {@code variance}, in units of {@code variance / i}: simulated (seeded, 10,000 forks of normal iterations whose sd is
     * the measured one to the nearest quarter of a percent), so that the model is the score's own, the cut at 10% of the
     * best included. 1 for one iteration.
     */
    static double score(int i, double variance) {
        if (i <= 1 || !(variance > 0)) {
            return 1;
        }
        double sd = Math.max(0.0025, Math.round(Math.sqrt(variance) / 0.0025) * 0.0025);
        String key = i + ":" + sd;
        return SCORE.computeIfAbsent(key, k -> {
            java.util.SplittableRandom r = new java.util.SplittableRandom(1);
            int draws = 10_000;
            double sum = 0;
            double sum2 = 0;
            double[] fork = new double[i];
            for (int d = 0; d < draws; d++) {
                for (int j = 0; j < i; j++) {
                    fork[j] = Math.exp(sd * gaussian(r));
                }
                double v = Math.log(JmhResults.clusterMedian(fork, true));
                sum += v;
                sum2 += v * v;
            }
            double var = (sum2 - sum * sum / draws) / (draws - 1);
            return var * i / (sd * sd);
        });
    }

    private static double gaussian(java.util.SplittableRandom r) {
        double u = r.nextDouble();
        double v = r.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
    }

    /** A design for the whole session (all benchmarks share JMH's options): iterations per fork, rounds, each round's seconds. */
    public record Design(int iterations, int rounds, double roundSeconds) {
    }

    /** What a design predicts for one benchmark. */
    public record Prediction(double halfWidth, double slowdown80, int roundsFor10) {
    }

    /** The costs: seconds of a fork's fixed part (start, warm-up) and of one measured iteration, forks per round. */
    public record Costs(double fork, double iteration, int forksPerRound, int iterationsNow) {
        double round(int iterations) {
            return forksPerRound * (fork + iterations * iteration);
        }
    }

    private final List<Components> components;
    private final Costs costs;
    private final GateResampler.Rule rule;

    public VarianceDesign(List<Components> components, Costs costs, GateResampler.Rule rule) {
        this.components = List.copyOf(components);
        this.costs = costs;
        this.rule = rule;
    }

    /**
     * As {@link #of}, for a session whose rounds are read off its forks' scores; empty for a session in turns, whose rounds
     * are read off paired turns, which this model of forks and iterations (Kalibera and Jones) does not describe.
     */
    public static java.util.Optional<VarianceDesign> unlessTurns(Run base, Run candidate, List<BenchmarkKey> keys, double iterationSeconds,
                                                                GateResampler.Rule rule) {
        return Estimator.inTurns(candidate) ? java.util.Optional.empty() : java.util.Optional.of(of(base, candidate, keys, iterationSeconds, rule));
    }

    /**
     * The components of a paired session's benchmarks ({@code keys}), and the costs from its rounds' length and
     * {@code iterationSeconds} (JMH's -r); bad input is the caller's (a {@link GateResampler} has checked the pairing).
     */
    public static VarianceDesign of(Run base, Run candidate, List<BenchmarkKey> keys, double iterationSeconds, GateResampler.Rule rule) {
        List<Components> list = new ArrayList<>();
        int iterationsNow = 0;
        for (BenchmarkKey k : keys) {
            BenchmarkResult b = base.get(k).orElseThrow();
            BenchmarkResult c = candidate.get(k).orElseThrow();
            double[] bs = Estimator.speeds(b, b.primary().unit());
            double[] cs = Estimator.speeds(c, b.primary().unit());
            int n = bs.length;
            double[] lr = new double[n];
            double[] lb = new double[n];
            double[] lc = new double[n];
            for (int r = 0; r < n; r++) {
                lb[r] = Math.log(bs[r]);
                lc[r] = Math.log(cs[r]);
                lr[r] = lc[r] - lb[r];
            }
            double ratio = variance(lr);
            double shared = covariance(lb, lc);
            double[] within = withinFork(b, n);
            double[] within2 = withinFork(c, n);
            int i0 = (int) within[2];
            double iter = within[1] + within2[1] > 0 ? (within[0] + within2[0]) / (within[1] + within2[1]) : Double.NaN;
            double fork = ratio / 2 - (Double.isNaN(iter) ? 0 : score(Math.max(1, i0), iter) * iter / i0);
            double robust = n < 2 ? 1 : Math.pow(PairedRatio.ofLogs(lr, 0.95).logStandardError() / PairedRatio.standardErrorFactor(n), 2);
            double share = ratio > 0 && robust > 0 ? robust / ratio : 1;
            list.add(new Components(k.display(), Double.isNaN(iter) ? 0 : iter, Math.max(0, fork), shared, ratio, Math.max(1, i0),
                    !Double.isNaN(iter) && fork > 0, share, n));
            iterationsNow = Math.max(iterationsNow, Math.max(1, i0));
        }
        double forkCost = Math.max(0, rule.roundSeconds() / (2.0 * keys.size()) - iterationsNow * iterationSeconds);
        return new VarianceDesign(list, new Costs(forkCost, iterationSeconds, 2 * keys.size(), iterationsNow), rule);
    }

    /**
     * {sum of squares within forks, their degrees of freedom, iterations per fork} of a result's log iteration speeds,
     * over the iterations each fork's score reads (within 10% of its best): an iteration another tenant slowed is a
     * spell, not the fork's own jitter, and the score does not see it.
     */
    private static double[] withinFork(BenchmarkResult r, int forks) {
        double[] it = r.primary().perIteration();
        if (forks == 0 || it.length % forks != 0 || it.length / forks < 2) {
            return new double[] {0, 0, forks == 0 ? 1 : Math.max(1, it.length / Math.max(1, forks))};
        }
        int per = it.length / forks;
        double ss = 0;
        double df = 0;
        for (int f = 0; f < forks; f++) {
            double[] speeds = new double[per];
            for (int i = 0; i < per; i++) {
                double v = it[f * per + i];
                speeds[i] = r.higherIsBetter() ? v : 1 / v;
            }
            double best = java.util.Arrays.stream(speeds).max().orElse(Double.NaN);
            double[] logs = java.util.Arrays.stream(speeds).filter(v -> v >= JmhResults.CLUSTER * best).map(Math::log).toArray();
            if (logs.length >= 2) {
                ss += variance(logs) * (logs.length - 1);
                df += logs.length - 1;
            }
        }
        return new double[] {ss, df, per};
    }

    static double variance(double[] x) {
        return covariance(x, x);
    }

    static double covariance(double[] x, double[] y) {
        int n = x.length;
        if (n < 2) {
            return Double.NaN;
        }
        double mx = 0;
        double my = 0;
        for (int i = 0; i < n; i++) {
            mx += x[i] / n;
            my += y[i] / n;
        }
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += (x[i] - mx) * (y[i] - my);
        }
        return s / (n - 1);
    }

    public List<Components> components() {
        return components;
    }

    public Costs costs() {
        return costs;
    }

    /** The rounds the nightly's stop would run with {@code iterations} per fork: what the budget allows, within its least and most. */
    public int rounds(int iterations) {
        int fit = (int) Math.floor(rule.budgetSeconds() / costs.round(iterations));
        return Math.max(rule.minRounds(), Math.min(rule.maxRounds(), fit));
    }

    /** The design now (the session's own iterations, the budget's rounds). */
    public Design now() {
        return design(costs.iterationsNow());
    }

    public Design design(int iterations) {
        return new Design(iterations, rounds(iterations), costs.round(iterations));
    }

    /** The design that minimises the worst benchmark's 80%-power slowdown within the budget (fewer iterations on a tie). */
    public Design best() {
        Design best = null;
        double worst = Double.POSITIVE_INFINITY;
        for (int i = 1; i <= MAX_ITERATIONS; i++) {
            Design d = design(i);
            if (d.rounds() * d.roundSeconds() > rule.budgetSeconds()) {
                continue; // the minimum rounds of so long a fork would overrun the budget
            }
            double w = components.stream().mapToDouble(c -> predict(c, d).slowdown80()).max().orElse(Double.POSITIVE_INFINITY);
            if (w < worst - 1e-9) {
                worst = w;
                best = d;
            }
        }
        return best == null ? now() : best;
    }

    /** Each interval's confidence: the family's share (Bonferroni). */
    double eachConfidence() {
        return 1 - (1 - rule.familyConfidence()) / components.size();
    }

    /**
     * What a design predicts for a benchmark: its simultaneous half-width, its 80%-power slowdown, and the rounds it needs
     * to see 10%, from the estimator's per-round spread at the upper {@link GatePower#SD_CONFIDENCE} bound of what the
     * session measured (its rounds are few: the sd is not known), on the degrees of freedom the paired estimator gives
     * the design's rounds.
     */
    public Prediction predict(Components c, Design d) {
        double perRound = GatePower.upperBound(Math.sqrt(c.estimatorVariance(d.iterations())), Math.max(1, PairedRatio.degreesOfFreedom(c.roundsNow())));
        double conf = eachConfidence();
        int n = d.rounds();
        double df = PairedRatio.degreesOfFreedom(n);
        double se = perRound * PairedRatio.standardErrorFactor(n);
        double t = Quantiles.t(df, 1 - (1 - conf) / 2);
        double half = Math.expm1(t * se);
        double seen = GatePower.smallestSlowdown(se, df, conf, rule.threshold(), GatePower.POWER);
        int need = -1;
        for (int r = 2; r <= 400; r++) {
            if (GatePower.power(0.10, perRound * PairedRatio.standardErrorFactor(r), PairedRatio.degreesOfFreedom(r), conf, rule.threshold()) >= GatePower.POWER) {
                need = r;
                break;
            }
        }
        return new Prediction(half, seen, need);
    }

    /** The rounds every benchmark needs to see 10% with 80% power under a design's iterations (-1: more than 400). */
    public int roundsFor10(Design d) {
        int most = 0;
        for (Components c : components) {
            int r = predict(c, d).roundsFor10();
            if (r < 0) {
                return -1;
            }
            most = Math.max(most, r);
        }
        return most;
    }

    /** "4.2%": the sd of a variance of log speed, as a percentage (signed for a covariance). */
    static String sd(double variance) {
        if (Double.isNaN(variance)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%s%.2f%%", variance < 0 ? "-" : "", Math.sqrt(Math.abs(variance)) * 100);
    }

    /** JMH's -r (measurement time) in a run's recorded command, in seconds; 1 when it does not say. */
    public static double iterationSeconds(Run run) {
        List<String> c = run.meta().map(dev.jfpbench.report.RunMetadata::command).orElse(List.of());
        for (int i = 0; i + 1 < c.size(); i++) {
            if (c.get(i).equals("-r")) {
                return jmhTime(c.get(i + 1));
            }
        }
        return 1;
    }

    /** A JMH time value ("1", "1s", "200ms", "500us", "2m") in seconds. */
    static double jmhTime(String t) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|ms|s|m|min|h|hr)?").matcher(t.trim());
        if (!m.matches()) {
            throw new dev.jfpbench.report.BadInputException("cannot read the JMH time '" + t + "'");
        }
        double v = Double.parseDouble(m.group(1));
        String u = m.group(2) == null ? "s" : m.group(2);
        return v * switch (u) {
            case "ns" -> 1e-9;
            case "us" -> 1e-6;
            case "ms" -> 1e-3;
            case "m", "min" -> 60;
            case "h", "hr" -> 3600;
            default -> 1;
        };
    }
}
