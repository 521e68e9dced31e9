package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.TurnRatio;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The estimator within a round of turns, checked on known costs: sessions of the Ruler in turns (an A/A, a known cost
 * spread evenly, the same cost as a rare spike, an allocation, an A/A among busy loops), or A/A sessions of a real
 * benchmark ({@link #session} and {@link #truth} say which, for the label), each round read three ways:
 * the estimator the suite uses ({@link TurnRatio}), the median of the paired turns' log ratios, and the ratio of the two
 * sides' mean per-turn times over every turn; each way's rounds then go to the one interval of every paired verdict.
 */
public record TurnEstimatorTable(String id, String title, String session, String truth, List<Row> rows, Comparison compare,
                                 List<String> notes) implements Finding {

    public TurnEstimatorTable(String id, String title, String session, String truth, List<Row> rows, List<String> notes) {
        this(id, title, session, truth, rows, null, notes);
    }

    /** Two variants in alternation, the rows whose labels begin so: their pooled sds of a round compared (the suite's way). */
    public record Comparison(String over, String under) {
    }

    /** The Ruler's sessions: what a session is and what its truth is, for the label. */
    public static final String RULER = "one session of the Ruler (a known amount of CPU work)";
    public static final String RULER_TRUTH = "the tokens burnt, B's over A's";

    /**
     * One session: its label, its two sides' files (A, then B), the truth of B's speed over A's (null: not known), and
     * the benchmark read, by its full name (null: the session's first, for sessions of one benchmark).
     */
    public record Row(String label, String a, String b, Double truth, String benchmark) {
        public Row(String label, String a, String b, Double truth) {
            this(label, a, b, truth, null);
        }

        /** An A/A session of scripts/ab.sh: its files STEM-A.json and STEM-B.json. */
        static Row ab(String label, String stem) {
            return new Row(label, stem + "-A.json", stem + "-B.json", 1.0);
        }

        /** A nightly session: its files STEM-baseline.json and STEM-candidate.json, one benchmark read out of it. */
        static Row night(String label, String stem, Double truth, String benchmark) {
            return new Row(label, stem + "-baseline.json", stem + "-candidate.json", truth, benchmark);
        }
    }

    /** One way to read a round: B's speed over A's, as a log, from the two forks' turns. */
    private record Way(String name, ToDoubleFunction<double[][][]> log) {
    }

    static final List<Way> WAYS = List.of(
            new Way("the suite's (time per operation over the clean pairs)", t -> TurnRatio.log(t[1][0], t[1][1], t[1][2], t[1][3], t[0][0], t[0][1], t[0][2], t[0][3])),
            new Way("median of the paired log ratios", t -> {
                double[] lr = new double[t[0][0].length];
                for (int k = 0; k < lr.length; k++) {
                    lr[k] = Math.log(t[0][0][k] / t[1][0][k]);
                }
                return new Median().evaluate(lr);
            }),
            new Way("ratio of the mean per-turn times, every turn", t -> Math.log(mean(t[0][0]) / mean(t[1][0]))));

    static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<List<Cell>> out = new ArrayList<>();
        double[] over = new double[2];
        double[] under = new double[2];
        for (Row row : rows) {
            Run a = c.run(row.a());
            Run b = c.run(row.b());
            List<double[][][]> turns = turns(a, b, pair(a, b, row.a(), row.b(), row.benchmark()), row.a());
            int rounds = turns.size();
            List<Cell> cells = new ArrayList<>();
            cells.add(Cell.text(row.label() + " [" + sources.cite(row.a()) + "] [" + sources.cite(row.b()) + "]"));
            cells.add(Cell.text(row.truth() == null ? "not known" : String.format(Locale.ROOT, "%.4f×", row.truth())));
            double left = 0;
            for (double[][][] t : turns) {
                left += 1 - TurnRatio.cleanShare(t[0][2], t[0][3], t[1][2], t[1][3]);
            }
            for (Way w : WAYS) {
                double[] logs = logs(turns, w);
                RatioInterval ci = PairedRatio.ofLogs(logs, 0.95);
                String covers = row.truth() == null ? "" : ci.low() <= row.truth() && row.truth() <= ci.high() ? ", holds the truth" : ", **misses the truth**";
                cells.add(Cell.text(String.format(Locale.ROOT, "%.4f× (%s)%s", ci.ratio(), ci.range(), covers)));
                cells.add(Cell.text(String.format(Locale.ROOT, "%.2f%%", 100 * sd(logs))));
                if (w == WAYS.get(0) && compare != null) {
                    double[] pool = row.label().startsWith(compare.over()) ? over : row.label().startsWith(compare.under()) ? under : null;
                    if (pool != null) {
                        pool(pool, logs);
                    }
                }
            }
            cells.add(Cell.text(String.format(Locale.ROOT, "%.1f%%", 100 * left / rounds)));
            out.add(cells);
        }
        List<String> headers = new ArrayList<>(List.of("Session", "Truth (B/A)"));
        for (Way w : WAYS) {
            headers.add("B/A, " + w.name() + " (95% CI)");
            headers.add("sd a round");
        }
        headers.add("Pairs left out (another task's slice)");
        String label = "Each row: " + session + " in turns, side B against side A, each round one fork pair "
                + "of one-millisecond turns; each round read three ways, then its rounds read by the one paired interval (" + PairedRatio.METHOD
                + ") at 95%. The suite's way: each side's time per operation over the pairs of turns in which neither side's benchmark waited "
                + "for a CPU another task held (above " + Math.round(TurnRatio.WAIT_FLOOR_MICROS) + " µs or " + Math.round(100 * TurnRatio.WAIT_SHARE)
                + "% of the turn), its ratio (with fewer than " + TurnRatio.MIN_CLEAN + " such pairs, every pair, each turn less its waits' share). The median of the paired turns' log ratios drops what comes in few turns; the ratio of the mean "
                + "per-turn times keeps everything, another task's slices included. Truth: " + truth + "."
                + (compare == null ? "" : " Compared: the sessions \"" + compare.over() + "\" over \"" + compare.under() + "\", the suite's sd of a "
                + "round pooled over each one's sessions on their degrees of freedom, its ratio with its exact 95% interval (F on "
                + Math.round(over[1]) + " and " + Math.round(under[1]) + "): " + DesignsTable.ratio(new double[] {over[0] / over[1], over[1]},
                new double[] {under[0] / under[1], under[1]}) + ".");
        return new FindingTable(id, title, headers, out, sources.list(), label, notes);
    }

    /** A session's rounds of {@code benchmark} (its full name), each read the suite's way: B's speed over A's, as logs. */
    static double[] suiteLogs(Context c, String aFile, String bFile, String benchmark) {
        Run a = c.run(aFile);
        Run b = c.run(bFile);
        return logs(turns(a, b, pair(a, b, aFile, bFile, benchmark), aFile), WAYS.get(0));
    }

    /** The benchmark's results on both sides (null: side A's first, for sessions of one benchmark). */
    private static BenchmarkResult[] pair(Run a, Run b, String aFile, String bFile, String benchmark) {
        BenchmarkResult ra = benchmark == null ? a.results().get(0) : a.results().stream()
                .filter(r -> r.key().benchmark().equals(benchmark)).findFirst()
                .orElseThrow(() -> new IllegalStateException(aFile + " lacks " + benchmark));
        BenchmarkResult rb = b.get(ra.key()).orElseThrow(() -> new IllegalStateException(bFile + " lacks " + ra.key().display()));
        return new BenchmarkResult[] {ra, rb};
    }

    /** Each round's turns, side A's then side B's (Estimator.turnsOf); a round not taken in turns is an error. */
    private static List<double[][][]> turns(Run a, Run b, BenchmarkResult[] pair, String where) {
        String unit = pair[0].primary().unit();
        int rounds = Math.min(pair[0].primary().forkScores().length, pair[1].primary().forkScores().length);
        double windowA = Estimator.windowOf(a);
        double windowB = Estimator.windowOf(b);
        List<double[][][]> out = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            double[][] ta = Estimator.turnsOf(pair[0], i, unit, true, windowA);
            double[][] tb = Estimator.turnsOf(pair[1], i, unit, true, windowB);
            if (ta == null || tb == null) {
                throw new IllegalStateException(where + ": round " + (i + 1) + " was not taken in turns");
            }
            out.add(new double[][][] {ta, tb});
        }
        return out;
    }

    private static double[] logs(List<double[][][]> turns, Way w) {
        return turns.stream().mapToDouble(t -> w.log().applyAsDouble(t)).toArray();
    }

    /** Adds a session's rounds to a pool: their squares about their own mean, and their degrees of freedom. */
    static void pool(double[] pool, double[] logs) {
        pool[0] += (logs.length - 1) * Math.pow(sd(logs), 2);
        pool[1] += logs.length - 1;
    }

    static double sd(double[] x) {
        double m = mean(x);
        double ss = 0;
        for (double v : x) {
            ss += (v - m) * (v - m);
        }
        return x.length < 2 ? Double.NaN : Math.sqrt(ss / (x.length - 1));
    }
}
