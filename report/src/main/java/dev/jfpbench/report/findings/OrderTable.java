package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.answer.Question;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;

import org.apache.commons.math3.stat.inference.TTest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;

/**
 * How a round runs its forks, measured: a campaign run with {@code --order alternate} (odd rounds every fork shuffled
 * alone, even rounds each Fast beside its Default, or with {@code --duet} each Fast and its Default at once), and for
 * every Fast/Default question on each JDK the spread of its per-round log ratio in the rounds of each arrangement.
 * How each round ran is read off the sidecar's recorded order ({@link Arrangement}), not assumed. The statistic is the
 * pooled variance of the other arrangement's rounds over that of the shuffled ones (each cell's variance about its own
 * mean in those rounds, pooled over cells); its one-sided p-value is exact, from every way the rounds could have been
 * labelled with the same counts. Below 1: the pair's two forks share more of the machine's spells, and the same
 * rounds give a narrower interval.
 */
public record OrderTable(String id, String title, List<Column> columns, List<String> notes) implements Finding {

    /** How a round ran every pair: each fork alone in a shuffled order, each pair in neighbouring forks, or each pair at once (a duet). */
    enum Arrangement { SHUFFLED, ADJACENT, DUET }

    /** One question's pair on one side: its two units as the sidecar's order names them, and its per-round log ratios. */
    record PairRounds(String fast, String dflt, double[] logs) {
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<double[]> all = new ArrayList<>();
        List<List<double[]>> byRow = new ArrayList<>();
        boolean[] allAdjacent = null;
        double[] seconds = null;
        boolean timed = true;
        Arrangement other = null;
        List<List<Cell>> rows = new ArrayList<>();
        for (Column col : columns) {
            Run run = c.run(col.file());
            String cite = " [" + sources.cite(col.file()) + "]";
            RoundsInfo info = run.rounds().orElseThrow(() -> new IllegalStateException(col.file() + " was not made in rounds"));
            List<PairRounds> pairs = pairs(run, info.side());
            Arrangement[] ran = arrangements(info.order(), pairs);
            other = other(ran, col.file());
            boolean[] adjacent = new boolean[ran.length];
            for (int i = 0; i < ran.length; i++) {
                adjacent[i] = ran[i] == other;
            }
            List<double[]> cells = pairs.stream().map(PairRounds::logs).toList();
            if (allAdjacent != null && !Arrays.equals(allAdjacent, adjacent)) {
                throw new IllegalStateException(col.file() + ": its rounds' orders differ from the other sides' (not one session)");
            }
            allAdjacent = adjacent;
            all.addAll(cells);
            timed &= info.seconds() != null && info.seconds().size() == ran.length;
            seconds = timed ? info.seconds().stream().mapToDouble(Double::doubleValue).toArray() : null;
            rows.add(new ArrayList<>(row(col.label() + cite, cells, adjacent)));
            byRow.add(cells);
        }
        rows.add(new ArrayList<>(row("Every JDK (the criterion)", all, allAdjacent)));
        byRow.add(all);
        String name = other.name().toLowerCase(Locale.ROOT);
        List<String> headers = new ArrayList<>(List.of("Measured on", "Cells (questions × JDKs)", "Rounds (shuffled + " + name + ")", "sd of the per-round log ratio: shuffled",
                name, "Variance ratio, " + name + "/shuffled", "One-sided p (exact)", "Cells whose mean moved (Welch, Bonferroni, 5%)"));
        if (timed) {
            headers.addAll(List.of("Round time, " + name + "/shuffled", "Precision per minute, " + name + "/shuffled (95% bootstrap)"));
            double time = mean(seconds, allAdjacent, true) / mean(seconds, allAdjacent, false);
            for (int i = 0; i < rows.size(); i++) {
                double[] ci = efficiency(byRow.get(i), allAdjacent, seconds, new Random(BOOTSTRAP_SEED));
                rows.get(i).addAll(List.of(Cell.text(String.format(Locale.ROOT, "%.2f", time)),
                        Cell.text(String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", ci[0], ci[1], ci[2]))));
            }
        }
        String label = "Each row: the session's Fast/Default questions, each cell's per-round log ratio (the fork scores "
                + "the table's estimator uses), its variance about its own mean within the rounds of each arrangement, pooled over the cells; the p-value "
                + "is the share of the labellings of the rounds (as many " + name + " as there were) whose ratio is as low or lower, so rounds, not "
                + "cells, are the unit. A cell's mean moved when Welch's test of its two arrangements' mean log ratios has p below 5% over the "
                + "cells of the row (a move would mean the arrangement changes what is measured, not only its spread)."
                + (timed ? " Round time: the mean wall time of a round of each arrangement (every JDK's forks). Precision per minute: the "
                + "inverse of variance times round time, " + name + " over shuffled, its interval from " + BOOTSTRAPS + " resamplings of the rounds "
                + "within each arrangement (every cell of a round together)." : "")
                + " The per-JDK rows are descriptive; the criterion, written before the run, is the last row's.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    /** Each Fast/Default question's pair in a run of side {@code side} (questions not in it left out). */
    static List<PairRounds> pairs(Run run, String side) {
        List<PairRounds> out = new ArrayList<>();
        for (Question.InRun q : Question.pairsIn(run)) {
            double[] fs = Estimator.speeds(q.fast(), q.fast().primary().unit());
            double[] ds = Estimator.speeds(q.def(), q.fast().primary().unit());
            int n = Math.min(fs.length, ds.length);
            out.add(new PairRounds(side + " " + q.fastKey().benchmark(), side + " " + q.defaultKey().benchmark(),
                    PairedRatio.logs(Arrays.copyOf(fs, n), Arrays.copyOf(ds, n))));
        }
        return out;
    }

    /**
     * Per round of {@code order}, how it ran {@code pairs}: a duet when every pair ran at once (one entry, joined by
     * {@link RoundsInfo#AT_ONCE}), adjacent when every pair ran in neighbouring forks, else shuffled. A session with duet
     * rounds has no adjacent ones (the engine refuses the two together), so there a sequential round whose few pairs
     * fell side by side by chance is still a shuffled one.
     */
    static Arrangement[] arrangements(List<List<String>> order, List<PairRounds> pairs) {
        Arrangement[] ran = new Arrangement[order.size()];
        for (int r = 0; r < order.size(); r++) {
            List<String> units = order.get(r);
            ran[r] = pairs.stream().allMatch(p -> units.contains(p.fast() + RoundsInfo.AT_ONCE + p.dflt()) || units.contains(p.dflt() + RoundsInfo.AT_ONCE + p.fast()))
                    ? Arrangement.DUET
                    : pairs.stream().allMatch(p -> units.contains(p.fast()) && Math.abs(units.indexOf(p.fast()) - units.indexOf(p.dflt())) == 1)
                    ? Arrangement.ADJACENT : Arrangement.SHUFFLED;
        }
        if (Arrays.asList(ran).contains(Arrangement.DUET)) {
            Arrays.setAll(ran, i -> ran[i] == Arrangement.ADJACENT ? Arrangement.SHUFFLED : ran[i]);
        }
        return ran;
    }

    /** The one arrangement besides shuffled that a session's rounds ran, which the table compares with the shuffled rounds. */
    static Arrangement other(Arrangement[] ran, String file) {
        List<Arrangement> others = Arrays.stream(ran).filter(a -> a != Arrangement.SHUFFLED).distinct().toList();
        if (others.size() != 1) {
            throw new IllegalStateException(file + ": its rounds must be shuffled and one other arrangement by turns, were " + Arrays.toString(ran));
        }
        return others.get(0);
    }

    static final int BOOTSTRAPS = 2000;
    private static final long BOOTSTRAP_SEED = 20261127L;

    /** The mean of {@code x} over the rounds of one arrangement ({@code adj[i] == other}). */
    static double mean(double[] x, boolean[] adj, boolean other) {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < x.length; i++) {
            if (adj[i] == other) {
                sum += x[i];
                n++;
            }
        }
        return sum / n;
    }

    /** How many cells' mean log ratio differs between the two arrangements: Welch's t-test, Bonferroni over the cells at 5%. */
    static int moved(List<double[]> cells, boolean[] adj) {
        TTest welch = new TTest();
        int moved = 0;
        for (double[] x : cells) {
            double[][] g = split(x, adj);
            if (g[0].length >= 2 && g[1].length >= 2 && welch.tTest(g[0], g[1]) < 0.05 / cells.size()) {
                moved++;
            }
        }
        return moved;
    }

    private static double[][] split(double[] x, boolean[] adj) {
        DoubleStream.Builder a = DoubleStream.builder();
        DoubleStream.Builder b = DoubleStream.builder();
        for (int i = 0; i < x.length; i++) {
            (adj[i] ? b : a).add(x[i]);
        }
        return new double[][] {a.build().toArray(), b.build().toArray()};
    }

    /**
     * Precision per minute of the other arrangement over the shuffled one, {@code (var_s · t_s) / (var_o · t_o)}, with
     * the 2.5% and 97.5% points of its bootstrap: rounds drawn with replacement within each arrangement, every cell and
     * the round's time together: {point, low, high}.
     */
    static double[] efficiency(List<double[]> cells, boolean[] adj, double[] seconds, Random random) {
        int n = adj.length;
        double point = efficiencyOf(cells, adj, seconds, IntStream.range(0, n).toArray());
        int[] shuffled = IntStream.range(0, n).filter(i -> !adj[i]).toArray();
        int[] others = IntStream.range(0, n).filter(i -> adj[i]).toArray();
        double[] draws = new double[BOOTSTRAPS];
        for (int d = 0; d < BOOTSTRAPS; d++) {
            int[] pick = new int[n];
            int j = 0;
            for (int[] group : new int[][] {shuffled, others}) {
                for (int k = 0; k < group.length; k++) {
                    pick[j++] = group[random.nextInt(group.length)];
                }
            }
            draws[d] = efficiencyOf(cells, adj, seconds, pick);
        }
        Arrays.sort(draws);
        return new double[] {point, draws[(int) Math.floor(0.025 * (BOOTSTRAPS - 1))], draws[(int) Math.ceil(0.975 * (BOOTSTRAPS - 1))]};
    }

    private static double efficiencyOf(List<double[]> cells, boolean[] adj, double[] seconds, int[] pick) {
        boolean[] a = new boolean[pick.length];
        double[] t = new double[pick.length];
        List<double[]> drawn = new ArrayList<>();
        for (int i = 0; i < pick.length; i++) {
            a[i] = adj[pick[i]];
            t[i] = seconds[pick[i]];
        }
        for (double[] x : cells) {
            double[] y = new double[pick.length];
            for (int i = 0; i < pick.length; i++) {
                y[i] = x[pick[i]];
            }
            drawn.add(y);
        }
        double[] v = variances(drawn, a);
        return v[0] * mean(t, a, false) / (v[1] * mean(t, a, true));
    }

    private static List<Cell> row(String label, List<double[]> cells, boolean[] adj) {
        int n = adj.length;
        double[] v = variances(cells, adj);
        int k = 0;
        for (boolean b : adj) {
            k += b ? 1 : 0;
        }
        return List.of(Cell.text(label), Cell.text(Integer.toString(cells.size())),
                Cell.text((n - k) + " + " + k), Cell.text(Estimate.pct(Math.sqrt(v[0]))), Cell.text(Estimate.pct(Math.sqrt(v[1]))),
                Cell.text(String.format(Locale.ROOT, "%.2f", v[1] / v[0])), Cell.text(String.format(Locale.ROOT, "%.3f", pValue(cells, adj))),
                Cell.text(moved(cells, adj) + " of " + cells.size()));
    }

    /** The pooled variances {shuffled, adjacent}: each cell's squares about its own mean within each group, over the groups' degrees of freedom. */
    static double[] variances(List<double[]> cells, boolean[] adjacent) {
        double[] ss = new double[2];
        int[] df = new int[2];
        for (double[] x : cells) {
            for (int g = 0; g < 2; g++) {
                double sum = 0;
                int m = 0;
                for (int i = 0; i < x.length; i++) {
                    if (adjacent[i] == (g == 1)) {
                        sum += x[i];
                        m++;
                    }
                }
                if (m < 2) {
                    continue;
                }
                double mean = sum / m;
                for (int i = 0; i < x.length; i++) {
                    if (adjacent[i] == (g == 1)) {
                        ss[g] += (x[i] - mean) * (x[i] - mean);
                    }
                }
                df[g] += m - 1;
            }
        }
        return new double[] {ss[0] / df[0], ss[1] / df[1]};
    }

    /** The share of the labellings of the rounds, with as many adjacent, whose variance ratio is at most the observed one. */
    static double pValue(List<double[]> cells, boolean[] adjacent) {
        double[] v = variances(cells, adjacent);
        double observed = v[1] / v[0];
        int n = adjacent.length;
        if (n > 24) {
            throw new IllegalArgumentException("an exact permutation over " + n + " rounds is too many labellings: at most 24 rounds");
        }
        int k = 0;
        for (boolean b : adjacent) {
            k += b ? 1 : 0;
        }
        int atMost = 0;
        int all = 0;
        for (int mask = 0; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) != k) {
                continue;
            }
            boolean[] labels = new boolean[n];
            for (int i = 0; i < n; i++) {
                labels[i] = (mask >> i & 1) == 1;
            }
            double[] w = variances(cells, labels);
            all++;
            atMost += w[1] / w[0] <= observed * (1 + 1e-12) ? 1 : 0;
        }
        return (double) atMost / all;
    }
}
