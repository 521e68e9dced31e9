package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.JmhResults;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.power.VarianceDesign;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Which fork score, over how long a measurement: the warm-up runs (no warm-up, many short iterations, two forks per
 * benchmark and JDK) cut into windows of a few seconds after the warm-up a family now has, each window scored as a
 * fork would be (the mean of its iterations, their median, the best, the median of those within 10% of the best), and
 * the spread of a benchmark's scores across its windows and forks (the sd of their logs), the median and the upper
 * quartile over benchmarks and JDKs. Less spread is a narrower interval from the same rounds.
 */
public record ForkScoreTable(String id, String title, List<String> files, double fromSeconds, double[] windowSeconds) implements Finding {

    private record Score(String name, ToDoubleFunction<double[]> of) {
    }

    private static final List<Score> SCORES = List.of(
            new Score("mean of the iterations", w -> Arrays.stream(w).average().orElse(Double.NaN)),
            new Score("median of the iterations", w -> new org.apache.commons.math3.stat.descriptive.rank.Median().evaluate(w)),
            new Score("best iteration", w -> Arrays.stream(w).max().orElse(Double.NaN)),
            new Score("median within " + Math.round((1 - JmhResults.CLUSTER) * 100) + "% of the best (used)", w -> JmhResults.clusterMedian(w, true)));

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<String> headers = new ArrayList<>(List.of("Measured for"));
        SCORES.forEach(s -> headers.add(s.name()));
        List<List<Cell>> rows = new ArrayList<>();
        for (double window : windowSeconds) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(String.format(Locale.ROOT, "%.0f s", window))));
            for (Score score : SCORES) {
                List<Double> sds = new ArrayList<>();
                for (String f : files) {
                    Run run = c.run(f);
                    sources.cite(f);
                    double seconds = VarianceDesign.iterationSeconds(run);
                    int from = (int) Math.round(fromSeconds / seconds);
                    int k = (int) Math.round(window / seconds);
                    for (BenchmarkResult r : run.results()) {
                        double[] it = r.primary().perIteration();
                        int forks = r.primary().forkScores().length;
                        int per = it.length / Math.max(1, forks);
                        List<Double> logs = new ArrayList<>();
                        for (int fk = 0; fk < forks; fk++) {
                            for (int start = from; start + k <= per; start += k) {
                                double[] w = new double[k];
                                for (int i = 0; i < k; i++) {
                                    double v = it[fk * per + start + i];
                                    w[i] = r.higherIsBetter() ? v : 1 / v;
                                }
                                logs.add(Math.log(score.of().applyAsDouble(w)));
                            }
                        }
                        if (logs.size() >= 2) {
                            double m = logs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
                            double ss = logs.stream().mapToDouble(x -> (x - m) * (x - m)).sum();
                            sds.add(Math.sqrt(ss / (logs.size() - 1)));
                        }
                    }
                }
                double[] s = sds.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                row.add(Cell.text(String.format(Locale.ROOT, "%.3f (upper quartile %.3f)", s[s.length / 2], s[(int) Math.floor(0.75 * (s.length - 1))])));
            }
            rows.add(row);
        }
        String label = String.format(Locale.ROOT, "Each cell: the sd of the log fork score a benchmark gets from windows of that length after %.0f s (the "
                + "warm-up the small documents and vectors now have), consecutive windows of each fork, both forks: the median over every benchmark "
                + "and JDK of the measurement, and its upper quartile. Another tenant's spells (seconds at a time) are what the best and the median "
                + "near it see through and the mean and median do not.", fromSeconds);
        return new FindingTable(id, title, headers, rows, sources.list(), label, List.of());
    }
}
