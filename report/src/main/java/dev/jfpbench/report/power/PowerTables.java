package dev.jfpbench.report.power;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The tables of the gate's measured power and of the variance design, as the power command and the gate-power finding show them. */
public final class PowerTables {
    private PowerTables() {
    }

    /**
     * Per effect: pooled detection, the weakest benchmark's, how many reach 80%, false alarms, resamples, A/A runs. A
     * slowdown no larger than the rule's threshold has no count at 80%: the rule needs the ratio itself beyond the
     * threshold, which a slowdown of exactly the threshold passes about half the time, so none can reach 80% by
     * construction.
     */
    public static Table effects(GateResampler.Result r) {
        Table t = new Table(List.of("Slowdown injected", "Detected (all benchmarks, 95% Wilson)", "Weakest benchmark", "Benchmarks at 80%+",
                "False alarm (any other benchmark flagged)", "Resamples", "Mean rounds", "A/A runs"), "lllllrrr");
        for (double e : r.rows().stream().map(GateResampler.Row::effect).distinct().sorted().toList()) {
            List<GateResampler.Row> rows = r.at(e);
            boolean zero = e == 0;
            String weakest = zero ? "—" : rows.stream().min(java.util.Comparator.comparingDouble(x -> x.detection().rate()))
                    .map(x -> pct(x.detection().rate()) + " " + x.benchmark()).orElse("—");
            long at80 = rows.stream().filter(x -> !zero && x.detection().rate() >= 0.8).count();
            boolean withinThreshold = e <= r.rule().threshold() + 1e-9;
            double meanRounds = rows.stream().mapToDouble(GateResampler.Row::meanRounds).average().orElse(Double.NaN);
            t.add(List.of(zero ? "0% (none)" : pct(e), zero ? "—" : r.pooledDetection(e).text(), weakest,
                    zero ? "—" : withinThreshold ? "— (at most about half: the ratio must pass -" + pct(r.rule().threshold()) + " itself)" : at80 + " of " + rows.size(),
                    r.pooledFalseAlarm(e).text(), String.valueOf(r.resamples()) + (zero ? "" : " per benchmark"),
                    String.format(Locale.ROOT, "%.1f", meanRounds), String.valueOf(r.aa() ? r.sessions() : 0)));
        }
        return t;
    }

    /** Per benchmark: its detection rate at each effect. */
    public static Table perBenchmark(GateResampler.Result r) {
        List<Double> effects = r.rows().stream().map(GateResampler.Row::effect).filter(e -> e > 0).distinct().sorted().toList();
        List<String> headers = new ArrayList<>(List.of("Benchmark"));
        effects.forEach(e -> headers.add("detected at " + pct(e)));
        Table t = new Table(headers, "l" + "r".repeat(effects.size()));
        List<String> names = r.rows().stream().map(GateResampler.Row::benchmark).filter(java.util.Objects::nonNull).distinct().toList();
        for (String b : names) {
            List<String> row = new ArrayList<>(List.of(b));
            for (double e : effects) {
                row.add(r.at(e).stream().filter(x -> b.equals(x.benchmark())).findFirst().map(x -> x.detection().text()).orElse("—"));
            }
            t.add(row);
        }
        return t;
    }

    /** Why a session in turns gets no design from {@link VarianceDesign}, whose model is of forks' scores. */
    public static final String TURNS_NOT_PREDICTED = "Design: not predicted for a session in turns. The fork and iteration model behind a "
            + "design (Kalibera and Jones) reads each round off its forks' scores, and a round in turns is read off its paired turns; how "
            + "many turns a fork takes was chosen by measurement instead (finding turns-per-fork, docs/findings.md).";

    /** The variance components per benchmark and what the design now and the best design predict. */
    public static Table design(VarianceDesign v) {
        VarianceDesign.Design now = v.now();
        VarianceDesign.Design best = v.best();
        Table t = new Table(List.of("Benchmark", "sd iterations", "sd forks", "sd rounds (shared by both sides)", "sd per-round log ratio",
                "KJ iterations/fork", "now: ±", "now: 80% sees", "design: ±", "design: 80% sees", "rounds to see 10%"), "lrrrrrrrrrr");
        for (VarianceDesign.Components c : v.components()) {
            VarianceDesign.Prediction p = v.predict(c, now);
            VarianceDesign.Prediction q = v.predict(c, best);
            t.add(List.of(c.benchmark(), VarianceDesign.sd(c.iterations()), c.forkResolved() ? VarianceDesign.sd(c.forks()) : "not resolved",
                    VarianceDesign.sd(c.roundsShared()), VarianceDesign.sd(c.ratioNow()),
                    String.valueOf(c.optimalIterations(v.costs().fork(), v.costs().iteration())),
                    pct(p.halfWidth()), pct(p.slowdown80()), pct(q.halfWidth()), pct(q.slowdown80()),
                    q.roundsFor10() < 0 ? "> 400" : String.valueOf(q.roundsFor10())));
        }
        return t;
    }

