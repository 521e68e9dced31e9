package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.answer.Question;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;

import org.apache.commons.math3.distribution.FDistribution;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The designs side by side: a session whose rounds cycled through turns, the duet and sequential forks
 * ({@code scripts/answer.sh --designs}, the runner's {@code --designs}), and for every Fast/Default question on each JDK the
 * spread of its per-round log ratio in the rounds of each design (a turns round read off its turns, the others off
 * their forks' scores, as every estimate is). How each round ran is read off the sidecar's recorded order. The spread of
 * a design is each cell's sd about its own mean within that design's rounds, pooled over the cells (their variances
 * averaged on their degrees of freedom); its ratio to another design's has an exact interval (F). Then, at each
 * design's pooled spread and round time, the rounds and minutes an interval of ±2% needs (95%, the trimmed interval):
 * what a campaign of these cells would cost in each design.
 */
public record DesignsTable(String id, String title, List<Column> columns, List<String> notes) implements Finding {

    /** How a round ran: its forks in turns, two at once (a duet), or one at a time. */
    enum Design { TURNS, DUET, SEQUENTIAL;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The target the minutes are computed for, and its confidence. */
    static final double TARGET = 0.02;
    static final double CONFIDENCE = 0.95;

    /** The design of each round, from the sidecar's order: a group in turns, a slot at once, else one at a time. */
    static Design[] designs(List<List<String>> order) {
        Design[] d = new Design[order.size()];
        for (int r = 0; r < d.length; r++) {
            List<String> entries = order.get(r);
            d[r] = entries.stream().anyMatch(e -> e.contains(RoundsInfo.IN_TURNS)) ? Design.TURNS
                    : entries.stream().anyMatch(e -> e.contains(RoundsInfo.AT_ONCE)) ? Design.DUET : Design.SEQUENTIAL;
        }
        return d;
    }

    /** Each Fast/Default question's per-round log ratios in a run (questions not in it left out). */
    static List<double[]> cells(Run run) {
        List<double[]> out = new ArrayList<>();
        for (Question.InRun q : Question.pairsIn(run)) {
            int n = Math.min(q.fast().primary().forkScores().length, q.def().primary().forkScores().length);
            out.add(Estimator.roundLogs(q.fast(), run.partOf(q.fastKey()), q.def(), run.partOf(q.defaultKey()), q.fast().primary().unit(), n));
        }
        return out;
    }

    /** The pooled variance of the cells' rounds of one design about each cell's own mean there, and its degrees of freedom. */
    static double[] pooled(List<double[]> cells, Design[] ran, Design d) {
        double ss = 0;
        int df = 0;
        for (double[] logs : cells) {
            double sum = 0;
            int n = 0;
            for (int r = 0; r < logs.length && r < ran.length; r++) {
                if (ran[r] == d) {
                    sum += logs[r];
                    n++;
                }
            }
            if (n < 2) {
                continue;
            }
            double mean = sum / n;
            for (int r = 0; r < logs.length && r < ran.length; r++) {
                if (ran[r] == d) {
                    ss += (logs[r] - mean) * (logs[r] - mean);
                }
            }
            df += n - 1;
        }
        return new double[] {df == 0 ? Double.NaN : ss / df, df};
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<List<Cell>> rows = new ArrayList<>();
        List<double[]> all = new ArrayList<>();
        Design[] ranAll = null;
        Map<Design, Double> minutes = new EnumMap<>(Design.class);
        for (Column col : columns) {
            Run run = c.run(col.file());
            RoundsInfo info = run.rounds().orElseThrow(() -> new IllegalStateException(col.file() + " was not made in rounds"));
            Design[] ran = designs(info.order());
            if (ranAll != null && !java.util.Arrays.equals(ranAll, ran)) {
                throw new IllegalStateException(col.file() + ": its rounds' designs differ from the other sides' (not one session)");
            }
            ranAll = ran;
            if (info.seconds() != null && info.seconds().size() == ran.length) {
                for (Design d : Design.values()) {
                    double sum = 0;
                    int n = 0;
                    for (int r = 0; r < ran.length; r++) {
                        if (ran[r] == d) {
                            sum += info.seconds().get(r);
                            n++;
                        }
                    }
                    if (n > 0) {
                        minutes.put(d, sum / n / 60);
                    }
                }
            }
            List<double[]> cells = cells(run);
            all.addAll(cells);
            rows.add(row(col.label() + " [" + sources.cite(col.file()) + "]", cells, ran, minutes));
        }
        if (columns.size() > 1) {
            rows.add(row("Every JDK (the criterion)", all, ranAll, minutes));
        }
        List<String> headers = List.of("Measured on", "Cells (questions × JDKs)", "Rounds: turns, duet, sequential",
                "sd of a round's log ratio: turns", "duet", "sequential", "turns/duet (95% interval)", "turns/sequential (95% interval)",
                "Round time, min: turns, duet, sequential", "Minutes to ±2%: turns, duet, sequential");
        String label = "Each row: the session's Fast/Default questions, each cell's per-round log ratio (a round in turns read off its paired "
                + "turns, a duet's or a sequential round's off its forks' scores), its variance about its own mean within each design's rounds, "
                + "pooled over the cells on their degrees of freedom; the ratio of two designs' sds has its exact 95% interval (F on those degrees "
                + "of freedom). Round time: the mean wall time of a round of each design, every JDK's forks together. Minutes to ±2%: the rounds "
                + "a 95% interval of the trimmed estimator needs at the row's pooled sd, times the design's round time: what settling a typical "
                + "cell of this table would take in each design. " + (columns.size() > 1 ? "The per-JDK rows are descriptive; the criterion, "
                + "written before the run, is the last row's" : "The criterion, written before the run, is the row's")
                + ": turns' sd at most a quarter of the duet's and of sequential forks'.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    private static List<Cell> row(String label, List<double[]> cells, Design[] ran, Map<Design, Double> minutes) {
        Map<Design, double[]> v = new EnumMap<>(Design.class);
        for (Design d : Design.values()) {
            v.put(d, pooled(cells, ran, d));
        }
        List<Cell> row = new ArrayList<>();
        row.add(Cell.text(label));
        row.add(Cell.text(Integer.toString(cells.size())));
        int[] counts = new int[3];
        for (Design d : ran) {
            counts[d.ordinal()]++;
        }
        row.add(Cell.text(counts[0] + ", " + counts[1] + ", " + counts[2]));
        for (Design d : Design.values()) {
            double var = v.get(d)[0];
            row.add(Cell.text(Double.isNaN(var) ? "n/a" : String.format(Locale.ROOT, "%.2f%%", 100 * Math.sqrt(var))));
        }
        row.add(Cell.text(ratio(v.get(Design.TURNS), v.get(Design.DUET))));
        row.add(Cell.text(ratio(v.get(Design.TURNS), v.get(Design.SEQUENTIAL))));
        List<String> times = new ArrayList<>();
        List<String> settle = new ArrayList<>();
        for (Design d : Design.values()) {
            Double m = minutes.get(d);
            times.add(m == null ? "n/a" : String.format(Locale.ROOT, "%.1f", m));
            double var = v.get(d)[0];
            if (m == null || Double.isNaN(var)) {
                settle.add("n/a");
            } else {
                int n = PairedRatio.roundsFor(Math.sqrt(var), TARGET, CONFIDENCE);
                settle.add(n == Integer.MAX_VALUE ? "never" : String.format(Locale.ROOT, "%.0f (%d rounds)", n * m, n));
            }
        }
        row.add(Cell.text(String.join(", ", times)));
        row.add(Cell.text(String.join(", ", settle)));
        return row;
    }

    /** "0.21 (0.16–0.28)": the ratio of two pooled sds with its exact 95% interval. */
    static String ratio(double[] a, double[] b) {
        if (Double.isNaN(a[0]) || Double.isNaN(b[0]) || a[1] < 1 || b[1] < 1) {
            return "n/a";
        }
        double f = a[0] / b[0];
        FDistribution dist = new FDistribution(a[1], b[1]);
        double lo = Math.sqrt(f / dist.inverseCumulativeProbability(0.975));
        double hi = Math.sqrt(f / dist.inverseCumulativeProbability(0.025));
        return String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", Math.sqrt(f), lo, hi);
    }
}
