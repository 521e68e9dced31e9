package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.history.HistoryRecord;
import dev.jfpbench.report.history.Trend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The gate on real A/A nights, as they are (not centred): each night's own offsets and the gate's decision on it, the
 * night-level sd {@code tau} they show, and the "since night N" rule ({@link Trend}) on windows of those nights: its
 * false alarms per 30 nights, and how often it (with the nights' own "tonight" gate) finds a 5% step within three
 * nights. Windows draw distinct nights; the rates' brackets are percentiles over night sets redrawn with replacement.
 */
public record GateTrendTable(String id, String title, List<String> baseFiles, List<String> candidateFiles, int windows, int redraws, long seed)
        implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Map<String, Trend.Night>> nights = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        Estimator per = new Estimator(Context.CONFIDENCE, Context.THRESHOLD, 0);
        for (int i = 0; i < baseFiles.size(); i++) {
            Run base = c.run(baseFiles.get(i));
            Run cand = c.run(candidateFiles.get(i));
            Map<String, Trend.Night> night = new LinkedHashMap<>();
            int excluded = 0;
            double worst = 0;
            String worstName = "";
            for (var b : base.results()) {
                BenchmarkKey k = b.key();
                if (cand.get(k).isEmpty()) {
                    continue;
                }
                Estimate e = c.across(baseFiles.get(i), candidateFiles.get(i), k, k.display());
                HistoryRecord.Ratio r = new HistoryRecord.Ratio(k.display(), "SIDES", e.ci().ratio(), e.ci().low(), e.ci().high(), e.ci().confidence(),
                        "paired", e.ci().n(), e.verdict().name());
                Trend.Night n = Trend.night(base.meta().map(m -> m.start()).orElse("?"), r);
                if (n == null) {
                    continue;
                }
                night.put(k.display(), n);
                excluded += e.verdict().changed() ? 1 : 0;
                if (Math.abs(n.log()) > Math.abs(worst)) {
                    worst = n.log();
                    worstName = k.display();
                }
            }
            nights.add(night);
            Comparison gate = Comparison.of(base, cand, per, 0.95);
            int rounds = cand.rounds().map(x -> x.rounds()).orElse(0);
            rows.add(List.of(Cell.text("[" + sources.cite(baseFiles.get(i)) + "/" + sources.cite(candidateFiles.get(i)) + "]"),
                    Cell.text(Integer.toString(rounds)), Cell.text(GatePowerTable.forkOptions(cand)),
                    Cell.text(excluded + " of " + night.size()),
                    Cell.text(String.format(Locale.ROOT, "%+.1f%% (%s)", Math.expm1(worst) * 100, worstName)),
                    Cell.text(gate.regressions().isEmpty() ? "green" : "red: " + gate.regressions().size())));
        }
        double tau = Trend.tau(nights);
        double[] tauRange = spread(redrawTau(nights, redraws, seed));
        double[][] rates = new double[redraws + 1][];
        for (int p = 0; p <= redraws; p++) {
            SplittableRandom r = new SplittableRandom(seed + 7919L * p);
            List<Map<String, Trend.Night>> set = p == 0 ? nights : redraw(nights, r);
            rates[p] = rates(set, r);
        }
        List<String> notes = new ArrayList<>();
        notes.add(String.format(Locale.ROOT, "Night-level sd between the two builds (tau, by moments over every benchmark and night; the truth of an A/A "
                + "night is no difference): %.2f%% (%.2f–%.2f%% over redrawn nights); the rule combines nights with %.2f%%.", tau * 100, tauRange[0] * 100,
                tauRange[1] * 100, Trend.TAU * 100));
        notes.add(String.format(Locale.ROOT, "The \"since night N\" rule on %d windows of 3 distinct A/A nights (each benchmark's real, uncentred "
                        + "night values): false alarms %.2f per 30 nights (%.2f–%.2f); a 5%% step present in every night of the window is found within "
                        + "three nights (by the trend, or by a night's own gate) %.1f%% of the time (%.1f–%.1f%%), the weakest benchmark %.1f%% (%.1f–%.1f%%). "
                        + "Brackets: percentiles over %d night sets redrawn with replacement.", windows,
                rates[0][0] * 30, pct(rates, 0, 2.5) * 30, pct(rates, 0, 97.5) * 30, rates[0][1] * 100, pct(rates, 1, 2.5) * 100, pct(rates, 1, 97.5) * 100,
                rates[0][2] * 100, pct(rates, 2, 2.5) * 100, pct(rates, 2, 97.5) * 100, redraws));
        List<String> headers = List.of("A/A night", "Rounds", "Forks", "Benchmarks whose own 95% interval excludes 1", "Largest offset", "The gate that night");
        String label = "Each row: one real A/A night as it is (both sides the same measured code), every benchmark's candidate/baseline ratio; the "
                + "gate's decision is its own rule on that night (simultaneous 95%, regression = wholly below 1 and beyond -5%). With 21 benchmarks at "
                + "95% each, about one interval in a night excludes 1 by chance.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    /** {false alarms per night, detection within three nights, the weakest benchmark's detection}. */
    private double[] rates(List<Map<String, Trend.Night>> set, SplittableRandom r) {
        List<String> names = new ArrayList<>(set.get(0).keySet());
        set.forEach(n -> names.retainAll(n.keySet()));
        int m = names.size();
        long alarms = 0;
        double step = -Math.log(1.05);
        long found = 0;
        long tries = 0;
        Map<String, long[]> each = new LinkedHashMap<>();
        for (int w = 0; w < windows; w++) {
            int[] pick = distinct(set.size(), Math.min(Trend.WINDOW, set.size()), r);
            boolean any = false;
            for (String b : names) {
                List<Trend.Night> win = new ArrayList<>();
                for (int i : pick) {
                    win.add(set.get(i).get(b));
                }
                any |= Trend.decide(b, win, Trend.TAU, m) != null;
            }
            alarms += any ? 1 : 0;
            String b = names.get(r.nextInt(m));
            List<Trend.Night> shifted = new ArrayList<>();
            boolean seen = false;
            for (int i : pick) {
                Trend.Night n = set.get(i).get(b);
                Trend.Night s = new Trend.Night(n.time(), n.log() + step, n.se());
                shifted.add(s);
                seen |= tonight(s, m) || Trend.decide(b, shifted, Trend.TAU, m) != null;
            }
            found += seen ? 1 : 0;
            tries++;
            long[] e = each.computeIfAbsent(b, k -> new long[2]);
            e[0] += seen ? 1 : 0;
            e[1]++;
        }
        double weakest = each.values().stream().mapToDouble(e -> e[0] / (double) e[1]).min().orElse(Double.NaN);
        return new double[] {alarms / (double) windows, found / (double) tries, weakest};
    }

    /** The nightly's own rule on one night: its simultaneous interval wholly below 1 and the ratio beyond -5%. */
    private static boolean tonight(Trend.Night n, int benchmarks) {
        double z = dev.jfpbench.report.stats.Quantiles.normal(1 - 0.05 / 2 / benchmarks);
        return n.log() + z * n.se() < 0 && n.log() < -Math.log1p(Context.THRESHOLD);
    }

    private static int[] distinct(int n, int k, SplittableRandom r) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            all.add(i);
        }
        int[] out = new int[k];
        for (int i = 0; i < k; i++) {
            out[i] = all.remove(r.nextInt(all.size()));
        }
        return out;
    }

    private static List<Map<String, Trend.Night>> redraw(List<Map<String, Trend.Night>> nights, SplittableRandom r) {
        List<Map<String, Trend.Night>> out = new ArrayList<>();
        for (int i = 0; i < nights.size(); i++) {
            out.add(nights.get(r.nextInt(nights.size())));
        }
        return out;
    }

    private static double[] redrawTau(List<Map<String, Trend.Night>> nights, int redraws, long seed) {
        double[] out = new double[redraws];
        SplittableRandom r = new SplittableRandom(seed);
        for (int p = 0; p < redraws; p++) {
            out[p] = Trend.tau(redraw(nights, r));
        }
        return out;
    }

    private static double[] spread(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return new double[] {s[(int) Math.floor(0.025 * (s.length - 1))], s[(int) Math.ceil(0.975 * (s.length - 1))]};
    }

    private static double pct(double[][] rates, int j, double q) {
        double[] v = new double[rates.length - 1];
        for (int p = 1; p < rates.length; p++) {
            v[p - 1] = rates[p][j];
        }
        Arrays.sort(v);
        return v.length == 0 ? Double.NaN : v[(int) Math.round(q / 100 * (v.length - 1))];
    }
}
