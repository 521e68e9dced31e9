package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.history.HistoryRecord;
import dev.jfpbench.report.history.Trend;
import dev.jfpbench.report.stats.Quantiles;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

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
 * nights, over every A/A night and, beside it, over the newest night's design (its fork options) alone. Every ordered
 * window of distinct nights, every benchmark in each; the rates' brackets are percentiles over night sets redrawn with
 * replacement. {@code plan}: the plan of the nights run for it, written before they ran.
 */
public record GateTrendTable(String id, String title, List<String> baseFiles, List<String> candidateFiles, int redraws, long seed, String plan)
        implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Map<String, Trend.Night>> nights = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        List<String> forks = new ArrayList<>();
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
            forks.add(GatePowerTable.forkOptions(cand));
            rows.add(List.of(Cell.text("[" + sources.cite(baseFiles.get(i)) + "/" + sources.cite(candidateFiles.get(i)) + "]"),
                    Cell.text(Integer.toString(rounds)), Cell.text(forks.get(i)),
                    Cell.text(excluded + " of " + night.size()),
                    Cell.text(String.format(Locale.ROOT, "%+.1f%% (%s)", Math.expm1(worst) * 100, worstName)),
                    Cell.text(gate.regressions().isEmpty() ? "green" : "red: " + gate.regressions().size()),
                    Cell.text(allocation(dev.jfpbench.report.AllocationGate.of(gate)))));
        }
        double tau = Trend.tau(nights);
        double[] tauRange = spread(redrawTau(nights, redraws, seed));
        List<String> notes = new ArrayList<>();
        notes.add(String.format(Locale.ROOT, "Night-level sd between the two builds (tau, by moments over every benchmark and night; the truth of an A/A "
                + "night is no difference): %.2f%% (%.2f–%.2f%% over redrawn nights); the rule assumes %.2f%% new each night and %.2f%% shared by a "
                + "window's nights (the baseline's build: not measurable on these nights, whose two jars are one build's bytecode).", tau * 100,
                tauRange[0] * 100, tauRange[1] * 100, Trend.OFFSETS.night() * 100, Trend.OFFSETS.shared() * 100));
        notes.add(rateNote("every A/A night above", nights));
        String design = forks.get(forks.size() - 1);
        List<Map<String, Trend.Night>> own = new ArrayList<>();
        for (int i = 0; i < nights.size(); i++) {
            if (forks.get(i).equals(design)) {
                own.add(nights.get(i));
            }
        }
        if (own.size() >= Trend.WINDOW && own.size() < nights.size()) {
            notes.add(rateNote("the newest night's design only (its forks, `" + design + "`)", own));
        }
        notes.add(plan);
        List<String> headers = List.of("A/A night", "Rounds", "Forks", "Benchmarks whose own 95% interval excludes 1", "Largest offset", "The gate that night",
                "The allocation gate that night");
        String label = "Each row: one real A/A night as it is (both sides the same measured code), every benchmark's candidate/baseline ratio; the "
                + "gate's decision is its own rule on that night (simultaneous 95%, regression = wholly below 1 and beyond -5%). With 21 benchmarks at "
                + "95% each, about one interval in a night excludes 1 by chance.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    /** "silent (21 same)", "flagged: 1 more (...)", or that it could not run: the allocation gate's own decision on an A/A night. */
    static String allocation(dev.jfpbench.report.AllocationGate a) {
        if (!a.ran()) {
            return "not run (no -prof gc data)";
        }
        var more = a.with(dev.jfpbench.report.AllocationGate.Verdict.MORE);
        String counts = java.util.Arrays.stream(dev.jfpbench.report.AllocationGate.Verdict.values()).filter(v -> !a.with(v).isEmpty())
                .map(v -> a.with(v).size() + " " + v.words()).collect(java.util.stream.Collectors.joining(", "));
        return more.isEmpty() ? "silent (" + counts + ")" : "flagged: " + more.stream().map(r -> r.key().display()).collect(java.util.stream.Collectors.joining(", "))
                + " (" + counts + ")";
    }

    /** The rates on one set of nights, with their brackets over redrawn night sets, as one note. */
    private String rateNote(String which, List<Map<String, Trend.Night>> nights) {
        Rates[] rates = new Rates[redraws + 1];
        for (int p = 0; p <= redraws; p++) {
            SplittableRandom r = new SplittableRandom(seed + 7919L * p);
            rates[p] = rates(p == 0 ? nights : redraw(nights, r));
        }
        Rates point = rates[0];
        return String.format(Locale.ROOT, "The \"since night N\" rule on %s (%d nights; all %d ordered windows of 3 distinct nights, every benchmark "
                        + "in every window, each with its real, uncentred night values; the second and third night of each judged as the nightly judges them, on the "
                        + "nights up to it): false alarms %.2f per 30 nights (%s); a 5%% step present in "
                        + "every night of the window is found within three nights (by the trend, or by a night's own gate) %.1f%% of the time (%.1f–%.1f%%); "
                        + "the weakest benchmark %.1f%% (%.1f–%.1f%%, %s), %d of %d benchmarks at 80%% or more. Brackets: percentiles over %d night sets "
                        + "redrawn with replacement.", which, nights.size(), point.windows, point.alarms * 30, upperBound(point.alarms, nights.size()),
                point.found * 100, pct(rates, Rates::found, 2.5) * 100, pct(rates, Rates::found, 97.5) * 100,
                point.weakest * 100, pct(rates, Rates::weakest, 2.5) * 100, pct(rates, Rates::weakest, 97.5) * 100, point.weakestName, point.at80,
                point.benchmarks, redraws);
    }

    /**
     * The honest upper bound of a false-alarm rate seen on {@code nights} nights: the windows overlap, so the independent
     * decisions are the nights a sequence of them judges ({@code nights - 1}, the first has none before it); their count of
     * alarms is the rate times that, and its one-sided 95% Clopper-Pearson bound (with none seen, about 3 over the
     * decisions: the rule of three), per 30 nights.
     */
    static String upperBound(double rate, int nights) {
        int trials = Math.max(1, nights - 1);
        int k = (int) Math.round(rate * trials);
        double bound = k >= trials ? 1 : new org.apache.commons.math3.distribution.BetaDistribution(null, k + 1, trials - k).inverseCumulativeProbability(0.95);
        return String.format(Locale.ROOT, "at most %.2f per 30 nights at 95%%, one-sided Clopper-Pearson on the %d night decisions a sequence of these "
                + "nights makes, %d with an alarm", bound * 30, trials, k);
    }

    /**
     * False alarms per night's decision (the second and third night of every window, each judged on the nights up to
     * it), detection of the step over all benchmarks, the weakest benchmark's detection and name, how many reach 80%.
     */
    record Rates(int windows, double alarms, double found, double weakest, String weakestName, int at80, int benchmarks) {
    }

    /**
     * Every ordered window of {@link Trend#WINDOW} distinct nights (order matters: a window's first night and first two
     * are judged before all three), every benchmark in every window, so a benchmark's rate has no window-sampling error.
     */
    static Rates rates(List<Map<String, Trend.Night>> set) {
        List<String> names = new ArrayList<>(set.get(0).keySet());
        set.forEach(n -> names.retainAll(n.keySet()));
        int m = names.size();
        double step = -Math.log(1.05);
        List<int[]> windows = ordered(set.size(), Math.min(Trend.WINDOW, set.size()));
        long alarms = 0;
        long decisions = 0;
        long[] found = new long[m];
        for (int[] pick : windows) {
            // the rule judges each night after the window's first as the nightly does, on the nights up to it: each is a
            // night's decision, and a false alarm at any of them is one
            boolean[] any = new boolean[pick.length];
            for (int j = 0; j < m; j++) {
                String b = names.get(j);
                List<Trend.Night> win = new ArrayList<>();
                List<Trend.Night> shifted = new ArrayList<>();
                boolean seen = false;
                for (int k = 0; k < pick.length; k++) {
                    Trend.Night n = set.get(pick[k]).get(b);
                    win.add(n);
                    Trend.Night s = new Trend.Night(n.time(), n.log() + step, n.se(), n.df());
                    shifted.add(s);
                    seen |= tonight(s, m) || Trend.decide(b, shifted, Trend.OFFSETS, m) != null;
                    any[k] |= k > 0 && Trend.decide(b, win, Trend.OFFSETS, m) != null;
                }
                found[j] += seen ? 1 : 0;
            }
            for (int k = 1; k < pick.length; k++) {
                decisions++;
                alarms += any[k] ? 1 : 0;
            }
        }
        int weakest = 0;
        int at80 = 0;
        long all = 0;
        for (int j = 0; j < m; j++) {
            all += found[j];
            weakest = found[j] < found[weakest] ? j : weakest;
            at80 += found[j] >= 0.8 * windows.size() ? 1 : 0;
        }
        double w = windows.size();
        return new Rates(windows.size(), decisions == 0 ? 0 : alarms / (double) decisions, all / (w * m), found[weakest] / w, names.get(weakest), at80, m);
    }

    private static List<int[]> ordered(int n, int k) {
        List<int[]> out = new ArrayList<>();
        extend(new int[0], n, k, out);
        return out;
    }

    private static void extend(int[] prefix, int n, int k, List<int[]> out) {
        if (prefix.length == k) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < n; i++) {
            final int c = i;
            if (Arrays.stream(prefix).noneMatch(x -> x == c)) {
                int[] next = Arrays.copyOf(prefix, prefix.length + 1);
                next[prefix.length] = i;
                extend(next, n, k, out);
            }
        }
    }

    /**
     * The nightly's own rule ({@link RatioVerdict#regression}) on one night: its interval simultaneous over
     * {@code benchmarks} (Bonferroni at the gate's 95%), the t on the night's own degrees of freedom.
     */
    static boolean tonight(Trend.Night n, int benchmarks) {
        double each = 1 - (1 - Context.CONFIDENCE) / benchmarks;
        double t = Quantiles.t(n.df(), 1 - (1 - each) / 2);
        RatioInterval ci = new RatioInterval(Math.exp(n.log()), Math.exp(n.log() - t * n.se()), Math.exp(n.log() + t * n.se()), 0, each, n.df());
        return RatioVerdict.regression(ci, Context.THRESHOLD);
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

    private static double pct(Rates[] rates, java.util.function.ToDoubleFunction<Rates> f, double q) {
        double[] v = new double[rates.length - 1];
        for (int p = 1; p < rates.length; p++) {
            v[p - 1] = f.applyAsDouble(rates[p]);
        }
        Arrays.sort(v);
        return v.length == 0 ? Double.NaN : v[(int) Math.round(q / 100 * (v.length - 1))];
    }
}
