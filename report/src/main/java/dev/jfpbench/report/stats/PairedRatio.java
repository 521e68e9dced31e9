package dev.jfpbench.report.stats;


import java.util.Arrays;

/**
 * The ratio of two configurations measured in paired rounds (round {@code i} of {@code numerator} ran beside
 * round {@code i} of {@code denominator}), with a confidence interval: the one estimator of every paired verdict,
 * report, finding, gate and history record.
 *
 * <p>Method: the 10% trimmed mean of the per-round log ratios with the Tukey-McLaughlin interval (Yuen's one-sample
 * trimmed t), exponentiated. With {@code g = floor(0.1 n)} rounds cut from each end, the estimate is the mean of the
 * middle {@code h = n - 2g}; its standard error is the winsorized sd times {@code sqrt(n) / h}, and the quantile is
 * Student's t on {@code h - 1} degrees of freedom. Below 10 rounds nothing is cut and this is exactly the t-interval
 * on the log ratios; from 10 rounds on, the most extreme round at each end (a fork that landed in a slow JIT state)
 * no longer decides the interval. The log makes the multiplicative noise of a shared machine additive and A/B, B/A
 * exact mirrors; the unit is the round, never the iteration. Why this one and not a signed-rank (Hodges-Lehmann)
 * interval, a median of several forks per round or the plain t: measured on this machine's A/A rounds
 * (docs/methodology.md, finding "estimator"): it keeps 95% coverage, and sees a known slowdown at least as often as
 * the t-interval, far more often when a round is an outlier; an exact signed-rank interval cannot reach the gate's
 * per-benchmark confidence below 10 rounds.
 */
public final class PairedRatio {
    /** The fraction of rounds cut from each end (rounded down). */
    public static final double TRIM = 0.10;

    /** How every paired interval is made, in the words each report and table uses. */
    public static final String METHOD = "the " + Math.round(TRIM * 100) + "%-trimmed mean of the per-round log ratios with its "
            + "Tukey-McLaughlin t-interval (below " + Math.round(1 / TRIM) + " rounds nothing is cut: the t-interval)";

    private PairedRatio() {
    }

    /**
     * The ratio {@code numerator / denominator} from paired per-round values (each positive; same length,
     * same order), with a two-sided interval at {@code confidence} (e.g. 0.99). With one round the interval
     * is undefined (NaN ends).
     */
    public static RatioInterval of(double[] numerator, double[] denominator, double confidence) {
        return ofLogs(logs(numerator, denominator), confidence);
    }

    /** The per-round log ratios {@code ln(numerator[i] / denominator[i])} (each value positive; same length, same order). */
    public static double[] logs(double[] numerator, double[] denominator) {
        if (numerator.length != denominator.length) {
            throw new IllegalArgumentException("paired data of different lengths: " + numerator.length + " and " + denominator.length);
        }
        double[] logs = new double[numerator.length];
        for (int i = 0; i < logs.length; i++) {
            if (!(numerator[i] > 0) || !(denominator[i] > 0)) {
                throw new IllegalArgumentException("round " + (i + 1) + ": a ratio needs positive values, got "
                        + numerator[i] + " and " + denominator[i]);
            }
            logs[i] = Math.log(numerator[i] / denominator[i]);
        }
        return logs;
    }

    /** The rounds cut from each end of {@code n}. */
    public static int trimmed(int n) {
        return (int) Math.floor(TRIM * n + 1e-9);
    }

    /** The degrees of freedom of the interval of {@code n} rounds. */
    public static int degreesOfFreedom(int n) {
        return n - 2 * trimmed(n) - 1;
    }

    /**
     * The least rounds at which an interval with this one's spread per round (its winsorized sd, read back from its
     * standard error) would be at most {@code target} wide (a fraction, 0.03 for ±3%): a projection, not a promise.
     * {@code sdQuantile} places the spread within its own chi-squared interval (0.5: as measured; 0.025 and 0.975: the
     * ends of its 95% interval, the larger spread at 0.975). {@link Integer#MAX_VALUE} beyond a million rounds; -1
     * when the interval has no spread to project from.
     */
    public static int roundsFor(RatioInterval ci, double target, double sdQuantile) {
        double se = ci.logStandardError();
        if (!(se > 0) || ci.df() < 1) {
            return -1;
        }
        int n = ci.n();
        double spread = se * (n - 2 * trimmed(n)) / Math.sqrt(n)
                * (sdQuantile == 0.5 ? 1 : Math.sqrt(ci.df() / Quantiles.chiSquared(ci.df(), 1 - sdQuantile)));
        double p = 1 - (1 - ci.confidence()) / 2;
        java.util.function.IntPredicate narrow = m -> {
            int h = m - 2 * trimmed(m);
            return Math.expm1(Quantiles.t(h - 1, p) * spread * Math.sqrt(m) / h) <= target;
        };
        int lo = 2;
        int hi = 1_000_000;
        if (!narrow.test(hi)) {
            return Integer.MAX_VALUE;
        }
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (narrow.test(mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        // each tenth round cuts one more at each end, so the width steps up there: the first narrow count may lie a step below
        for (int m = Math.max(2, lo - 20); m < lo; m++) {
            if (narrow.test(m)) {
                return m;
            }
        }
        return lo;
    }

    /** As {@link #of}, from the per-round natural logs of the ratio. */
    public static RatioInterval ofLogs(double[] logRatios, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        }
        int n = logRatios.length;
        if (n == 0) {
            throw new IllegalArgumentException("no rounds");
        }
        double[] s = logRatios.clone();
        Arrays.sort(s);
        int g = trimmed(n);
        int h = n - 2 * g;
        double mean = 0;
        for (int i = g; i < n - g; i++) {
            mean += s[i] / h;
        }
        if (n < 2) {
            return new RatioInterval(Math.exp(mean), Double.NaN, Double.NaN, n, confidence, 0);
        }
        double lo = s[g];
        double hi = s[n - 1 - g];
        double wm = 0;
        for (double v : s) {
            wm += Math.min(hi, Math.max(lo, v)) / n;
        }
        double ss = 0;
        for (double v : s) {
            double w = Math.min(hi, Math.max(lo, v)) - wm;
            ss += w * w;
        }
        double se = Math.sqrt(ss / (n - 1)) * Math.sqrt(n) / h;
        int df = h - 1;
        double t = Quantiles.t(df, 1 - (1 - confidence) / 2);
        return new RatioInterval(Math.exp(mean), Math.exp(mean - t * se), Math.exp(mean + t * se), n, confidence, df);
    }
}
