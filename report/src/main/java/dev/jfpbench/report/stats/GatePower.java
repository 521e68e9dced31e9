package dev.jfpbench.report.stats;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a gate run can see: the chance it flags a true slowdown, and the smallest slowdown it flags with 80% power (the
 * power every report states). The gate flags a benchmark when its interval lies wholly below 1 and its ratio is beyond
 * the threshold ({@link RatioVerdict#regression}); on the log scale, with the estimate {@code m} of the mean log ratio
 * and its estimated standard error {@code s}, both are conditions on {@code m}: {@code m < -t_c s} and
 * {@code m < -ln(1 + threshold)}, {@code t_c} Student's quantile at each interval's confidence on the interval's
 * degrees of freedom. A true slowdown {@code d} (the new speed {@code 1/(1+d)} of the base's) puts {@code m} at
 * {@code N(-ln(1+d), se^2)} and {@code s} at {@code se * sqrt(X/df)}, {@code X} chi-squared on {@code df}, independent
 * of {@code m}: the power is {@code E_X[Phi((min(-t_c se sqrt(X/df), -ln(1+threshold)) + ln(1+d)) / se)]}, integrated
 * numerically over X. Without the threshold this is the noncentral t's distribution function, the exact power of the
 * t-interval on normal log ratios (for the trimmed estimator of {@link PairedRatio} an approximation, which the
 * simulation harness and the resampling of real rounds check).
 *
 * <p>The standard error a run states its power with is its own estimate: the law of {@code s} around the true one is
 * already in the formula (the average over X), so no second allowance is made for it. A run whose sd came out low by
 * chance states more than it has; the simulation harness measures how often a benchmark a night states to see 10%
 * really flags a 10% slowdown (the claim holds when that is at least 80%), with the gate's own stop deciding when the
 * statement is made. {@link #upperBound} remains for projections to other designs, whose spread is a guess from
 * another session.
 */
public final class GatePower {
    /** The power every report states. */
    public static final double POWER = 0.8;
    /** The one-sided confidence of the standard error's upper bound a projection to another design uses ({@link #upperBound}). */
    public static final double SD_CONFIDENCE = 0.9;

    private static final int NODES = 256;
    private static final Map<Double, double[]> ROOTS = new ConcurrentHashMap<>();

    private GatePower() {
    }

    /** sqrt(X/df) at NODES mid-quantiles of the chi-squared law on {@code df} (cached: the resampler asks often). */
    private static double[] roots(double df) {
        return ROOTS.computeIfAbsent(df, k -> {
            ChiSquaredDistribution chi = new ChiSquaredDistribution(null, k);
            double[] r = new double[NODES];
            for (int i = 0; i < NODES; i++) {
                r[i] = Math.sqrt(chi.inverseCumulativeProbability((i + 0.5) / NODES) / k);
            }
            return r;
        });
    }

    /**
     * The chance the gate flags a benchmark slowed by {@code slowdown} (a fraction: 0.1 for 10%), when its estimator has
     * the true standard error {@code se} (log scale) on {@code df} degrees of freedom and each interval is taken at
     * {@code confidence}.
     */
    public static double power(double slowdown, double se, double df, double confidence, double threshold) {
        if (!(df >= 1) || !(se >= 0) || Double.isInfinite(se)) {
            return 0;
        }
        double delta = Math.log1p(slowdown);
        double c = Math.log1p(threshold);
        if (se == 0) {
            return delta > c ? 1 : 0;
        }
        double tc = Quantiles.t(df, 1 - (1 - confidence) / 2);
        double sum = 0;
        for (double r : roots(df)) {
            sum += Quantiles.normalCdf((Math.min(-tc * se * r, -c) + delta) / se);
        }
        return sum / NODES;
    }

    /**
     * The smallest slowdown flagged with {@code power} when the estimator's standard error is {@code se} on {@code df}
     * degrees of freedom: never below the threshold; infinite when no slowdown up to a factor of 1000 is.
     */
    public static double smallestSlowdown(double se, double df, double confidence, double threshold, double power) {
        if (!(df >= 1) || !(se >= 0) || Double.isInfinite(se)) {
            return Double.POSITIVE_INFINITY;
        }
        double lo = threshold;
        double hi = 999;
        if (power(hi, se, df, confidence, threshold) < power) {
            return Double.POSITIVE_INFINITY;
        }
        for (int i = 0; i < 60 && hi - lo > 1e-7 * (1 + lo); i++) {
            double mid = Math.sqrt((1 + lo) * (1 + hi)) - 1;
            if (power(mid, se, df, confidence, threshold) >= power) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    private static final Map<Double, Double> BOUND = new ConcurrentHashMap<>();

    /** The upper {@link #SD_CONFIDENCE} confidence bound of a standard error estimated as {@code se} on {@code df} degrees of freedom. */
    public static double upperBound(double se, double df) {
        if (Double.isInfinite(df)) {
            return se;
        }
        return se * BOUND.computeIfAbsent(df, k -> Math.sqrt(k / Quantiles.chiSquared(k, 1 - SD_CONFIDENCE)));
    }

    private record Key(double slowdown, double df, double confidence, double threshold, double power) {
    }

    private static final Map<Key, Double> LARGEST = new ConcurrentHashMap<>();

    /**
     * The largest standard error at which a slowdown is still flagged with {@code power} (power falls as the standard
     * error grows): found once per setting by bisection and kept, so that the gate's allocation can ask every round.
     */
    public static double largestStandardError(double slowdown, double df, double confidence, double threshold, double power) {
        return LARGEST.computeIfAbsent(new Key(slowdown, df, confidence, threshold, power), k -> {
            double lo = 0;
            double hi = 1;
            if (power(slowdown, hi, df, confidence, threshold) >= power) {
                return hi;
            }
            for (int i = 0; i < 60; i++) {
                double mid = (lo + hi) / 2;
                if (power(slowdown, mid, df, confidence, threshold) >= power) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            return lo;
        });
    }

    /** True when an interval would see {@code slowdown} with {@code power} at its own sd ({@link #smallestSlowdown(RatioInterval, double, double)}). */
    public static boolean sees(RatioInterval ci, double slowdown, double threshold, double power) {
        double se = ci.logStandardError();
        if (Double.isNaN(se) || Double.isInfinite(ci.df())) {
            return !Double.isNaN(se) && couldSee(smallestSlowdown(ci, threshold, power), slowdown);
        }
        return se <= largestStandardError(slowdown, ci.df(), ci.confidence(), threshold, power);
    }

    /**
     * What a run's interval can see: the smallest slowdown flagged with {@code power} at its own confidence, degrees of
     * freedom and standard error. Infinite without an interval.
     */
    public static double smallestSlowdown(RatioInterval ci, double threshold, double power) {
        double se = ci.logStandardError();
        if (Double.isNaN(se)) {
            return Double.POSITIVE_INFINITY;
        }
        return smallestSlowdown(se, Double.isInfinite(ci.df()) ? 1e6 : ci.df(), ci.confidence(), threshold, power);
    }

    /** True when a run whose 80%-power slowdown is {@code seen} could see a regression of {@code slowdown}. */
    public static boolean couldSee(double seen, double slowdown) {
        return seen <= slowdown + 1e-12;
    }

    /**
     * The least rounds at which an interval whose log ratio moves by {@code sdPerRound} a round (the estimator's own
     * spread per round: its standard error over {@link PairedRatio#standardErrorFactor}) would see {@code slowdown} with
     * {@code power} at {@code confidence}: a projection from the spread as given, with the trimmed interval's standard
     * error ({@code sqrt(n) / h}) and degrees of freedom at each count. {@link Integer#MAX_VALUE} beyond 10,000 rounds.
     */
    public static int roundsToSee(double sdPerRound, double slowdown, double confidence, double threshold, double power) {
        java.util.function.IntPredicate sees = n -> sdPerRound * PairedRatio.standardErrorFactor(n)
                <= largestStandardError(slowdown, PairedRatio.degreesOfFreedom(n), confidence, threshold, power);
        int most = 10_000;
        if (!sees.test(most)) {
            return Integer.MAX_VALUE;
        }
        // every count up to 64 (the trimming's first cut at 5 rounds makes a few small counts see what the next ones do
        // not), then doubling to the first count that sees it and every count since the last that did not: a handful
        // of the costly power integrals where one per count took minutes
        for (int n = 3; n <= 64; n++) {
            if (sees.test(n)) {
                return n;
            }
        }
        int low = 64;
        int high = 128;
        while (!sees.test(high)) {
            low = high;
            high = Math.min(most, high * 2);
        }
        for (int n = low + 1; n < high; n++) {
            if (sees.test(n)) {
                return n;
            }
        }
        return high;
    }
}
