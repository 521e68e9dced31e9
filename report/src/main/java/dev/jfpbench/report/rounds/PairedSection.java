package dev.jfpbench.report.rounds;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.Significance;
import dev.jfpbench.report.Table;

import java.util.List;
import java.util.Locale;

/** The report's section of ratios from paired rounds, written only when some run was made in rounds. */
public final class PairedSection {
    private PairedSection() {
    }

    public static String markdown(List<Run> runs, Significance significance, double threshold) {
        List<PairedRatios.Estimate> estimates = PairedRatios.of(runs, significance.confidence(), threshold);
        if (estimates.isEmpty()) {
            return "";
        }
        return "## Paired ratios\n\n"
                + "Runs made in paired rounds (`scripts/ab.sh`, `scripts/nightly.sh`): each round ran one fork of every benchmark"
                + " (and side) in a shuffled order, so a ratio is taken within each round and the rounds give its "
                + significance.describe() + " confidence interval (t-interval on the log ratios). Above 1: the first named is faster."
                + " Verdict against ±" + pct(threshold) + ".\n\n"
                + table(estimates, significance, threshold).markdown() + '\n';
    }

    public static Table table(List<PairedRatios.Estimate> estimates, Significance significance, double threshold) {
        Table t = new Table(List.of("Ratio", "Run", "Rounds", "Ratio", significance.describe() + " CI", "±", "Verdict"), "llrrrrl");
        for (PairedRatios.Estimate e : estimates) {
            t.add(List.of(e.name(), e.where(), Integer.toString(e.ci().n()), String.format(Locale.ROOT, "%.3f×", e.ci().ratio()),
                    e.ci().range(), e.ci().defined() ? "±" + pct(e.ci().halfWidth()) : "n/a", e.verdict().describe(threshold)));
        }
        return t;
    }

    /** "2.5%"; "999%+" for the nearly unbounded half-widths of a few very noisy rounds. */
    static String pct(double fraction) {
        return fraction >= 9.99 ? "999%+" : String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }
}
