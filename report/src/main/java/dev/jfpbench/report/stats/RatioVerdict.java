package dev.jfpbench.report.stats;

import java.util.Locale;

/**
 * What a ratio of speeds (above 1: the numerator is faster) says, read off its confidence interval, with a
 * threshold {@code t} (a fraction, 0.05 for 5%) for "the same". This is the one rule for verdict words: every
 * report, table and generated finding takes its words from {@link #words}.
 * <ul>
 *   <li>FASTER / SLOWER: the interval excludes 1;</li>
 *   <li>WITHIN ("same within ±5%"): the interval contains 1 and lies wholly inside {@code [1/(1+t), 1+t]};</li>
 *   <li>INCONCLUSIVE ("inconclusive (±12.3%)", the interval's half-width): neither: more rounds would tell;</li>
 *   <li>NOT_ENOUGH: no interval at all (one round, or fewer than two forks on a side).</li>
 * </ul>
 * The threshold is symmetric on the log scale, as the interval is, so A/B and B/A always get mirrored verdicts.
 * A gate's decision is a separate rule built on this one ({@link #regression}): a slower verdict whose point
 * estimate is also beyond the threshold.
 */
public enum RatioVerdict {
    FASTER, SLOWER, WITHIN, INCONCLUSIVE, NOT_ENOUGH;

    /** The verdict of a ratio of speeds. */
    public static RatioVerdict of(RatioInterval ci, double threshold) {
        if (!ci.defined()) {
            return NOT_ENOUGH;
        }
        if (ci.above1()) {
            return FASTER;
        }
        if (ci.below1()) {
            return SLOWER;
        }
        return ci.within(threshold) ? WITHIN : INCONCLUSIVE;
    }

    /**
     * The words for a ratio: "faster", "slower", "same within ±5%", "inconclusive (±12.3%)" or "no interval (1 round)".
     * Every verdict a reader sees is made here.
     */
    public static String words(RatioInterval ci, double threshold) {
        return switch (of(ci, threshold)) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case WITHIN -> "same within ±" + RatioInterval.percent(threshold);
            case INCONCLUSIVE -> String.format(Locale.ROOT, "inconclusive (±%.1f%%)", ci.halfWidth() * 100);
            case NOT_ENOUGH -> "no interval (" + ci.n() + (ci.n() == 1 ? " round or fork)" : " rounds or forks)");
        };
    }

    /** The label every table of verdicts carries: "95% confidence, 5 paired rounds; same = within ±5%". */
    public static String label(double confidence, String samples, double threshold) {
        return RatioInterval.percent(confidence) + " confidence, " + samples + "; same = within ±" + RatioInterval.percent(threshold);
    }

    /** True when the ratio moved by more than the threshold, either way, on the log scale. */
    public static boolean beyond(double ratio, double threshold) {
        return Math.abs(Math.log(ratio)) > Math.log1p(threshold);
    }

    /** The gate's rule: slower (the interval lies wholly below 1) and the point estimate beyond the threshold. */
    public static boolean regression(RatioInterval ci, double threshold) {
        return of(ci, threshold) == SLOWER && beyond(ci.ratio(), threshold);
    }

    /** True for a verdict that says something changed. */
    public boolean changed() {
        return this == FASTER || this == SLOWER;
    }
}
