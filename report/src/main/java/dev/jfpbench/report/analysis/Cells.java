package dev.jfpbench.report.analysis;

import java.util.Optional;

/** How an estimate is shown in a table cell: ratio, interval and verdict together, so they are read as one. */
public final class Cells {
    private Cells() {
    }

    /** "1.951× (1.851–2.056), **faster**" (Markdown bold on a change). */
    public static String estimate(Estimate e, double threshold) {
        String v = dev.jfpbench.report.stats.RatioVerdict.words(e.ci(), threshold);
        return e.ratioWithInterval() + ", " + (e.verdict().changed() ? "**" + v + "**" : v);
    }

    /** As {@link #estimate}, or {@code missing} when there is none. */
    public static String estimate(Optional<Estimate> e, double threshold, String missing) {
        return e.map(x -> estimate(x, threshold)).orElse(missing);
    }
}
