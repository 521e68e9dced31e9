package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.stats.TurnRatio;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How many turns a fork needs: the rounds of paired sessions in turns read again from a part of each fork's turns only
 * (the first 50, 100 or 200, the last 100), each round by {@link TurnRatio} as the suite reads it. When a part spreads
 * the rounds as much as all the turns do, a round's spread is its forks' own (each JVM compiles its way), not its turns'.
 */
public record TurnsPerForkTable(String id, String title, List<Row> rows, List<String> notes) implements Finding {

    /**
     * One session: its label and its two sides' files, each benchmark of one over the same of the other; or, with no
     * second file ({@link #within}), one campaign's file, each Fast/Default pair in it (Fast over Default).
     */
    public record Row(String label, String a, String b) {
        public static Row within(String label, String file) {
            return new Row(label, file, null);
        }
    }

    /** A part of a fork's turns: its name and its bounds from the fork's turn count. */
    private record Part(String name, int from, int to, boolean fromEnd) {
        int[] bounds(int n) {
            return to == 0 ? new int[] {0, n} : fromEnd ? new int[] {n - to, n} : new int[] {from, to};
        }
    }

    private static final List<Part> PARTS = List.of(new Part("every turn", 0, 0, false), new Part("the first 200", 0, 200, false),
            new Part("the first 100", 0, 100, false), new Part("the first 50", 0, 50, false), new Part("the last 100", 0, 100, true));

    /** A benchmark is read when every fork took at least this many turns (so that the first and last hundred do not overlap). */
    static final int LEAST = 200;

    /** Two results whose forks took turns with each other: the ratio read is {@code num}'s speed over {@code den}'s. */
    private record Pair(BenchmarkResult num, BenchmarkResult den) {
    }

    /** The pairs a row reads: the same benchmark in the two files (the second over the first), or each Fast/Default pair of one file. */
    static List<Pair> pairs(Run a, Run b) {
        List<Pair> out = new ArrayList<>();
        if (b == null) {
            for (Reference r : References.find(a.results().stream().map(BenchmarkResult::key).toList(), Reference.Kind.FAST_DEFAULT)) {
                a.get(r.numerator()).ifPresent(num -> a.get(r.denominator()).ifPresent(den -> out.add(new Pair(num, den))));
            }
            return out;
        }
        for (BenchmarkResult ra : a.results()) {
            b.get(ra.key()).ifPresent(rb -> out.add(new Pair(rb, ra)));
        }
        return out;
    }

    /** Each part's pooled sd of a round's log ratio, its degrees of freedom, the pairs read, the most turns and each part's median clean pairs. */
    record Reading(double[] sd, int df, int pairs, int turns, double[] medianClean) {
    }

    static Reading read(Run a, Run b) {
        double[] ss = new double[PARTS.size()];
        List<List<Double>> clean = new ArrayList<>();
        PARTS.forEach(p -> clean.add(new ArrayList<>()));
        int df = 0;
        int pairs = 0;
        int turns = 0;
        double window = Estimator.windowOf(a);
        for (Pair pair : pairs(a, b)) {
            String unit = pair.num().primary().unit();
            int rounds = Math.min(pair.num().primary().forkScores().length, pair.den().primary().forkScores().length);
            double[][] logs = new double[PARTS.size()][rounds];
            double[][] cleanPairs = new double[PARTS.size()][rounds];
            boolean ok = rounds > 1;
            int most = 0;
            for (int i = 0; i < rounds && ok; i++) {
                double[][] tn = Estimator.turnsOf(pair.num(), i, unit, true, window);
                double[][] td = Estimator.turnsOf(pair.den(), i, unit, true, window);
                ok = tn != null && td != null && tn[0].length >= LEAST && td[0].length == tn[0].length;
                for (int p = 0; ok && p < PARTS.size(); p++) {
                    int[] r = PARTS.get(p).bounds(tn[0].length);
                    double[][] sn = slice(tn, r);
                    double[][] sd = slice(td, r);
                    logs[p][i] = TurnRatio.log(sn[0], sn[1], sn[2], sn[3], sd[0], sd[1], sd[2], sd[3]);
                    cleanPairs[p][i] = TurnRatio.cleanShare(sn[2], sn[3], sd[2], sd[3]) * sn[0].length;
                    ok = !Double.isNaN(logs[p][i]);
                }
                if (ok) {
                    most = Math.max(most, tn[0].length);
                }
            }
            if (!ok) {
                continue;
            }
            for (int p = 0; p < PARTS.size(); p++) {
                ss[p] += squares(logs[p]);
                for (double x : cleanPairs[p]) {
                    clean.get(p).add(x);
                }
            }
            df += rounds - 1;
            pairs++;
            turns = Math.max(turns, most);
        }
        double[] sd = new double[PARTS.size()];
        double[] median = new double[PARTS.size()];
        for (int p = 0; p < PARTS.size(); p++) {
            sd[p] = df == 0 ? Double.NaN : Math.sqrt(ss[p] / df);
            median[p] = clean.get(p).isEmpty() ? Double.NaN
                    : new Median().evaluate(clean.get(p).stream().mapToDouble(Double::doubleValue).toArray());
        }
        return new Reading(sd, df, pairs, turns, median);
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<List<Cell>> out = new ArrayList<>();
        for (Row row : rows) {
            Reading r = read(c.run(row.a()), row.b() == null ? null : c.run(row.b()));
            if (r.pairs() == 0) {
                throw new IllegalStateException(row.a() + ": no benchmark took " + LEAST + " turns a fork or more in every round");
            }
            String cite = "[" + sources.cite(row.a()) + "]" + (row.b() == null ? "" : " [" + sources.cite(row.b()) + "]");
            for (int p = 0; p < PARTS.size(); p++) {
                out.add(List.of(Cell.text(row.label() + " " + cite),
                        Cell.text(p == 0 ? PARTS.get(p).name() + " (" + r.turns() + ")" : PARTS.get(p).name()),
                        Cell.text(String.format(Locale.ROOT, "%.0f", r.medianClean()[p])),
                        Cell.text(r.pairs() + " (" + r.df() + ")"),
                        Cell.text(String.format(Locale.ROOT, "%.2f%%", 100 * r.sd()[p])),
                        Cell.text(String.format(Locale.ROOT, "%.2f", r.sd()[p] / r.sd()[0]))));
            }
        }
        List<String> headers = List.of("Session", "Turns of each fork read", "Clean pairs a round reads (median)", "Benchmarks or pairs (degrees of freedom)", "sd of a round's log ratio, pooled",
                "Over every turn's");
        String label = "Each session: the rounds of every benchmark (of a campaign: every Fast/Default pair) whose forks took at least " + LEAST
                + " turns, each round read by the suite's estimator (each side's time per operation over the pairs of turns neither side lost to another task) from a part of its "
                + "turns only; each benchmark's rounds spread about their own mean, pooled over the benchmarks on their degrees of freedom. "
                + "The parts come from the same rounds, so the last column is descriptive: near 1, the turns a fork takes beyond the part "
                + "buy a round nothing.";
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
