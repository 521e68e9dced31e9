package dev.jfpbench.report.stats;

/**
 * What a ratio of speeds (above 1: the numerator is faster) says, from its confidence interval and a threshold
 * {@code t} (a fraction, 0.05 for 5%). The threshold is symmetric on the log scale, as the interval is: a ratio
 * is beyond it when {@code |ln r| > ln(1 + t)}, so A/B and B/A always get mirrored verdicts.
 * <ul>
 *   <li>FASTER / SLOWER: the interval excludes 1 and the ratio is beyond the threshold;</li>
 *   <li>WITHIN: the whole interval lies inside {@code [1/(1+t), 1+t]}: no difference as large as the threshold;</li>
 *   <li>INCONCLUSIVE: neither: the interval is too wide to say (more rounds or forks would tell);</li>
 *   <li>NOT_ENOUGH: no interval at all (fewer than two rounds, or fewer than two forks on a side).</li>
 * </ul>
 * The verdict is read off the interval shown beside it, so the two can never disagree.
 */
public enum RatioVerdict {
    FASTER("faster"), SLOWER("slower"), WITHIN("no difference beyond the threshold"), INCONCLUSIVE("inconclusive"),
    NOT_ENOUGH("not enough forks");

    private final String text;

    RatioVerdict(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** The verdict of a ratio of speeds. */
    public static RatioVerdict of(RatioInterval ci, double threshold) {
        if (!ci.defined()) {
            return NOT_ENOUGH;
        }
        if (beyond(ci.ratio(), threshold) && (ci.above1() || ci.below1())) {
            return ci.above1() ? FASTER : SLOWER;
        }
        return ci.within(threshold) ? WITHIN : INCONCLUSIVE;
    }

    /** True when the ratio moved by more than the threshold, either way, on the log scale. */
    public static boolean beyond(double ratio, double threshold) {
        return Math.abs(Math.log(ratio)) > Math.log1p(threshold);
    }

    /** True for a verdict that says something changed. */
    public boolean changed() {
        return this == FASTER || this == SLOWER;
    }

    /** "faster", "slower", "no difference beyond ±5%", "inconclusive", "not enough forks". */
    public String describe(double threshold) {
        return this == WITHIN ? "no difference beyond ±" + RatioInterval.percent(threshold) : text;
    }
}
