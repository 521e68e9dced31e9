package dev.jfpbench.report.analysis;

import java.util.Optional;

/** How an estimate is shown in a table cell: ratio, interval and verdict together, so they are read as one. */
public final class Cells {
    private Cells() {
    }

    /** "1.951× (1.851–2.056), **faster**" (Markdown bold on a change). */
    public static String estimate(Estimate e, double threshold) {
        if (e.levels() != null) {
            return levels(e.levels(), threshold);
        }
        String v = dev.jfpbench.report.stats.RatioVerdict.words(e.ci(), threshold);
        return e.ratioWithInterval() + ", " + (e.verdict().changed() ? "**" + v + "**" : v);
    }

    /**
     * "two levels: 73.599× (68.529–79.043) in 7 of 12 rounds, 32.687× (29.401–36.339) in 5; **faster** at both": a
     * comparison whose JVMs settle at two speeds, each with its interval and verdict.
     */
    static String levels(dev.jfpbench.report.stats.Levels l, double threshold) {
        Estimate hi = new Estimate("", "", Estimate.Method.PAIRED, l.high(), dev.jfpbench.report.stats.RatioVerdict.of(l.high(), threshold));
        Estimate lo = new Estimate("", "", Estimate.Method.PAIRED, l.low(), dev.jfpbench.report.stats.RatioVerdict.of(l.low(), threshold));
        String vh = dev.jfpbench.report.stats.RatioVerdict.words(l.high(), threshold);
        String vl = dev.jfpbench.report.stats.RatioVerdict.words(l.low(), threshold);
        String verdict = vh.equals(vl) ? bold(hi, vh) + " at both" : bold(hi, vh) + " at the higher, " + bold(lo, vl) + " at the lower";
        return "two levels: " + hi.ratioWithInterval() + " in " + l.high().n() + " of " + l.rounds() + " rounds, " + lo.ratioWithInterval()
                + " in " + l.low().n() + "; " + verdict;
    }

    private static String bold(Estimate e, String words) {
        return e.verdict().changed() ? "**" + words + "**" : words;
    }

    /** As {@link #estimate}, or {@code missing} when there is none. */
    public static String estimate(Optional<Estimate> e, double threshold, String missing) {
        return e.map(x -> estimate(x, threshold)).orElse(missing);
    }
}
