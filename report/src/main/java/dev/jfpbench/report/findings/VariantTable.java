package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A way of running every fork checked in turns against the usual way: A/A sessions of several benchmarks
 * (scripts/ab.sh, one jar on both sides) run the usual way and the variant's, in alternation, and one session with
 * the variant on side B only. Per benchmark: the suite's sd of a round in each way, pooled over its sessions, their
 * ratio with its exact F interval, and the variant's speed over the usual way's.
 */
public record VariantTable(String id, String title, Way usual, Way variant, String level, List<String> notes) implements Finding {

    /** A way of running the forks: its short name, what it does (a phrase, no closing stop), and its A/A sessions' stems. */
    public record Way(String name, String means, List<String> sessions) {}

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<String> stems = new ArrayList<>(usual.sessions());
        stems.addAll(variant.sessions());
        stems.add(level);
        for (String stem : stems) {
            sources.cite(stem + "-A.json");
            sources.cite(stem + "-B.json");
        }
        List<List<Cell>> out = new ArrayList<>();
        double[] allUsual = new double[2];
        double[] allVariant = new double[2];
        for (BenchmarkResult r : c.run(usual.sessions().get(0) + "-A.json").results()) {
            String name = r.key().benchmark();
            double[] u = pooled(c, usual.sessions(), name);
            double[] v = pooled(c, variant.sessions(), name);
            for (int k = 0; k < 2; k++) {
                allUsual[k] += u[k];
                allVariant[k] += v[k];
            }
            RatioInterval speed = PairedRatio.ofLogs(TurnEstimatorTable.suiteLogs(c, level + "-A.json", level + "-B.json", name), 0.99);
            out.add(List.of(Cell.text(r.key().display()), sd(u), sd(v), Cell.text(DesignsTable.ratio(mean(v), mean(u))),
                    Cell.text(String.format(Locale.ROOT, "%.3f× (%s)", speed.ratio(), speed.range()))));
        }
        out.add(List.of(Cell.text("every benchmark, pooled"), sd(allUsual), sd(allVariant),
                Cell.text(DesignsTable.ratio(mean(allVariant), mean(allUsual))), Cell.text("")));
        String v = variant.name();
        String u = usual.name();
        List<String> headers = List.of("Benchmark", "sd a round, " + u + " (degrees of freedom)", "sd a round, " + v + " (degrees of freedom)",
                cap(v) + " over " + u + ", sd a round (exact 95% CI)", "Speed, " + v + " over " + u + " (99% CI)");
        String label = "Each A/A session: one jar on both sides in turns, each round one fork pair of one-millisecond turns, read the suite's "
                + "way (each side's time per operation over the pairs of turns no other task broke into); each benchmark's rounds spread "
                + "about their own mean, the squares pooled over the " + usual.sessions().size() + " sessions of each way on their degrees of "
                + "freedom. " + cap(u) + ": " + usual.means() + "; " + v + ": " + variant.means() + ". The ratio of the two sds with its "
                + "exact interval (F on the two ways' degrees of freedom). Speed: one session with " + v + " on side B only, the paired "
                + "interval (" + PairedRatio.METHOD + ") of B's speed over A's, at 99%: within ±5%, " + v + " measures the same code as fast.";
        return new FindingTable(id, title, headers, out, sources.list(), label, notes);
    }

    private static String cap(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The squares of a benchmark's rounds about their mean and their degrees of freedom, over the sessions. */
    private static double[] pooled(Context c, List<String> stems, String benchmark) {
        double[] p = new double[2];
        for (String stem : stems) {
            TurnEstimatorTable.pool(p, TurnEstimatorTable.suiteLogs(c, stem + "-A.json", stem + "-B.json", benchmark));
        }
        return p;
    }

    private static double[] mean(double[] pooled) {
        return new double[] {pooled[0] / pooled[1], pooled[1]};
    }

    private static Cell sd(double[] pooled) {
        return Cell.text(String.format(Locale.ROOT, "%.2f%% (%d)", 100 * Math.sqrt(pooled[0] / pooled[1]), Math.round(pooled[1])));
    }
}
