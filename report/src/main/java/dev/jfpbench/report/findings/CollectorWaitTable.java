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
 * What reading a turn with a collection less its collector's wait ({@link TurnRatio#lessCollectorWaits}) does to a
 * session's Fast/Default cells: the same rounds read with it and without it, each by the one paired interval, with the
 * turns whose collector waited.
 */
public record CollectorWaitTable(String id, String title, String file, List<String> notes) implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        Run run = c.run(file);
        String cite = " [" + sources.cite(file) + "]";
        List<List<Cell>> rows = new ArrayList<>();
        for (Reference ref : References.find(run.results().stream().map(BenchmarkResult::key).toList(), Reference.Kind.FAST_DEFAULT)) {
            BenchmarkResult n = run.get(ref.numerator()).orElseThrow();
            BenchmarkResult d = run.get(ref.denominator()).orElseThrow();
            String unit = d.primary().unit();
            int rounds = Math.min(Estimator.speeds(n, unit).length, Estimator.speeds(d, unit).length);
            List<Cell> row = new ArrayList<>(List.of(Cell.text(ref.name() + cite)));
            for (boolean less : new boolean[] {true, false}) {
                double[] logs = new double[rounds];
                for (int i = 0; i < rounds; i++) {
                    double[][] a = Estimator.turnsOf(n, i, unit, less);
                    double[][] b = Estimator.turnsOf(d, i, unit, less);
                    if (a == null || b == null) {
                        throw new IllegalStateException(file + ": round " + (i + 1) + " of " + ref.name() + " was not taken in turns");
                    }
                    logs[i] = TurnRatio.log(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
                }
                RatioInterval ci = PairedRatio.ofLogs(logs, 0.95);
                row.add(Cell.text(String.format(Locale.ROOT, "%.3f× (%s), ±%.1f%%", ci.ratio(), ci.range(), 100 * ci.halfWidth())));
                row.add(Cell.text(String.format(Locale.ROOT, "%.1f%%", 100 * TurnEstimatorTable.sd(logs))));
            }
            row.add(Cell.text("Fast " + waited(n) + " of " + collections(n) + ", Default " + waited(d) + " of " + collections(d)));
            rows.add(row);
        }
        List<String> headers = List.of("Cell", "Fast/Default, the turn less its collector's wait (95% CI)", "sd a round",
                "The same rounds, the collector's wait left in (95% CI)", "sd a round", "Turns with a collection: its collector waited (over the wake-up floor) of all");
        String label = "Each row: one Fast/Default cell of one session in turns, its rounds read twice by the one paired interval ("
                + PairedRatio.METHOD + ") at 95%: as the suite reads them (a turn with a collection less the share of it its collector's threads "
                + "waited for a CPU: the VM thread's wait and the longest GC worker's, never faster than its fork's median turn), and with that "
                + "wait left in, as before it was recorded. Same rounds, same turns: the two columns differ by that rule alone.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
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
