package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a fork compiles, checked in turns: A/A sessions of several benchmarks (scripts/ab.sh, one jar on both sides)
 * with every fork compiling in the background (HotSpot's default) and in batch ({@code -Xbatch}), in alternation, and
 * one session with batch on side B only. Per benchmark: the suite's sd of a round in each way, pooled over its
 * sessions, their ratio with its exact F interval, and batch's speed over the background's.
 */
public record CompilationTable(String id, String title, List<String> background, List<String> batch, String level, List<String> notes)
        implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<String> stems = new ArrayList<>(background);
        stems.addAll(batch);
        stems.add(level);
        for (String stem : stems) {
            sources.cite(stem + "-A.json");
            sources.cite(stem + "-B.json");
        }
        List<List<Cell>> out = new ArrayList<>();
        double[] allBackground = new double[2];
        double[] allBatch = new double[2];
        for (BenchmarkResult r : c.run(background.get(0) + "-A.json").results()) {
            String name = r.key().benchmark();
            double[] bg = pooled(c, background, name);
            double[] bt = pooled(c, batch, name);
            for (int k = 0; k < 2; k++) {
                allBackground[k] += bg[k];
                allBatch[k] += bt[k];
            }
            RatioInterval speed = PairedRatio.ofLogs(TurnEstimatorTable.suiteLogs(c, level + "-A.json", level + "-B.json", name), 0.99);
            out.add(List.of(Cell.text(r.key().display()), sd(bg), sd(bt), Cell.text(DesignsTable.ratio(mean(bt), mean(bg))),
                    Cell.text(String.format(Locale.ROOT, "%.3f× (%s)", speed.ratio(), speed.range()))));
        }
        out.add(List.of(Cell.text("every benchmark, pooled"), sd(allBackground), sd(allBatch),
                Cell.text(DesignsTable.ratio(mean(allBatch), mean(allBackground))), Cell.text("")));
        List<String> headers = List.of("Benchmark", "sd a round, background (degrees of freedom)", "sd a round, batch (degrees of freedom)",
                "Batch over background, sd a round (exact 95% CI)", "Speed, batch over background (99% CI)");
        String label = "Each A/A session: one jar on both sides in turns, each round one fork pair of one-millisecond turns, read the suite's "
                + "way (each side's time per operation over the pairs of turns no other task broke into); each benchmark's rounds spread "
                + "about their own mean, the squares pooled over the " + background.size() + " sessions of each way on their degrees of "
                + "freedom. Background: HotSpot's default, a compiler thread compiles while the benchmark runs; batch: -Xbatch, the "
                + "benchmark's thread waits for each compilation it asks for. The ratio of the two sds with its exact interval (F on the "
                + "two ways' degrees of freedom). Speed: one session with batch on side B only, the paired interval ("
                + PairedRatio.METHOD + ") of B's speed over A's, at 99%: within ±5%, batch measures the same code as fast.";
        return new FindingTable(id, title, headers, out, sources.list(), label, notes);
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
