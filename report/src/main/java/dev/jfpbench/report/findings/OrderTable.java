package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.answer.Question;
import dev.jfpbench.report.answer.Questions;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

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
        boolean[] allAdjacent = null;
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
            if (allAdjacent != null && !java.util.Arrays.equals(allAdjacent, adjacent)) {
                throw new IllegalStateException(col.file() + ": its rounds' orders differ from the other sides' (not one session)");
            }
            allAdjacent = adjacent;
            all.addAll(cells);
            rows.add(row(col.label() + cite, cells, adjacent));
        }
        rows.add(row("Every JDK (the criterion)", all, allAdjacent));
        String name = other.name().toLowerCase(Locale.ROOT);
        List<String> headers = List.of("Measured on", "Cells (questions × JDKs)", "Rounds (shuffled + " + name + ")", "sd of the per-round log ratio: shuffled",
                name, "Variance ratio, " + name + "/shuffled", "One-sided p (exact)");
        String label = "Each row: the Fast/Default questions and controls of the answer table, each cell's per-round log ratio (the fork scores "
                + "the table's estimator uses), its variance about its own mean within the rounds of each arrangement, pooled over the cells; the p-value "
                + "is the share of the labellings of the rounds (as many " + name + " as there were) whose ratio is as low or lower, so rounds, not "
                + "cells, are the unit. The per-JDK rows are descriptive; the criterion, written before the run, is the last row's.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    /** Each Fast/Default question's pair in a run of side {@code side} (questions not in it left out). */
    static List<PairRounds> pairs(Run run, String side) {
        List<PairRounds> out = new ArrayList<>();
        for (Question q : Questions.ALL) {
            if (!(q instanceof Question.Pair p)) {
                continue;
            }
            Optional<BenchmarkKey> fast = Question.find(run, p.fastMethod(), p.params());
            Optional<BenchmarkKey> def = Question.find(run, p.defaultMethod(), p.params());
            if (fast.isEmpty() || def.isEmpty()) {
                continue;
            }
            BenchmarkResult f = run.get(fast.get()).orElseThrow();
            double[] fs = Estimator.speeds(f, f.primary().unit());
            double[] ds = Estimator.speeds(run.get(def.get()).orElseThrow(), f.primary().unit());
            int n = Math.min(fs.length, ds.length);
            out.add(new PairRounds(side + " " + fast.get().benchmark(), side + " " + def.get().benchmark(),
                    PairedRatio.logs(java.util.Arrays.copyOf(fs, n), java.util.Arrays.copyOf(ds, n))));
        }
        return out;
    }

    /**
     * Per round of {@code order}, how it ran {@code pairs}: a duet when every pair ran at once (one entry, joined by
     * {@link RoundsInfo#AT_ONCE}), adjacent when every pair ran in neighbouring forks, else shuffled.
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
        return ran;
    }

    /** The one arrangement besides shuffled that a session's rounds ran, which the table compares with the shuffled rounds. */
    static Arrangement other(Arrangement[] ran, String file) {
        List<Arrangement> others = java.util.Arrays.stream(ran).filter(a -> a != Arrangement.SHUFFLED).distinct().toList();
        if (others.size() != 1) {
            throw new IllegalStateException(file + ": its rounds must be shuffled and one other arrangement by turns, were " + java.util.Arrays.toString(ran));
        }
        return others.get(0);
    }

    private static List<Cell> row(String label, List<double[]> cells, boolean[] adj) {
        int n = adj.length;
        double[] v = variances(cells, adj);
        int k = 0;
        for (boolean b : adj) {
            k += b ? 1 : 0;
        }
        return List.of(Cell.text(label), Cell.text(Integer.toString(cells.size())),
                Cell.text((n - k) + " + " + k), Cell.text(pct(Math.sqrt(v[0]))), Cell.text(pct(Math.sqrt(v[1]))),
                Cell.text(String.format(Locale.ROOT, "%.2f", v[1] / v[0])), Cell.text(String.format(Locale.ROOT, "%.3f", pValue(cells, adj))));
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

    private static String pct(double sd) {
        return String.format(Locale.ROOT, "%.1f%%", sd * 100);
    }
}
