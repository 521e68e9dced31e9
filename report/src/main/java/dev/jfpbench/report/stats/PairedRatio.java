package dev.jfpbench.report.stats;


import java.util.Arrays;

/**
 * The ratio of two configurations measured in paired rounds (round {@code i} of {@code numerator} ran beside
 * round {@code i} of {@code denominator}), with a confidence interval: the one estimator of every paired verdict,
 * report, finding, gate and history record.
 *
 * <p>Method: the trimmed mean of the per-round log ratios with the Tukey-McLaughlin interval (Yuen's one-sample
 * trimmed t), exponentiated. From {@link #MIN_TRIMMED} rounds on, {@code g = max(1, floor(0.1 n))} rounds are cut from
 * each end, so one wild round (a fork in a slow JIT state, another tenant's spell on one side) never decides an
 * interval at any round count; the estimate is the mean of the middle {@code h = n - 2g}, its standard error the
 * winsorized sd times {@code sqrt(n) / h}. The quantile is Student's t on {@code h - 1 - g + 2g/h} degrees of freedom
 * ({@link #degreesOfFreedom}): Yuen's {@code h - 1} is liberal when few rounds are trimmed (a 95% interval of 5 rounds
 * with one cut at each end covers about 93% of normal rounds), and these degrees of freedom match the trimmed t's own
 * quantiles on normal rounds at every count (the simulation harness, {@code dev.jfpbench.report.sim}, measures the
 * coverage at each count and holds it to the nominal). Below {@link #MIN_TRIMMED} rounds nothing is cut and this is
 * exactly the t-interval on the log ratios. The log makes the multiplicative noise of a shared machine additive and
 * A/B, B/A exact mirrors; the unit is the round, never the iteration.
 */
public final class PairedRatio {
    /** The fraction of rounds cut from each end (rounded down; at least one from {@link #MIN_TRIMMED} rounds on). */
    public static final double TRIM = 0.10;
    /** The fewest rounds with a round cut at each end: below, the interval is the plain t-interval. */
    public static final int MIN_TRIMMED = 5;

    /** How every paired interval is made, in the words each report and table uses. */
    public static final String METHOD = "the " + Math.round(TRIM * 100) + "%-trimmed mean of the per-round log ratios (from " + MIN_TRIMMED
            + " rounds on at least one cut at each end) with its Tukey-McLaughlin t-interval on degrees of freedom calibrated for the trimming "
            + "(below " + MIN_TRIMMED + " rounds nothing is cut: the t-interval)";

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

    /** The rounds cut from each end of {@code n}: none below {@link #MIN_TRIMMED}, else at least one. */
    public static int trimmed(int n) {
        return n < MIN_TRIMMED ? 0 : Math.max(1, (int) Math.floor(TRIM * n + 1e-9));
    }

    /**
     * The degrees of freedom of the interval of {@code n} rounds: {@code n - 1} untrimmed; trimmed, {@code h - 1 - g + 2g/h}
     * ({@code h} the rounds kept, {@code g} cut at each end), which puts Student's quantile where the trimmed t's own lies
     * on normal rounds (Yuen's {@code h - 1} is liberal by about that much; the harness checks the coverage at every count).
     */
    public static double degreesOfFreedom(int n) {
        int g = trimmed(n);
        int h = n - 2 * g;
        return g == 0 ? n - 1 : h - 1 - g + 2.0 * g / h;
    }

    /**
     * The standard error of {@code n} rounds per unit of their (winsorized) spread per round: {@code sqrt(n) / h}, the
     * Tukey-McLaughlin factor ({@code 1 / sqrt(n)} untrimmed). What a projection of rounds multiplies a spread by.
     */
    public static double standardErrorFactor(int n) {
        return Math.sqrt(n) / (n - 2 * trimmed(n));
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
        double spread = se / standardErrorFactor(n)
                * (sdQuantile == 0.5 ? 1 : Math.sqrt(ci.df() / Quantiles.chiSquared(ci.df(), 1 - sdQuantile)));
        return roundsFor(spread, target, ci.confidence());
    }

    /**
     * The least rounds at which an interval at {@code confidence} of rounds with this spread (the sd of a round's log
     * ratio) would be at most {@code target} wide: a projection. {@link Integer#MAX_VALUE} beyond a million rounds.
     */
    public static int roundsFor(double spread, double target, double confidence) {
        double p = 1 - (1 - confidence) / 2;
        java.util.function.IntPredicate narrow = m -> m >= 2
                && Math.expm1(Quantiles.t(degreesOfFreedom(m), p) * spread * standardErrorFactor(m)) <= target;
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
        double df = degreesOfFreedom(n);
        double t = Quantiles.t(df, 1 - (1 - confidence) / 2);
        return new RatioInterval(Math.exp(mean), Math.exp(mean - t * se), Math.exp(mean + t * se), n, confidence, df);
    }
}
