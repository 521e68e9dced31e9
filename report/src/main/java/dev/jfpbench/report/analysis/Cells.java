package dev.jfpbench.report.analysis;

import java.util.Optional;

/** How an estimate is shown in a table cell: ratio, interval and verdict together, so they are read as one. */
public final class Cells {
    private Cells() {
    }

    /** "1.951× (1.851–2.056), **faster**" (Markdown bold on a change). */
    public static String estimate(Estimate e, double threshold) {
        return e.levels() != null ? levels(e.levels(), threshold) : e.ratioWithInterval() + ", " + verdict(e.ci(), threshold);
    }

    /** "**faster**" (bold on a change), "same within ±5%". */
    private static String verdict(dev.jfpbench.report.stats.RatioInterval ci, double threshold) {
        String v = dev.jfpbench.report.stats.RatioVerdict.words(ci, threshold);
        return dev.jfpbench.report.stats.RatioVerdict.of(ci, threshold).changed() ? "**" + v + "**" : v;
    }

    /**
     * "two levels: 73.599× (68.529–79.043) in 7 of 12 rounds, 32.687× (29.401–36.339) in 5; **faster** at both": a
     * comparison whose JVMs settle at two speeds, each with its interval and verdict.
     */
    static String levels(dev.jfpbench.report.stats.Levels l, double threshold) {
        String vh = verdict(l.high(), threshold);
        String vl = verdict(l.low(), threshold);
        return "two levels: " + Estimate.withInterval(l.high()) + " in " + l.high().n() + " of " + l.rounds() + " rounds, " + Estimate.withInterval(l.low())
                + " in " + l.low().n() + "; " + (vh.equals(vl) ? vh + " at both" : vh + " at the higher, " + vl + " at the lower");
    }


    /** As {@link #estimate}, or {@code missing} when there is none. */
    public static String estimate(Optional<Estimate> e, double threshold, String missing) {
        return e.map(x -> estimate(x, threshold)).orElse(missing);
    }
}
