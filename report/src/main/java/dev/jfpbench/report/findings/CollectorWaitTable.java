package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.TurnRatio;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one rule of reading turns does to a session's Fast/Default cells: the same rounds read with it and without it,
 * each by the one paired interval, with the turns it concerns. {@link Rule#COLLECTOR_WAIT}: a turn with a collection
 * less its collector's wait ({@link TurnRatio#lessCollectorWaits}); {@link Rule#WINDOW_WAIT}: a wait outside JMH's
 * timed window is not the benchmark's ({@link TurnRatio#windowWait}).
 */
public record CollectorWaitTable(String id, String title, String file, List<String> notes, Rule rule) implements Finding {

    /** The rule the two readings differ by. */
    public enum Rule { COLLECTOR_WAIT, WINDOW_WAIT }

    public CollectorWaitTable(String id, String title, String file, List<String> notes) {
        this(id, title, file, notes, Rule.COLLECTOR_WAIT);
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        Run run = c.run(file);
        String cite = " [" + sources.cite(file) + "]";
        List<List<Cell>> rows = new ArrayList<>();
        // the cells whose turns are short (pairs read with the rule): each way's sum of squares about its mean and degrees of freedom
        double[] squares = new double[2];
        int df = 0;
        for (Reference ref : References.find(run.results().stream().map(BenchmarkResult::key).toList(), Reference.Kind.FAST_DEFAULT)) {
            BenchmarkResult n = run.get(ref.numerator()).orElseThrow();
            BenchmarkResult d = run.get(ref.denominator()).orElseThrow();
            String unit = d.primary().unit();
            int rounds = Math.min(Estimator.speeds(n, unit).length, Estimator.speeds(d, unit).length);
            List<Cell> row = new ArrayList<>(List.of(Cell.text(ref.name() + cite)));
            // the window rule shown on any session in turns; the collector's rule on the session's own reading
            double window = rule == Rule.WINDOW_WAIT ? run.rounds().map(r -> r.turns() == null ? 0 : r.turns().turnMicros()).orElse(0.0)
                    : Estimator.windowOf(run);
            int[] clean = new int[2];
            for (int way = 0; way < 2; way++) {
                Way read = read(n, d, rule, way == 0, window);
                if (read == null) {
                    throw new IllegalStateException(file + ": a round of " + ref.name() + " was not taken in turns");
                }
                double[] logs = read.logs();
                clean[way] = read.pairs();
                RatioInterval ci = PairedRatio.ofLogs(logs, 0.95);
                row.add(Cell.text(String.format(Locale.ROOT, "%.3f× (%s), ±%.1f%%", ci.ratio(), ci.range(), 100 * ci.halfWidth())));
                double sd = TurnEstimatorTable.sd(logs);
                row.add(Cell.text(String.format(Locale.ROOT, "%.1f%%", 100 * sd)));
                if (clean[0] > 0 && rounds > 1) {
                    squares[way] += sd * sd * (rounds - 1);
                }
            }
            df += clean[0] > 0 && rounds > 1 ? rounds - 1 : 0;
            row.add(Cell.text(rule == Rule.COLLECTOR_WAIT
                    ? "Fast " + waited(n) + " of " + collections(n) + ", Default " + waited(d) + " of " + collections(d)
                    : clean[0] + ", " + clean[1] + " of " + turns(d)));
            rows.add(row);
        }
        if (rule == Rule.WINDOW_WAIT && df > 0) {
            double with = Math.sqrt(squares[0] / df);
            double without = Math.sqrt(squares[1] / df);
            rows.add(List.of(Cell.text("Every cell whose turns are short (pairs read), pooled on " + df + " degrees of freedom"), Cell.text(""),
                    Cell.text(String.format(Locale.ROOT, "%.2f%%", 100 * with)), Cell.text(""),
                    Cell.text(String.format(Locale.ROOT, "%.2f%%", 100 * without)),
                    Cell.text(String.format(Locale.ROOT, "sd with the rule / without: %.2f", with / without))));
        }
        return new FindingTable(id, title, rule == Rule.COLLECTOR_WAIT ? COLLECTOR_HEADERS : WINDOW_HEADERS, rows, sources.list(),
                rule == Rule.COLLECTOR_WAIT ? COLLECTOR_LABEL : WINDOW_LABEL, notes);
    }

    private static final List<String> COLLECTOR_HEADERS = List.of("Cell", "Fast/Default, the turn less its collector's wait (95% CI)", "sd a round",
            "The same rounds, the collector's wait left in (95% CI)", "sd a round", "Turns with a collection: its collector waited (over the wake-up floor) of all");
    private static final String COLLECTOR_LABEL = "Each row: one Fast/Default cell of one session in turns, its rounds read twice by the one paired interval ("
            + PairedRatio.METHOD + ") at 95%: as the suite reads them (a turn with a collection less the share of it its collector's threads "
            + "waited for a CPU: the VM thread's wait and the longest GC worker's, never faster than its fork's median turn), and with that "
            + "wait left in, as before it was recorded. Same rounds, same turns: the two columns differ by that rule alone.";
    private static final List<String> WINDOW_HEADERS = List.of("Cell", "Fast/Default, a wait outside JMH's window not the benchmark's (95% CI)",
            "sd a round", "The same rounds, every turn with a wait left out (95% CI)", "sd a round",
            "Pairs of turns read: with the rule, without, of all");
    private static final String WINDOW_LABEL = "Each row: one Fast/Default cell of one session in turns, its rounds read twice by the one paired interval ("
            + PairedRatio.METHOD + ") at 95%: as the suite reads them (a turn's wait for a CPU left out of it where it fits in the turn's time "
            + "outside JMH's timed window, that window lasting at most " + (int) TurnRatio.WINDOW_ITERATIONS + " of JMH's iterations), and "
            + "as before that rule, every pair of turns in which either side waited left out. Same rounds, same turns: the two columns differ "
            + "by that rule alone. Pairs read: over every round, the pairs in which neither side's wait was the benchmark's (none: "
            + "turns longer than the scheduler's slice, each read less its waits). The last row pools, over the cells whose turns are short, "
            + "each cell's variance of a round's log ratio about its own mean on its degrees of freedom, each way: the same rounds, not "
            + "independent samples, so their ratio has no F interval.";

    /** One way of reading a cell's rounds: each round's log ratio of {@code n} over {@code d}, and the pairs of turns read over them. */
    record Way(double[] logs, int pairs) {
    }

    /**
     * The rounds of {@code n} over {@code d} read with the rule ({@code with}) or without it; {@code window}: JMH's iteration
     * time of a turn (µs), the window rule's with {@link Rule#WINDOW_WAIT}, else the session's own ({@link Estimator#windowOf}).
     * Null when a round was not taken in turns.
     */
    static Way read(BenchmarkResult n, BenchmarkResult d, Rule rule, boolean with, double window) {
        String unit = d.primary().unit();
        int rounds = Math.min(Estimator.speeds(n, unit).length, Estimator.speeds(d, unit).length);
        double[] logs = new double[rounds];
        int pairs = 0;
        boolean less = rule == Rule.WINDOW_WAIT || with;
        double w = rule == Rule.WINDOW_WAIT && !with ? 0 : window;
        for (int i = 0; i < rounds; i++) {
            double[][] a = Estimator.turnsOf(n, i, unit, less, w);
            double[][] b = Estimator.turnsOf(d, i, unit, less, w);
            if (a == null || b == null) {
                return null;
            }
            logs[i] = TurnRatio.log(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
            pairs += (int) Math.round(TurnRatio.cleanShare(a[2], a[3], b[2], b[3]) * a[0].length);
        }
        return new Way(logs, pairs);
    }

    private static long turns(BenchmarkResult r) {
        long n = 0;
        for (int i = 0; i < r.primary().forkScores().length; i++) {
            n += r.primary().fork(i).length;
        }
        return n;
    }

    private static long collections(BenchmarkResult r) {
        return count(r, false);
    }

    private static long waited(BenchmarkResult r) {
        return count(r, true);
    }

    private static long count(BenchmarkResult r, boolean waited) {
        var gc = r.secondary().get(Estimator.TURN_GC);
        var wait = r.secondary().get(Estimator.TURN_GC_WAIT);
        long n = 0;
        for (int i = 0; gc != null && i < r.primary().forkScores().length; i++) {
            double[] g = gc.fork(i);
            double[] w = wait == null ? new double[g.length] : wait.fork(i);
            for (int k = 0; k < g.length; k++) {
                n += g[k] > 0 && (!waited || k < w.length && w[k] > TurnRatio.WAIT_FLOOR_MICROS) ? 1 : 0;
            }
        }
        return n;
    }
}
