package dev.jfpbench.report.stats;

import java.util.Locale;

/**
 * A ratio of two measurements (e.g. Fast over Default, or new over base) with a two-sided confidence interval
 * {@code [low, high]} around it, from {@code n} paired rounds (or the smaller side's forks), made with Student's t
 * quantile on {@code df} degrees of freedom (0 when there is no interval).
 */
public record RatioInterval(double ratio, double low, double high, int n, double confidence, double df) {

    /** True when the whole interval lies above 1 (the numerator is significantly larger). */
    public boolean above1() {
        return low > 1.0;
    }

    /** True when the whole interval lies below 1. */
    public boolean below1() {
        return high < 1.0;
    }

    /** The interval's relative half-width: the larger distance from the ratio to an end, as a fraction of the ratio (0.03 for ±3%). */
    public double halfWidth() {
        if (!defined()) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(high / ratio - 1.0, 1.0 - low / ratio);
    }

    /** True when the interval lies inside {@code [1/(1+t), 1+t]}: any difference is smaller than the threshold {@code t}. */
    public boolean within(double threshold) {
        return defined() && low >= 1.0 / (1.0 + threshold) && high <= 1.0 + threshold;
    }

    /** The standard error of the log ratio the interval was made from: its log half-width over the t quantile. */
    public double logStandardError() {
        if (!defined() || !(df > 0)) {
            return Double.NaN;
        }
        double p = 1 - (1 - confidence) / 2;
        double t = Quantiles.t(df, p);
        return (Math.log(high) - Math.log(low)) / (2 * t);
    }

    /** False when there were too few rounds for an interval (fewer than 2). */
    public boolean defined() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** "1.023 (99% CI 1.004–1.042, 8 rounds)". */
    public String describe() {
        if (!defined()) {
            return String.format(Locale.ROOT, "%.3f (no interval: %d round%s)", ratio, n, n == 1 ? "" : "s");
        }
        return String.format(Locale.ROOT, "%.3f (%s CI %s, %d rounds)", ratio, percent(confidence), range(), n);
    }

    /** "0.985–1.012". */
    public String range() {
        return defined() ? end(low) + "–" + end(high) : "n/a";
    }

    /** Three decimals; an end beyond 1000 (a few very noisy rounds) in scientific notation. */
    private static String end(double v) {
        return String.format(Locale.ROOT, v >= 1000 ? "%.2e" : "%.3f", v);
    }

    public static String percent(double fraction) {
        String s = String.format(Locale.ROOT, "%.4f", fraction * 100).replaceAll("0+$", "").replaceAll("\\.$", "");
        return s + "%";
    }
}
