package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.findings.DesignsTable.Design;
import dev.jfpbench.report.rounds.RoundsInfo;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.apache.commons.math3.distribution.BetaDistribution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Every designs session read together, robustly: for each cell of each session and each design, how far its two rounds
 * of that design lie apart. The pooled sd of {@link DesignsTable} is a mean of squares, which one fork of an unusual
 * compilation (a cell's round tens of percent off) can own; here the typical round's spread is the median distance
 * scaled to an sd (a normal's two rounds lie a median of 0.954 sd apart), with the order statistics' distribution-free
 * interval, and the tail is counted apart: the cells whose two rounds lie more than {@link #APART} apart, a share with
 * its exact (Clopper-Pearson) interval. The ratio of two designs' typical spreads is resampled over the cells, each
 * cell's three designs together (they ran in the same session, round by round).
 */
public record DesignsFloorTable(String id, String title, List<Group> groups, List<String> notes) implements Finding {

    /** Sessions read together: label and each session's files (one per JDK). */
    public record Group(String label, List<List<String>> sessions) {
    }

    /** Whether a plan written before the sessions holds the reading's criterion (a note that says so). */
    private boolean planned() {
        return notes.stream().anyMatch(n -> n.startsWith("Plan, written before"));
    }

    /** Two rounds of a cell this far apart (log of 1.10) count as apart. */
    static final double APART = Math.log(1.10);
    static final double CONFIDENCE = 0.95;
    static final int RESAMPLES = 10_000;
    static final long SEED = 63;
    /** The median of |X1 - X2| for two normal draws of sd 1: sqrt(2) times the normal's third quartile. */
    static final double MEDIAN_DISTANCE = Math.sqrt(2) * new NormalDistribution().inverseCumulativeProbability(0.75);

    /** Each cell's distance between its first two rounds of each design ({@link Design} order), cells that ran every design twice. */
    static List<double[]> distances(Run run) {
        RoundsInfo info = run.rounds().orElseThrow(() -> new IllegalStateException("not made in rounds"));
        Design[] ran = DesignsTable.designs(info.order());
        List<double[]> out = new ArrayList<>();
        for (double[] logs : DesignsTable.cells(run)) {
            double[] d = new double[Design.values().length];
            boolean every = true;
            for (Design design : Design.values()) {
                double first = Double.NaN;
                double second = Double.NaN;
                for (int r = 0; r < logs.length && r < ran.length; r++) {
                    if (ran[r] == design) {
                        if (Double.isNaN(first)) {
                            first = logs[r];
                        } else if (Double.isNaN(second)) {
                            second = logs[r];
                        }
                    }
                }
                d[design.ordinal()] = Math.abs(first - second);
                every &= !Double.isNaN(second);
            }
            if (every) {
                out.add(d);
            }
        }
        return out;
    }

    /** The typical round's sd from distances: their median over {@link #MEDIAN_DISTANCE}. */
    static double typical(double[] distances) {
        return median(distances) / MEDIAN_DISTANCE;
    }

    static double median(double[] x) {
        return new Median().evaluate(x);
    }

    /** The typical sd's distribution-free interval: the median's, from the order statistics whose ranks Binomial(n, 1/2) gives. */
    static double[] typicalInterval(double[] distances) {
        double[] s = distances.clone();
        Arrays.sort(s);
        int n = s.length;
        BinomialDistribution b = new BinomialDistribution(null, n, 0.5);
        double tail = (1 - CONFIDENCE) / 2;
        // [x(l), x(n-l+1)] (ranks from 1) holds the median with probability 1 - 2 P(Bin <= l-1): the largest such l.
        int l = 0;
        while (b.cumulativeProbability(l) <= tail) {
            l++;
        }
        l = Math.max(1, l);
        return new double[] {s[l - 1] / MEDIAN_DISTANCE, s[n - l] / MEDIAN_DISTANCE};
    }

    /** The ratio of design a's typical sd to b's, and its percentile interval, the cells resampled together. */
    static double[] ratio(List<double[]> cells, Design a, Design b) {
        double point = typical(column(cells, a)) / typical(column(cells, b));
        SplittableRandom random = new SplittableRandom(SEED);
        double[] draws = new double[RESAMPLES];
        int n = cells.size();
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < RESAMPLES; i++) {
            for (int j = 0; j < n; j++) {
                double[] c = cells.get(random.nextInt(n));
                x[j] = c[a.ordinal()];
                y[j] = c[b.ordinal()];
            }
            draws[i] = median(x) / median(y);
        }
        Arrays.sort(draws);
        double tail = (1 - CONFIDENCE) / 2;
        return new double[] {point, draws[(int) Math.floor(tail * (RESAMPLES - 1))], draws[(int) Math.ceil((1 - tail) * (RESAMPLES - 1))]};
    }

    /** The exact (Clopper-Pearson) interval of a share k of n, from the beta quantiles; commons-math's refuses k = 0 and k = n. */
    static double[] exact(int n, int k) {
        double tail = (1 - CONFIDENCE) / 2;
        return new double[] {k == 0 ? 0 : new BetaDistribution(null, k, n - k + 1).inverseCumulativeProbability(tail),
                k == n ? 1 : new BetaDistribution(null, k + 1, n - k).inverseCumulativeProbability(1 - tail)};
    }

    static double[] column(List<double[]> cells, Design d) {
        return cells.stream().mapToDouble(c -> c[d.ordinal()]).toArray();
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<List<Cell>> rows = new ArrayList<>();
        for (Group g : groups) {
            List<double[]> cells = new ArrayList<>();
            List<String> cites = new ArrayList<>();
            for (List<String> session : g.sessions()) {
                for (String file : session) {
                    cells.addAll(distances(c.run(file)));
                    cites.add(Integer.toString(sources.cite(file)));
                }
            }
            rows.add(row(g.label() + " [" + String.join(", ", cites) + "]", g.sessions().size(), cells));
        }
        List<String> headers = List.of("Sessions", "How many", "Cells (cell × session)", "Typical sd of a round (95% interval): turns", "duet",
                "sequential", "Typical turns/duet (95% interval)", "Typical turns/sequential (95% interval)",
                "Cells whose two rounds lie more than 10% apart: turns, duet, sequential (95% interval)",
                "sd of a round, pooled (every round): turns, duet, sequential");
        String label = "Each cell (a Fast/Default question on one JDK in one session) ran two rounds of each design; the distance between its "
                + "two log ratios in a design, over the cells: typical sd of a round, the median distance over the median a normal's two rounds "
                + "lie apart (" + String.format(Locale.ROOT, "%.3f", MEDIAN_DISTANCE) + " sd), with the median's distribution-free interval (order statistics); the ratio of two designs' typical sds "
                + "with a percentile interval from " + RESAMPLES + " resamplings of the cells (each cell's three designs drawn together, seed "
                + SEED + "); the tail, the share of cells whose two rounds lie more than 10% apart, with its exact interval (Clopper-Pearson); and "
                + "the pooled sd of the sessions' own findings for contrast, which that tail can own. "
                + (planned() ? "A reading planned before the sessions: its criterion is the plan's, below."
                        : "Descriptive: read after the sessions, not planned; the sessions ran on the design of their day.");
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    private static List<Cell> row(String label, int sessions, List<double[]> cells) {
        List<Cell> row = new ArrayList<>();
        row.add(Cell.text(label));
        row.add(Cell.text(Integer.toString(sessions)));
        row.add(Cell.text(Integer.toString(cells.size())));
        for (Design d : Design.values()) {
            double[] col = column(cells, d);
            double[] ci = typicalInterval(col);
            row.add(Cell.text(String.format(Locale.ROOT, "%.2f%% (%.2f–%.2f%%)", 100 * typical(col), 100 * ci[0], 100 * ci[1])));
        }
        for (Design other : List.of(Design.DUET, Design.SEQUENTIAL)) {
            double[] r = ratio(cells, Design.TURNS, other);
            row.add(Cell.text(String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", r[0], r[1], r[2])));
        }
        List<String> apart = new ArrayList<>();
        List<String> pooled = new ArrayList<>();
        for (Design d : Design.values()) {
            double[] col = column(cells, d);
            int k = (int) Arrays.stream(col).filter(x -> x > APART).count();
            double[] ci = exact(col.length, k);
            apart.add(String.format(Locale.ROOT, "%d of %d (%.0f–%.0f%%)", k, col.length, 100 * ci[0], 100 * ci[1]));
            pooled.add(String.format(Locale.ROOT, "%.2f%%", 100 * Math.sqrt(Arrays.stream(col).map(x -> x * x / 2).sum() / col.length)));
        }
        row.add(Cell.text(String.join(", ", apart)));
        row.add(Cell.text(String.join(", ", pooled)));
        return row;
    }
}