    /** The lines that say what the design table assumed and recommends; for a session in turns (no design) that none is predicted. */
    public static List<String> designNotes(java.util.Optional<VarianceDesign> design, double budgetSeconds) {
        if (design.isEmpty()) {
            return List.of(TURNS_NOT_PREDICTED);
        }
        VarianceDesign v = design.get();
        VarianceDesign.Costs c = v.costs();
        VarianceDesign.Design now = v.now();
        VarianceDesign.Design best = v.best();
        int need = v.roundsFor10(best);
        List<String> l = new ArrayList<>();
        if (!(c.fork() > 0)) {
            // one iteration length and no fixed part left over: the costs cannot be split, so no other design is predicted
            l.add(String.format(Locale.ROOT, "Costs: this session's rounds (%d forks each) cannot be split into a fork's fixed part and its "
                    + "iterations (one iteration length; in a duet a round is its longest pairs, not the sum of its forks), so no other design "
                    + "is predicted from it (the design columns, where shown, are not a prediction here).", c.forksPerRound()));
            return l;
        }
        l.add(String.format(Locale.ROOT, "Costs read off the session: a round of %d forks took %.0f s, so a fork's fixed part (JVM start, warm-up) "
                + "about %.1f s and a measured iteration %.1f s.", c.forksPerRound(), c.round(c.iterationsNow()), c.fork(), c.iteration()));
        l.add(String.format(Locale.ROOT, "Now: %s per fork, %d rounds in %.0f min. Design: %s per fork (fork length %.1f s), "
                        + "1 fork of each side per round, %d rounds of %.0f s.", iterations(now.iterations()), now.rounds(), budgetSeconds / 60,
                iterations(best.iterations()), c.fork() + best.iterations() * c.iteration(), best.rounds(), best.roundSeconds()));
        l.add(need < 0 ? "Under that design some benchmark cannot see 10% with 80% power in 400 rounds."
                : String.format(Locale.ROOT, "Every benchmark sees 10%% with 80%% power in %d rounds under that design: a budget of about %.0f min%s.",
                need, need * best.roundSeconds() / 60, need <= best.rounds() ? " (within this budget)" : ""));
        l.add("Levels: one fork of each side per round, so within a side the round level is confounded with the fork level; a round shows only "
                + "as what its two sides share (the covariance), which the paired ratio cancels. More forks per round cost as much as more rounds "
                + "and give fewer degrees of freedom, so the design keeps one.");
        long unresolved = v.components().stream().filter(x -> !x.forkResolved()).count();
        l.add("The design is the one whose worst benchmark would see the smallest slowdown with 80% power in the budget (t quantiles of the "
                + "simultaneous intervals over the rounds it allows), not Kalibera-Jones' per-benchmark optimum alone"
                + (c.iterationsNow() == 1 ? ": with one iteration per fork this session cannot tell the iteration level from the fork level, "
                + "so it cannot say whether longer forks would pay." : unresolved == 0 ? "." : String.format(Locale.ROOT, ": for %d of %d benchmarks the fork level is not resolved (the per-round ratio "
                + "varies no more than its iterations explain), so that optimum alone would be the most iterations tried, while longer forks leave "
                + "fewer rounds and wider t quantiles.", unresolved, v.components().size())));
        return l;
    }

    /** "1 iteration", "2 iterations". */
    static String iterations(int n) {
        return n + (n == 1 ? " iteration" : " iterations");
    }

    /** The line that says what the resampling came from. */
    public static String source(GateResampler.Result r, Run base, Run candidate) {
        return source(r, List.of(base), List.of(candidate));
    }

    /** The same for the rounds of several sessions pooled ({@link GateResampler#pooled}). */
    public static String source(GateResampler.Result r, List<Run> bases, List<Run> candidates) {
        GateResampler.Rule u = r.rule();
        String files = String.join(" and ", java.util.stream.IntStream.range(0, bases.size())
                .mapToObj(i -> bases.get(i).file().getFileName() + " (" + (i == 0 ? (r.aa() ? "an A/A session" : "NOT an A/A session: " + r.sides()) + "; " : "")
                        + candidates.get(i).file().getFileName() + ")").toList());
        String from = bases.size() == 1 ? files : bases.size() + " sessions, pooled: " + files;
        String stop = u.see() > 0
                ? String.format(Locale.ROOT, "at least %d rounds, then each benchmark until its simultaneous interval sees %s with %.0f%% power (at "
                        + "its own sd), while the %.0f-minute budget allows the running ones another round (a full round of %.0f s; at most %d)",
                u.minRounds(), pct(u.see()), 100 * dev.jfpbench.report.answer.GatePlan.POWER, u.budgetSeconds() / 60, u.roundSeconds(), u.maxRounds())
                : String.format(Locale.ROOT, "at least %d rounds, more while every %s interval is not within ±%s and the %.0f-minute budget allows "
                        + "another round of %.0f s (at most %d)", u.minRounds(), pct(u.stopConfidence()), pct(u.targetCi()), u.budgetSeconds() / 60,
                u.roundSeconds(), u.maxRounds());
        return String.format(Locale.ROOT, "%d resampled nightlies per row from the %d rounds of %s, %d benchmarks; each decided by the nightly's "
                        + "own code: %s; then simultaneous %s intervals, a regression = wholly below 1 and beyond -%s.%s",
                r.resamples(), r.poolRounds(), from, r.benchmarks(), stop, pct(u.familyConfidence()), pct(u.threshold()),
                r.centered() ? " Each benchmark's pool centred on no difference (its trimmed-mean log ratio, the gate's own estimate, removed)." : "")
                + String.format(Locale.ROOT, " Rounds drawn from a pool of %d keep about %.0f%% of their variance, so with few rounds the rates lean optimistic.",
                r.poolRounds(), 100.0 * (r.poolRounds() - 1) / r.poolRounds());
    }

    static String pct(double f) {
        if (Double.isInfinite(f)) {
            return "∞";
        }
        return String.format(Locale.ROOT, "%.1f", f * 100).replaceAll("\\.0$", "") + "%";
    }
}
