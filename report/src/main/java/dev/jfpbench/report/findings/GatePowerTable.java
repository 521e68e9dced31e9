package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.power.GateResampler;
import dev.jfpbench.report.power.PowerTables;
import dev.jfpbench.report.power.VarianceDesign;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.Quantiles;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The nightly gate's power, measured by resampling the rounds of a committed paired session (an A/A one: the same
 * code on both sides) with slowdowns of 2, 5, 10 and 20% injected into each benchmark in turn ({@link GateResampler}):
 * a row per effect, the benchmarks that cannot see 10% with 80% power named, and the design and budget that would
 * let them ({@link VarianceDesign}). Only the two sides of one paired session: anything else is refused.
 */
public record GatePowerTable(String id, String title, List<String> baseFiles, List<String> candidateFiles, int resamples, long seed, String sameMeasuredCode,
                             double budgetSeconds, int leastRounds, boolean before) implements Finding {

    static final List<Double> EFFECTS = List.of(0.0, 0.02, 0.05, 0.10, 0.20);

    /** The finding of an A/A nightly's two files (paths from the repository root): 200 resamples per row, seed 1. */
    public static GatePowerTable of(String baseFile, String candidateFile) {
        return of(baseFile, candidateFile, null);
    }

    /**
     * The same for two commits whose sidecars differ but whose measured code does not ({@code sameMeasuredCode} says
     * how that was checked): counted as an A/A session, and the note says why.
     */
    public static GatePowerTable of(String baseFile, String candidateFile, String sameMeasuredCode) {
        return pooled(List.of(baseFile), List.of(candidateFile), sameMeasuredCode);
    }

    /** The rounds of several A/A nightlies pooled (baselines and candidates in the same order, oldest first), read by the nightly's rule now. */
    public static GatePowerTable pooled(List<String> baseFiles, List<String> candidateFiles, String sameMeasuredCode) {
        return new GatePowerTable("gate-power", "The nightly gate's power, measured: detection and false alarms by resampling "
                + (baseFiles.size() == 1 ? "a real A/A night" : "real A/A nights") + " of its design",
                baseFiles, candidateFiles, 200, 1, sameMeasuredCode, GateResampler.Rule.FIRST_BUDGET_SECONDS, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS, false);
    }

    /**
     * A/A nightlies of the gate's rule run in a design of their own (their own fork options, recorded in their
     * sidecars, their own budget and least rounds): resampled as the nightly would run that design, under {@code id}.
     */
    public static GatePowerTable trial(String id, String title, List<String> baseFiles, List<String> candidateFiles, String sameMeasuredCode, double budgetMinutes,
                                       int leastRounds) {
        return new GatePowerTable(id, title, baseFiles, candidateFiles, 200, 1, sameMeasuredCode, budgetMinutes * 60, leastRounds, false);
    }

    /** A/A nightlies of the design before the gate's allocation, read by that design's rule (every benchmark every round, a ±2% target). */
    public static GatePowerTable before(String id, String title, List<String> baseFiles, List<String> candidateFiles, String sameMeasuredCode, double budgetMinutes) {
        return new GatePowerTable(id, title, baseFiles, candidateFiles, 200, 1, sameMeasuredCode, budgetMinutes * 60, 0, true);
    }

    /**
     * One A/A session run in another design than the nightly's (its own JMH options and budget, e.g. the one the
     * design note proposes), resampled as the nightly would run it with that budget: whether the design does what the
     * note predicted.
     */
    public static GatePowerTable design(String id, String title, String baseFile, String candidateFile, double budgetMinutes) {
        return new GatePowerTable(id, title, List.of(baseFile), List.of(candidateFile), 200, 1, null, budgetMinutes * 60, 0, true);
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Run> bases = new ArrayList<>();
        List<Run> candidates = new ArrayList<>();
        List<String> cites = new ArrayList<>();
        for (int i = 0; i < baseFiles.size(); i++) {
            cites.add("[" + sources.cite(baseFiles.get(i)) + "] (baseline) and [" + sources.cite(candidateFiles.get(i)) + "] (candidate)");
            Run base = c.run(baseFiles.get(i));
            bases.add(base);
            candidates.add(c.run(candidateFiles.get(i)));
            c.requireOneSession(baseFiles.get(i), candidateFiles.get(i)); // before any resampling
        }
        Run base = bases.get(bases.size() - 1);
        Run candidate = candidates.get(candidates.size() - 1);
        String candidateFile = candidateFiles.get(candidateFiles.size() - 1);
        double seconds = GateResampler.roundSeconds(candidate);
        if (Double.isNaN(seconds)) {
            throw new dev.jfpbench.report.BadInputException("finding " + id + ": " + candidateFile + " does not say how long its rounds took");
        }
        GateResampler.Rule rule = before ? GateResampler.Rule.before(seconds).withBudget(budgetSeconds)
                : GateResampler.Rule.nightlyFor(candidate, seconds).withBudget(budgetSeconds).withLeastRounds(leastRounds);
        GateResampler g = GateResampler.pooled(bases, candidates, rule, true);
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < g.keys().size(); i++) {
            all.add(i);
        }
        GateResampler.Result r = g.run(EFFECTS, all, resamples, seed);
        List<String> notes = new ArrayList<>();
        if (!r.aa() && sameMeasuredCode != null) {
            r = new GateResampler.Result(r.rows(), r.resamples(), r.poolRounds(), r.benchmarks(), true, r.sides(), r.centered(), r.rule(), r.sessions());
            notes.add("A/A in measured code: " + sameMeasuredCode);
        }
        // The pool's own sampling error: the 10% row again on pools redrawn from the nights and their rounds.
        int redraws = REDRAWS;
        double[] pooled10 = new double[redraws];
        double[] weakest10 = new double[redraws];
        java.util.SplittableRandom rr = new java.util.SplittableRandom(seed);
        for (int p = 0; p < redraws; p++) {
            List<List<Run>> d = GateResampler.redraw(bases, candidates, rr);
            GateResampler gp = GateResampler.pooled(d.get(0), d.get(1), rule, true);
            GateResampler.Result x = gp.run(List.of(0.10), all.subList(0, Math.min(all.size(), gp.keys().size())), resamples / 5, seed + 100 + p);
            pooled10[p] = x.pooledDetection(0.10).rate();
            weakest10[p] = x.at(0.10).stream().mapToDouble(y -> y.detection().rate()).min().orElse(Double.NaN);
        }
        java.util.Arrays.sort(pooled10);
        java.util.Arrays.sort(weakest10);
        Table t = PowerTables.effects(r);
        List<List<Cell>> rows = t.rows().stream().map(row -> row.stream().map(Cell::text).toList()).toList();
        List<GateResampler.Row> weak = r.at(0.10).stream().filter(x -> x.detection().rate() < 0.8).toList();
        notes.add(weak.isEmpty() ? "Every benchmark is flagged in at least 80% of the resampled nightlies with a 10% slowdown."
                : "Below 80% at 10%: " + String.join(", ", weak.stream().map(x -> x.benchmark() + " "
                + String.format(Locale.ROOT, "%.0f%%", x.detection().rate() * 100)).toList()) + ".");
        notes.add(String.format(Locale.ROOT, "With the pool's own sampling error: over %d pools redrawn from the nights and their rounds (%d resamples "
                + "per benchmark each), a 10%% slowdown was detected in %.1f%% to %.1f%% of the nights (all benchmarks) and %.1f%% to %.1f%% for the weakest "
                + "benchmark (the 2.5th and 97.5th percentiles of the pools): the Wilson intervals above count only the resampling's own error.", redraws, resamples / 5,
                percentile(pooled10, 0.025) * 100, percentile(pooled10, 0.975) * 100, percentile(weakest10, 0.025) * 100, percentile(weakest10, 0.975) * 100));
        if (bases.size() > 1) {
            notes.add(hours(candidates));
            notes.add(eachNight(bases, candidates, rule, all));
        } else {
            notes.add(String.format(Locale.ROOT, "The night's spread: a round's log ratio moved by %.1f%% (its winsorized sd, the estimator's standard error over sqrt(n)/h, "
                    + "median over benchmarks), the measure each night of a pool is compared by.", spread(base, candidate, rule) * 100));
        }
        if (!weak.isEmpty() && !before) {
            notes.add(wouldNeed(bases, candidates, rule, weak));
        }
        notes.add(g.sessions() == 1
                ? "Read with care: the pool is " + r.poolRounds() + " rounds of one session. A resample repeats rounds, which narrows its intervals, so "
                + "the false-alarm rate at 0% is the resampling's and overstates the gate's (its simultaneous 95% intervals allow at most 5%), and the "
                + "detection rates lean optimistic. Pooling the rounds of several A/A nightlies is what would make these rates the gate's own."
                : "The pool is " + r.poolRounds() + " rounds of " + g.sessions() + " A/A nightlies on this machine (each centred on no difference on its own). "
                + "A resample still repeats rounds, so the false-alarm rate at 0% leans above the gate's own and detection leans optimistic, less than "
                + "with one session's rounds; nights unlike these (a quieter or busier machine) would give other rates.");
        notes.add("Forks: " + forkOptions(candidate) + " (the newest candidate's recorded JMH command).");
        notes.addAll(PowerTables.designNotes(VarianceDesign.unlessTurns(base, candidate, g.keys(), VarianceDesign.iterationSeconds(candidate), rule),
                rule.budgetSeconds()));
        StringBuilder reproduce = new StringBuilder("ReportTool power");
        for (int i = 0; i < baseFiles.size(); i++) {
            reproduce.append(" --baseline ").append(baseFiles.get(i)).append(" --candidate ").append(candidateFiles.get(i));
        }
        String label = PowerTables.source(r, bases, candidates) + " Sources " + String.join(", ", cites) + "; seed " + seed
                + "; rates with Wilson's 95% intervals. Reproduce: `" + reproduce + (budgetSeconds == GateResampler.Rule.NIGHTLY_BUDGET_SECONDS ? "" : String.format(Locale.ROOT, " --budget-minutes %.0f", budgetSeconds / 60))
                + (before ? " --before" : "") + (before || leastRounds == GateResampler.Rule.NIGHTLY_LEAST_ROUNDS ? "" : " --least-rounds " + leastRounds)
                + " --resamples " + resamples + " --seed " + seed + "`.";
        return new FindingTable(id, title, t.headers(), rows, sources.list(), label, notes);
    }

    /** Pools redrawn (nights, then rounds within each) for the pooled rates' own sampling error. */
    static final int REDRAWS = 40;

    /** The {@code q} percentile of {@code v}, interpolated between neighbours (commons-math3, R-7). */
    static double percentile(double[] v, double q) {
        return new org.apache.commons.math3.stat.descriptive.rank.Percentile()
                .withEstimationType(org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType.R_7).evaluate(v, q * 100);
    }

    /** The file that holds {@link #headline}, generated by the findings' --write and checked by --check; scripts/nightly.sh --help prints it. */
    public static final String HEADLINE_FILE = "scripts/nightly-power.txt";

    /**
     * What the nightly's design sees, in one line, read off the rendered gate-power table (its 10% row and its 0% row):
     * the pooled detection of a 10% slowdown, how many benchmarks reach 80%, the false alarm, and how many nights.
     */
    public static String headline(FindingTable t) {
        String runs = cell(t, "0% (none)", "A/A runs");
        String nights = runs.equals("1") ? "1 real A/A night" : runs + " real A/A nights";
        String jdks = t.sources().stream().map(Source::jdk).distinct().collect(java.util.stream.Collectors.joining(", "));
        return "Measured on a 2-core shared machine, JDK " + jdks + " only, by resampling " + nights + " of this design (finding " + t.id() + ", docs/findings.md): "
                + "a 10% slowdown flagged in " + cell(t, "10%", "Detected (all benchmarks, 95% Wilson)") + " of resampled nights, "
                + cell(t, "10%", "Benchmarks at 80%+") + " benchmarks at 80% or more, a false alarm in "
                + cell(t, "0% (none)", "False alarm (any other benchmark flagged)") + (runs.equals("1")
                ? ". One night: a resample repeats its rounds, so the false-alarm rate is the resampling's and overstates the gate's (the block "
                + "says why; the night itself raised none), and more nights would tell."
                : ". The rates lean optimistic and a busier hour sees less: the same block gives the range over redrawn pools, and "
                + "the nights of the earlier designs beside it.");
    }

    /** The cell of the row for {@code effect} under the column headed {@code header} (PowerTables.effects names both). */
    private static String cell(FindingTable t, String effect, String header) {
        int c = t.headers().indexOf(header);
        List<Cell> row = t.rows().stream().filter(r -> r.get(0).text().equals(effect)).findFirst().orElse(null);
        if (c < 0 || row == null) {
            throw new IllegalStateException(t.id() + " has no cell '" + header + "' for " + effect);
        }
        return row.get(c).text();
    }

    /**
     * Each night of a pool resampled on its own, at 10% and with none: how far one night's rate lies from the pooled
     * one, and what set the nights apart (how much a round's log ratio moved: its standard error times the root of its rounds).
     */
    private String eachNight(List<Run> bases, List<Run> candidates, GateResampler.Rule rule, List<Integer> all) {
        List<String> each = new ArrayList<>();
        for (int i = 0; i < bases.size(); i++) {
            Run b = bases.get(i);
            Run cand = candidates.get(i);
            GateResampler gi = GateResampler.pooled(List.of(b), List.of(cand), rule, true);
            List<Integer> targets = all.subList(0, Math.min(all.size(), gi.keys().size()));
            GateResampler.Result ri = gi.run(List.of(0.0, 0.10), targets, resamples, seed);
            String name = b.file().getFileName().toString();
            each.add(String.format(Locale.ROOT, "%s (a round's log ratio moved by %.1f%%, its winsorized sd, median over "
                    + "benchmarks): 10%% detected in %s, %d of %d benchmarks at 80%%%s, false alarm %s",
                    name.substring(0, Math.min(16, name.length())), spread(b, cand, rule) * 100, ri.pooledDetection(0.10).text(),
                    ri.at(0.10).stream().filter(x -> x.detection().rate() >= 0.8).count(), ri.at(0.10).size(), below(ri), ri.pooledFalseAlarm(0.0).text()));
        }
        return "Each night on its own, resampled the same way (" + resamples + " per benchmark): " + String.join("; ", each) + ". A night's rate "
                + "follows how much the machine's other tenants moved its rounds.";
    }

    /**
     * The hours the pool spans: each night's start (UTC), so that a reader sees which hours of this machine the rates
     * pool (a night's rate follows its hour's other tenants); the simulation harness (finding sim-gate) draws whole nights
     * of these pools, hour by hour, where this block draws rounds from them all together.
     */
    static String hours(List<Run> candidates) {
        List<String> at = candidates.stream().map(r -> r.meta().map(m -> m.start()).orElse("?"))
                .map(s -> s.length() >= 16 ? s.substring(0, 10) + " " + s.substring(11, 16) : s).toList();
        return "The nights pooled, by when each started (UTC): " + String.join(", ", at) + ". Their rounds are drawn from all of them together, so a "
                + "resampled night mixes their hours; what one night at one hour sees is each night's own line below, and the simulation harness's "
                + "nights drawn whole (finding sim-gate).";
    }

    /**
     * What the benchmarks below 80% at 10% would need: at the nights' own spread per round ({@link #spreads}, pooled over
     * the nights by their rounds), the rounds at which the gate's simultaneous interval sees 10% with 80% power, with
     * the rounds at the ends of the spread's 95% chi-squared interval, against the rounds the budget holds at a full
     * round's pace.
     */
    private static String wouldNeed(List<Run> bases, List<Run> candidates, GateResampler.Rule rule, List<GateResampler.Row> weak) {
        Map<String, double[]> sums = new LinkedHashMap<>();
        double confidence = Double.NaN;
        for (int i = 0; i < bases.size(); i++) {
            for (var e : spreads(bases.get(i), candidates.get(i), rule).entrySet()) {
                NightSpread x = e.getValue();
                double[] a = sums.computeIfAbsent(e.getKey(), k -> new double[2]);
                a[0] += x.sd() * x.sd() * (x.n() - 1);
                a[1] += x.n() - 1;
                confidence = x.confidence();
            }
        }
        List<String> named = new ArrayList<>();
        for (GateResampler.Row w : weak) {
            double[] a = sums.get(w.benchmark());
            if (a == null || a[1] <= 0) {
                continue;
            }
            double sd = Math.sqrt(a[0] / a[1]);
            double df = a[1];
            named.add(w.benchmark() + " " + rounds(sd, confidence, rule) + " (" + rounds(sd * Math.sqrt(df / Quantiles.chiSquared(df, 0.975)), confidence, rule)
                    + "–" + rounds(sd * Math.sqrt(df / Quantiles.chiSquared(df, 0.025)), confidence, rule) + ")");
        }
        int held = (int) Math.floor(rule.budgetSeconds() / rule.roundSeconds());
        return String.format(Locale.ROOT, "What would: at these nights' spread per round (pooled over the nights), seeing 10%% with 80%% power at the "
                + "gate's simultaneous confidence (the noncentral t) needs about these rounds, with the ends of the spread's 95%% interval: %s; the "
                + "budget holds about %d full rounds (a round shrinks as benchmarks stop, so somewhat more in practice). A projection, not a promise.",
                String.join(", ", named), held);
    }

    private static String rounds(double sd, double confidence, GateResampler.Rule rule) {
        int n = GatePower.roundsToSee(sd, 0.10, confidence, rule.threshold(), 0.8);
        return n == Integer.MAX_VALUE ? "beyond 10,000" : String.valueOf(n);
    }

    /**
     * A benchmark's spread in one night: a round's log ratio's sd as the estimator reads it (its standard error over
     * {@link dev.jfpbench.report.stats.PairedRatio#standardErrorFactor}: the winsorized sd), its rounds, its confidence.
     */
    record NightSpread(double sd, int n, double confidence) {
    }

    /** Each benchmark's spread in one night, by its display name (those with an interval). */
    static Map<String, NightSpread> spreads(Run base, Run candidate, GateResampler.Rule rule) {
        Map<String, NightSpread> out = new LinkedHashMap<>();
        for (var x : dev.jfpbench.report.Comparison.of(base, candidate, new dev.jfpbench.report.analysis.Estimator(0.95, rule.threshold(), 0), 0.95).rows()) {
            var ci = x.estimate().ci();
            double sd = ci.logStandardError() / dev.jfpbench.report.stats.PairedRatio.standardErrorFactor(ci.n());
            if (Double.isFinite(sd)) {
                out.put(x.key().display(), new NightSpread(sd, ci.n(), ci.confidence()));
            }
        }
        return out;
    }

    /** How much a night's round moved: the median over benchmarks of {@link #spreads}. */
    static double spread(Run base, Run candidate, GateResampler.Rule rule) {
        return median(spreads(base, candidate, rule));
    }

    /** The median over benchmarks of a night's {@link #spreads}. */
    static double median(Map<String, NightSpread> spreads) {
        double[] s = spreads.values().stream().mapToDouble(NightSpread::sd).sorted().toArray();
        return s[s.length / 2];
    }

    /** The benchmarks below 80% at 10%, named when they are few (" (below: A 31%, B 11%)"), else nothing. */
    private static String below(GateResampler.Result r) {
        List<GateResampler.Row> weak = r.at(0.10).stream().filter(x -> x.detection().rate() < 0.8).toList();
        if (weak.isEmpty() || weak.size() > 3) {
            return "";
        }
        return " (below: " + String.join(", ", weak.stream().map(x -> x.benchmark() + String.format(Locale.ROOT, " %.0f%%", x.detection().rate() * 100)).toList()) + ")";
    }

    /** The fork options of a run's recorded JMH command ("not recorded" without one): what the history keys nights by. */
    static String forkOptions(Run run) {
        String f = dev.jfpbench.report.history.HistoryRecord.forkOptions(run);
        return f == null ? "not recorded" : f;
    }
}
