package dev.jfpbench.report.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * What a gate run can see: the smallest slowdown it would flag with a given power (80% in every report). The gate
 * flags a benchmark when its interval lies wholly below 1 and its ratio is beyond the threshold
 * ({@link RatioVerdict#regression}); on the log scale both are conditions on the mean log ratio {@code m}:
 * {@code m < -t_c * se} and {@code m < -ln(1 + threshold)}, {@code se = sd / sqrt(n)}. A true slowdown {@code d}
 * (the new speed {@code 1/(1+d)} of the base's, so 10% and the threshold's 5% are on one scale) puts {@code m}
 * around {@code -ln(1+d)}, so it is flagged with power {@code p} when
 * {@code ln(1+d) = max(t_c * se, ln(1+threshold)) + t_p * se}, with Student's quantiles of {@code n - 1} degrees
 * of freedom: {@code t_c} at the confidence each interval actually used (Bonferroni's share with a family
 * confidence), {@code t_p} at the power. Expect it never below the threshold and shrinking as rounds are added.
 */
public final class GatePower {
    /** The power every report states. */
    public static final double POWER = 0.8;

    private GatePower() {
    }

    /**
     * The smallest slowdown (a fraction: 0.1 for 10%) flagged with {@code power}, from the per-round sd of the log
     * ratios, {@code n} rounds, each interval's {@code confidence} and the gate's {@code threshold}; infinite below 2 rounds.
     */
    public static double smallestSlowdown(double sdLog, int n, double confidence, double threshold, double power) {
        if (n < 2 || !(sdLog >= 0) || Double.isInfinite(sdLog)) {
            return Double.POSITIVE_INFINITY;
        }
        TDistribution t = new TDistribution(n - 1);
        double se = sdLog / Math.sqrt(n);
        double tc = t.inverseCumulativeProbability(1 - (1 - confidence) / 2);
        double tp = t.inverseCumulativeProbability(power);
        return Math.expm1(Math.max(tc * se, Math.log1p(threshold)) + tp * se);
    }

    /**
     * The same from an interval made with Student's t on {@code n - 1} degrees of freedom ({@link PairedRatio}): the
     * per-round sd is read back off its width. For a Welch interval ({@code n} the smaller side's forks) an approximation.
     */
    public static double smallestSlowdown(RatioInterval ci, double threshold, double power) {
        if (!ci.defined() || ci.n() < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double tc = new TDistribution(ci.n() - 1).inverseCumulativeProbability(1 - (1 - ci.confidence()) / 2);
        double halfLog = (Math.log(ci.high()) - Math.log(ci.low())) / 2;
        return smallestSlowdown(halfLog / tc * Math.sqrt(ci.n()), ci.n(), ci.confidence(), threshold, power);
    }

    /** True when a run whose 80%-power slowdown is {@code seen} could see a regression of {@code slowdown}. */
    public static boolean couldSee(double seen, double slowdown) {
        return seen <= slowdown + 1e-12;
    }
}
