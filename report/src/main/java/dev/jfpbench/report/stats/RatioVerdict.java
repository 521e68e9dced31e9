package dev.jfpbench.report.stats;

/**
 * What a paired ratio says, from its confidence interval and a threshold {@code t} (a fraction, 0.05 for 5%),
 * for a ratio of speeds or of scores where {@code higherIsBetter} tells which way is better:
 * <ul>
 *   <li>FASTER / SLOWER: the interval excludes 1 (significant at its confidence) and the ratio moved by more
 *       than {@code t}: the same rule as the unpaired Welch comparison, with the interval as the test;</li>
 *   <li>WITHIN: the whole interval lies inside {@code ±t}: no difference as large as the threshold;</li>
 *   <li>INCONCLUSIVE: neither: the interval is too wide to say (more rounds would tell).</li>
 * </ul>
 */
public enum RatioVerdict {
    FASTER("faster"), SLOWER("slower"), WITHIN("no difference beyond the threshold"), INCONCLUSIVE("inconclusive");

    private final String text;

    RatioVerdict(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    public static RatioVerdict of(RatioInterval ci, double threshold, boolean higherIsBetter) {
        if (!ci.defined()) {
            return INCONCLUSIVE;
        }
        boolean beyond = Math.abs(ci.ratio() - 1.0) > threshold;
        if (beyond && (ci.above1() || ci.below1())) {
            return ci.above1() == higherIsBetter ? FASTER : SLOWER;
        }
        return ci.within(threshold) ? WITHIN : INCONCLUSIVE;
    }

    /** "faster", "slower", "no difference beyond ±5%", "inconclusive". */
    public String describe(double threshold) {
        return this == WITHIN ? "no difference beyond ±" + RatioInterval.percent(threshold) : text;
    }
}
