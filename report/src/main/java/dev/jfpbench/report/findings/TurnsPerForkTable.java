package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.TurnRatio;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How many turns a fork needs: the rounds of paired sessions in turns read again from a part of each fork's turns only
 * (the first 50 or 100, the last 100), each round by {@link TurnRatio} as the suite reads it. When a part spreads the
 * rounds as much as all the turns do, a round's spread is its forks' own (each JVM compiles its way), not its turns'.
 */
public record TurnsPerForkTable(String id, String title, List<Row> rows, List<String> notes) implements Finding {

    /** One session: its label and its two sides' files. */
    public record Row(String label, String a, String b) {
    }

    /** A part of a fork's turns: its name and its bounds from the fork's turn count. */
    private record Part(String name, int from, int to, boolean fromEnd) {
        int[] bounds(int n) {
            return to == 0 ? new int[] {0, n} : fromEnd ? new int[] {n - to, n} : new int[] {from, to};
        }
    }

    private static final List<Part> PARTS = List.of(new Part("every turn", 0, 0, false), new Part("the first 100", 0, 100, false),
            new Part("the first 50", 0, 50, false), new Part("the last 100", 0, 100, true));

    /** A benchmark is read when every fork took at least this many turns (so that the first and last hundred do not overlap). */
    static final int LEAST = 200;

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<List<Cell>> out = new ArrayList<>();
        for (Row row : rows) {
            Run a = c.run(row.a());
            Run b = c.run(row.b());
            double[] ss = new double[PARTS.size()];
            int df = 0;
            int benchmarks = 0;
            int turns = 0;
            for (BenchmarkResult ra : a.results()) {
                BenchmarkResult rb = b.get(ra.key()).orElse(null);
                if (rb == null) {
                    continue;
                }
                String unit = ra.primary().unit();
                int rounds = Math.min(ra.primary().forkScores().length, rb.primary().forkScores().length);
                double[][] logs = new double[PARTS.size()][rounds];
                boolean ok = rounds > 1;
                for (int i = 0; i < rounds && ok; i++) {
                    double[][] ta = Estimator.turnsOf(ra, i, unit);
                    double[][] tb = Estimator.turnsOf(rb, i, unit);
                    ok = ta != null && tb != null && ta[0].length >= LEAST && tb[0].length == ta[0].length;
                    for (int p = 0; ok && p < PARTS.size(); p++) {
                        int[] r = PARTS.get(p).bounds(ta[0].length);
                        double[][] sa = slice(ta, r);
                        double[][] sb = slice(tb, r);
                        logs[p][i] = TurnRatio.log(sb[0], sb[1], sb[2], sb[3], sa[0], sa[1], sa[2], sa[3]);
                        ok = !Double.isNaN(logs[p][i]);
                    }
                    if (ok) {
                        turns = Math.max(turns, ta[0].length);
                    }
                }
                if (!ok) {
                    continue;
                }
                for (int p = 0; p < PARTS.size(); p++) {
                    ss[p] += squares(logs[p]);
                }
                df += rounds - 1;
                benchmarks++;
            }
            if (benchmarks == 0) {
                throw new IllegalStateException(row.a() + ": no benchmark took " + LEAST + " turns a fork or more in every round");
            }
            for (int p = 0; p < PARTS.size(); p++) {
                double sd = Math.sqrt(ss[p] / df);
                out.add(List.of(Cell.text(row.label() + " [" + sources.cite(row.a()) + "] [" + sources.cite(row.b()) + "]"),
                        Cell.text(p == 0 ? PARTS.get(p).name() + " (" + turns + ")" : PARTS.get(p).name()),
                        Cell.text(benchmarks + " (" + df + ")"),
                        Cell.text(String.format(Locale.ROOT, "%.2f%%", 100 * sd)),
                        Cell.text(String.format(Locale.ROOT, "%.2f", sd / Math.sqrt(ss[0] / df)))));
            }
        }
        List<String> headers = List.of("Session", "Turns of each fork read", "Benchmarks (degrees of freedom)", "sd of a round's log ratio, pooled",
                "Over every turn's");
        String label = "Each session: the rounds of every benchmark whose forks took at least " + LEAST + " turns, each round read by the suite's "
                + "estimator (each side's time per operation over the pairs of turns neither side lost to another task) from a part of its "
                + "turns only; each benchmark's rounds spread about their own mean, pooled over the benchmarks on their degrees of freedom. "
                + "The parts come from the same rounds, so the last column is descriptive: near 1, the turns a fork takes beyond the part "
                + "buy a round nothing. Reproduce a cell from its files: `scripts/findings.sh --explain " + id + "`.";
        return new FindingTable(id, title, headers, out, sources.list(), label, notes);
    }

    private static double[][] slice(double[][] t, int[] r) {
        double[][] s = new double[t.length][];
        for (int j = 0; j < t.length; j++) {
            s[j] = Arrays.copyOfRange(t[j], r[0], r[1]);
        }
        return s;
    }

    private static double squares(double[] x) {
        double m = Arrays.stream(x).average().orElse(0);
        return Arrays.stream(x).map(v -> (v - m) * (v - m)).sum();
    }
}
