package dev.jfpbench.report.sim;

import dev.jfpbench.report.answer.GatePlan;
import dev.jfpbench.report.answer.Questions;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.GatePowerTable;
import dev.jfpbench.report.findings.Published;
import dev.jfpbench.report.findings.SimulatedRates;
import dev.jfpbench.report.findings.SimulatedRates.Kind;
import dev.jfpbench.report.findings.SimulatedRates.Row;
import dev.jfpbench.report.history.HistoryRecord;
import dev.jfpbench.report.history.Trend;
import dev.jfpbench.report.power.GateResampler;
import dev.jfpbench.report.stats.AdaptiveStop;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Every rate the docs publish, as a scenario of known truth run through the rule that makes it ({@link Rules}): the
 * answer campaign's false verdicts, the adaptive stop's and the estimator's coverage, the two-level reading's false
 * splits and its levels' coverage, the gate's false alarms and power
 * on nights drawn from the committed A/A nights (their hours pooled), the three-night trend's false alarms and
 * detection under the offsets it meets, the allocation gate under a JIT's chance and one real object, and the history's
 * false changes. {@code scale} multiplies every scenario's trials (1: the committed run; a test runs a fraction).
 */
final class Scenarios {
    /** The rounds a campaign's budget holds at most, in the answer's rows: about what its two hours give the README's questions. */
    static final int ANSWER_MOST = 30;
    /** The answer campaign's least rounds (scripts/answer.sh, ANSWER_ROUNDS); 5 before 2026-11-28. */
    static final int ANSWER_LEAST = 8;
    /** The forks a side of the allocation gate has: about a night's rounds. */
    static final int FORKS = 12;

    private final MeasuredNights measured;
    private final double scale;
    private final long seed;

    Scenarios(MeasuredNights measured, double scale, long seed) {
        this.measured = measured;
        this.scale = scale;
        this.seed = seed;
    }

    /**
     * The findings whose A/A nights are the pool: the gate in turns with few turns a fork, before the round's reading
     * less its waits and on the design that ships now (three hours).
     */
    static final List<String> POOL = List.of("gate-power-turns2", "gate-power-turns3", "gate-power-turns4");

    /** The committed A/A nights of the gate's design (the pool of {@link #POOL}'s findings). */
    static MeasuredNights nights(Path root) {
        List<String> bases = new ArrayList<>();
        List<String> candidates = new ArrayList<>();
        for (String id : POOL) {
            GatePowerTable t = (GatePowerTable) Published.all().get(id);
            bases.addAll(t.baseFiles());
            candidates.addAll(t.candidateFiles());
        }
        return MeasuredNights.load(root, bases, candidates);
    }

    /** One scenario: its row's fixed parts and how many trials the full run gives it; {@code run} counts hits over given trials. */
    record Scenario(String id, String group, String rule, String text, String published, Kind kind, double claim, boolean perNight, long trials,
                    Function<Long, long[]> run) {
    }

    /** Every scenario, in the order of the tables. */
    List<Scenario> all() {
        List<Scenario> l = new ArrayList<>();
        answer(l);
        adaptive(l);
        estimator(l);
        levels(l);
        gate(l);
        trend(l);
        allocation(l);
        changes(l);
        return l;
    }

    /** Runs one scenario at this scale: its row. */
    Row run(Scenario s) {
        long trials = Math.max(50, Math.round(s.trials() * scale));
        long[] ht = s.run().apply(trials);
        return new Row(s.id(), s.group(), s.rule(), s.text(), s.published(), s.kind(), s.claim(), ht[0], ht[1], s.perNight());
    }

    /** Every row, scenarios side by side (each on its own seeded generator, so the rows are those of a run one by one). */
    SimulatedRates rates(String command) {
        List<Row> rows = all().parallelStream().map(this::run).toList();
        return new SimulatedRates(SimulatedRates.SCHEMA, command, seed, rows, notes());
    }

    /** What the gate's and the trend's scenarios share, said once under their tables. */
    List<SimulatedRates.Note> notes() {
        String pool = String.format(Locale.ROOT, "The pool: the %d A/A night%s of the gate's design in finding%s %s (JDK 17, in turns), started at %s "
                + "UTC; a simulated night is one of them drawn whole: each benchmark's rounds normal with that night's "
                + "spread (by the median absolute deviation), that night's share of wild rounds (beyond 4 spreads and 4%% of the median; sizes "
                + "drawn from every night's), its full round's seconds. Busy: the %d nights with more than 5%% wild rounds.",
                measured.nights().size(), measured.nights().size() == 1 ? "" : "s", POOL.size() == 1 ? "" : "s",
                String.join(", ", POOL.subList(0, POOL.size() - 1)) + (POOL.size() == 1 ? "" : " and ") + POOL.get(POOL.size() - 1),
                measured.hours(), busy().length);
        return List.of(new SimulatedRates.Note("gate", pool), new SimulatedRates.Note("trend", pool));
    }

    private SplittableRandom random(String id) {
        return new SplittableRandom(seed * 1_000_003L + id.hashCode());
    }

    // ---- the answer campaign

    private void answer(List<Scenario> l) {
        String rule = String.format(Locale.ROOT, "answer campaign: a cell stops once its 95%% interval is within ±%.0f%% after %d rounds "
                + "(Allocation.settles; at most %d rounds), its verdict read then", Questions.TARGET * 100, ANSWER_LEAST, ANSWER_MOST);
        String published = "the multiplicity line: this rule's own false faster/slower verdicts per cell";
        for (double sd : new double[] {0.02, 0.05, 0.08, 0.12}) {
            String id = String.format(Locale.ROOT, "answer.normal.%.0f", sd * 100);
            l.add(new Scenario(id, "answer", rule, String.format(Locale.ROOT, "true ratio 1, normal rounds of sd %.0f%%", sd * 100), published,
                    Kind.NONE, 0, false, 40_000, n -> falseVerdicts(Noise.normal(sd), n, ANSWER_LEAST, random(id))));
        }
        String id = "answer.wild.5";
        l.add(new Scenario(id, "answer", rule, wildText(0.05), published, Kind.NONE, 0, false, 40_000,
                n -> falseVerdicts(Noise.contaminated(0.05, measured.wildShare(), measured.wild()), n, ANSWER_LEAST, random(id))));
        // what the fewer least rounds of the design before cost (its own group, outside the multiplicity line)
        String fewer = rule.replace("after " + ANSWER_LEAST + " rounds", "after 5 rounds");
        for (double sd : new double[] {0.05, 0.08}) {
            String x = String.format(Locale.ROOT, "answer.least5.%.0f", sd * 100);
            l.add(new Scenario(x, "answer-design", fewer, String.format(Locale.ROOT, "true ratio 1, normal rounds of sd %.0f%%", sd * 100),
                    "stated as measured: the same stop after 5 least rounds, the design before", Kind.NONE, 0, false, 40_000,
                    n -> falseVerdicts(Noise.normal(sd), n, 5, random(x))));
        }
    }

    private String wildText(double sd) {
        return String.format(Locale.ROOT, "true ratio 1, rounds of sd %.0f%% with the A/A nights' wild rounds (%.1f%% of rounds, sizes as measured)",
                sd * 100, measured.wildShare() * 100);
    }

    private static long[] falseVerdicts(Noise noise, long n, int least, SplittableRandom r) {
        long hits = 0;
        for (long k = 0; k < n; k++) {
            Rules.Answer a = Rules.answer(noise, 0, least, ANSWER_MOST, Questions.TARGET, Context.CONFIDENCE, Context.THRESHOLD, r);
            hits += a.verdict().changed() ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    // ---- the --target-ci stop

    private void adaptive(List<Scenario> l) {
        for (double sd : new double[] {0.02, 0.05, 0.12}) {
            for (double target : new double[] {0.03, 0.05}) {
                String id = String.format(Locale.ROOT, "adaptive.%.0f.%.0f", sd * 100, target * 100);
                AdaptiveStop stop = new AdaptiveStop(target, 5, 40);
                l.add(new Scenario(id, "adaptive", "--target-ci: at least 5 rounds, until the 95% interval is within the target (AdaptiveStop.after; at most 40)",
                        String.format(Locale.ROOT, "normal rounds of sd %.0f%%, target ±%.0f%%: 95%% intervals covering the truth", sd * 100, target * 100),
                        "stated as measured (the typed 92-95% table it replaces was the t-interval's)", Kind.NONE, 0, false, 20_000, n -> {
                    SplittableRandom r = random(id);
                    long hits = 0;
                    double truth = Math.log(1.10);
                    for (long k = 0; k < n; k++) {
                        RatioInterval ci = Rules.adaptive(Noise.normal(sd), truth, stop, 0.95, r);
                        hits += ci.defined() && ci.low() <= 1.10 && 1.10 <= ci.high() ? 1 : 0;
                    }
                    return new long[] {hits, n};
                }));
            }
        }
    }

    // ---- the estimator's coverage at fixed round counts

    private void estimator(List<Scenario> l) {
        String rule = "the paired interval (PairedRatio: trimmed mean, calibrated degrees of freedom)";
        for (int rounds : new int[] {3, 5, 6, 7, 8, 10, 12, 15, 20, 30}) {
            String id = "estimator.normal." + rounds;
            l.add(new Scenario(id, "estimator", rule, rounds + " normal rounds: 95% intervals covering the truth", "95% confidence, within half a point",
                    Kind.AT_LEAST, Context.CONFIDENCE - 0.005, false, 40_000, n -> coverage(Noise.normal(0.03), rounds, n, random(id))));
        }
        for (int rounds : new int[] {6, 9, 15}) {
            String id = "estimator.wild." + rounds;
            l.add(new Scenario(id, "estimator", rule, rounds + " rounds of sd 3% with the A/A nights' wild rounds: 95% intervals covering the truth",
                    "95% confidence (stated as measured under wild rounds)", Kind.NONE, 0, false, 40_000,
                    n -> coverage(Noise.contaminated(0.03, measured.wildShare(), measured.wild()), rounds, n, random(id))));
        }
        String id = "estimator.t3.9";
        l.add(new Scenario(id, "estimator", rule, "9 rounds of Student's t on 3 df: 95% intervals covering the truth",
                "95% confidence (stated as measured under heavy tails)", Kind.NONE, 0, false, 40_000, n -> coverage(Noise.t(0.03, 3), 9, n, random(id))));
    }

    private static long[] coverage(Noise noise, int rounds, long n, SplittableRandom r) {
        long hits = 0;
        double[] logs = new double[rounds];
        for (long k = 0; k < n; k++) {
            for (int i = 0; i < rounds; i++) {
                logs[i] = noise.draw(r);
            }
            RatioInterval ci = Rules.interval(logs, rounds, 0.95);
            hits += ci.low() <= 1 && 1 <= ci.high() ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    // ---- two levels: the rule's false splits, and each level's interval once the split is chosen on the data

    /** Where a level's interval is claimed to cover at its confidence (the docs: "once the levels lie far enough apart"). */
    private static boolean levelClaimed(int rounds, double apart) {
        return apart >= 20 || apart >= 10 && rounds >= 16;
    }

    private void levels(List<Scenario> l) {
        String rule = String.format(Locale.ROOT, "two levels (Levels.of: split where the sorted rounds' means lie furthest apart in their pooled sd, "
                + "beyond what one normal sample reaches in %s of draws, levels more than %.0f%% apart; each level's interval the paired one on its rounds)",
                RatioInterval.percent(dev.jfpbench.report.stats.Levels.FALSE_RATE), dev.jfpbench.report.stats.Levels.PRACTICAL * 100);
        for (int rounds : SimulatedRates.LEVEL_ROUNDS) {
            String id = "levels.one." + rounds;
            l.add(new Scenario(id, "levels", rule, String.format(Locale.ROOT, "%d normal rounds of one speed, sd %.0f%% (wide enough that the levels' "
                    + "least apart seldom decides): read in two levels", rounds, ONE_SPEED_SD * 100),
                    "at most " + RatioInterval.percent(dev.jfpbench.report.stats.Levels.FALSE_RATE) + " (the rule's own bound)", Kind.AT_MOST,
                    dev.jfpbench.report.stats.Levels.FALSE_RATE, false, 100_000, n -> levelsRead(rounds, 0, ONE_SPEED_SD, n, random(id))));
        }
        for (int rounds : SimulatedRates.LEVEL_ROUNDS) {
            for (double apart : SimulatedRates.LEVEL_APART) {
                String read = String.format(Locale.ROOT, "levels.read.%d.%.0f", rounds, apart);
                String what = String.format(Locale.ROOT, "%d rounds at two levels %.0f sd apart (sd %.0f%%), each round at either by a coin", rounds, apart,
                        LEVEL_SD * 100);
                l.add(new Scenario(read, "levels", rule, what + ": read in two levels", "stated as measured", Kind.NONE, 0, false, 20_000,
                        n -> levelsRead(rounds, apart, LEVEL_SD, n, random(read))));
                String cover = SimulatedRates.levelCoverId(rounds, apart);
                boolean claimed = levelClaimed(rounds, apart);
                l.add(new Scenario(cover, "levels", rule, what + ", read in two levels: the lower level's 95% interval covering it (the higher's is its mirror)",
                        claimed ? "95% confidence, within half a point, once the levels lie far enough apart" : "stated as measured: nearer the rule's bound",
                        claimed ? Kind.AT_LEAST : Kind.NONE, claimed ? Context.CONFIDENCE - 0.005 : 0, false, 20_000,
                        n -> levelCoverage(rounds, apart, n, random(cover))));
            }
        }
    }

    /** The rounds' sd within a level in the two-level scenarios: about a round's in the README's campaigns. */
    private static final double LEVEL_SD = 0.03;
    /** One speed's sd in the false-split scenarios: wide, so that the rule's own bound decides rather than its least apart. */
    private static final double ONE_SPEED_SD = 0.10;

    private static double[] twoLevels(int rounds, double apart, double sd, SplittableRandom r) {
        double[] logs = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            logs[i] = sd * r.nextGaussian() + (r.nextBoolean() ? apart * sd : 0);
        }
        return logs;
    }

    /** How often {@code n} draws of rounds at two levels {@code apart} sd apart (0: one speed) are read in two levels. */
    private static long[] levelsRead(int rounds, double apart, double sd, long n, SplittableRandom r) {
        long hits = 0;
        for (long k = 0; k < n; k++) {
            hits += dev.jfpbench.report.stats.Levels.of(twoLevels(rounds, apart, sd, r), 0.95).isPresent() ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    /** Over {@code n} draws read in two levels (draws read as one are drawn again), how often the lower level's interval covers it. */
    private static long[] levelCoverage(int rounds, double apart, long n, SplittableRandom r) {
        long hits = 0;
        for (long read = 0; read < n; ) {
            var levels = dev.jfpbench.report.stats.Levels.of(twoLevels(rounds, apart, LEVEL_SD, r), 0.95);
            if (levels.isPresent()) {
                read++;
                RatioInterval low = levels.get().low();
                hits += low.low() <= 1 && 1 <= low.high() ? 1 : 0;
            }
        }
        return new long[] {hits, n};
    }

    // ---- the gate

    /** What a night is made of: a real night's rounds (its benchmarks' spreads, wild rounds, pace), or one model for every benchmark. */
    interface NightModel {
        Noise[] noise(SplittableRandom r, int[] night);

        double roundSeconds(int night);

        int pick(SplittableRandom r);
    }

    /** Nights drawn from the committed A/A nights, each with its own hour; {@code which}: the indices allowed (null: all). */
    NightModel measuredNights(int[] which) {
        return new NightModel() {
            @Override
            public int pick(SplittableRandom r) {
                return which == null ? r.nextInt(measured.nights().size()) : which[r.nextInt(which.length)];
            }

            @Override
            public Noise[] noise(SplittableRandom r, int[] night) {
                MeasuredNights.Night x = measured.nights().get(night[0]);
                Noise[] out = new Noise[x.sd().length];
                for (int b = 0; b < out.length; b++) {
                    out[b] = x.noise(b, measured.wild());
                }
                return out;
            }

            @Override
            public double roundSeconds(int night) {
                return measured.nights().get(night).roundSeconds();
            }
        };
    }

    /** Every benchmark's rounds from one model, at a fixed pace. */
    NightModel uniform(Noise noise, double roundSeconds) {
        int m = measured.names().size();
        return new NightModel() {
            @Override
            public int pick(SplittableRandom r) {
                return 0;
            }

            @Override
            public Noise[] noise(SplittableRandom r, int[] night) {
                Noise[] out = new Noise[m];
                java.util.Arrays.fill(out, noise);
                return out;
            }

            @Override
            public double roundSeconds(int night) {
                return roundSeconds;
            }
        };
    }

    /** The nights of the pool whose rounds spread most (their share of wild rounds above 5%): the busy hours. */
    int[] busy() {
        return java.util.stream.IntStream.range(0, measured.nights().size()).filter(i -> measured.nights().get(i).wildShare() > 0.05).toArray();
    }

    /** A night of the model under the nightly's rule ({@code budgetMinutes}: its budget), with {@code truth} per benchmark. */
    Rules.Night night(NightModel model, double[] truth, double budgetMinutes, SplittableRandom r) {
        int pick = model.pick(r);
        GateResampler.Rule rule = GateResampler.Rule.nightly(model.roundSeconds(pick)).withBudget(budgetMinutes * 60);
        return Rules.gate(model.noise(r, new int[] {pick}), truth, rule, r);
    }

    private void gate(List<Scenario> l) {
        double budget = GateResampler.Rule.NIGHTLY_BUDGET_MINUTES;
        int m = measured.names().size();
        int see = GateResampler.Rule.NIGHTLY_SEE_PERCENT;
        int floor = GateResampler.Rule.NIGHTLY_FLOOR_PERCENT;
        String rule = String.format(Locale.ROOT, "the nightly gate: at least %d rounds, then each benchmark until it sees %d%% with %.0f%% power "
                + "(GatePlan.done) within %.0f minutes (GatePlan.overBudget); flagged when its simultaneous 95%% interval lies below 1 and its ratio "
                + "beyond -%d%% (RatioVerdict.regression)", GateResampler.Rule.NIGHTLY_LEAST_ROUNDS, see, 100 * GatePlan.POWER, budget, floor);
        String pool = "nights drawn from the pool";
        NightModel all = measuredNights(null);
        // a pool without busy nights (their share of wild rounds above 5%) has no busy-hour scenarios
        boolean hasBusy = busy().length > 0;
        NightModel busy = hasBusy ? measuredNights(busy()) : null;
        String busyText = "nights drawn from the pool's busy ones";
        l.add(new Scenario("gate.aa.measured", "gate", rule, "A/A, " + pool, "a false alarm anywhere in a night: at most 5% (simultaneous 95%)",
                Kind.AT_MOST, 1 - 0.95, true, 20_000, n -> falseAlarmNights(all, new double[m], budget, 0, n, random("gate.aa.measured"))));
        l.add(new Scenario("gate.aa.normal", "gate", rule, "A/A, every benchmark's rounds normal of sd 3%, 165 s a round",
                "a false alarm anywhere in a night: at most 5%", Kind.AT_MOST, 1 - 0.95, true, 20_000,
                n -> falseAlarmNights(uniform(Noise.normal(0.03), 165), new double[m], budget, 0, n, random("gate.aa.normal"))));
        l.add(new Scenario("gate.aa.t3", "gate", rule, "A/A, every benchmark's rounds Student's t on 3 df of sd 3%, 165 s a round",
                "a false alarm anywhere in a night: at most 5%", Kind.AT_MOST, 1 - 0.95, true, 20_000,
                n -> falseAlarmNights(uniform(Noise.t(0.03, 3), 165), new double[m], budget, 0, n, random("gate.aa.t3"))));
        l.add(new Scenario("gate.aa.offset", "gate", rule, "A/A, the pool's nights, each benchmark's night shifted by an offset of sd 1% (two builds)",
                "a false alarm anywhere in a night: at most 5%", Kind.AT_MOST, 1 - 0.95, true, 20_000,
                n -> falseAlarmNights(all, new double[m], budget, 0.01, n, random("gate.aa.offset"))));
        l.add(new Scenario("gate.plant.measured", "gate", rule, "four benchmarks 10% slower each night, " + pool,
                "a 10% slowdown flagged in at least 80% of nights (finding gate-power, pooled over benchmarks)", Kind.AT_LEAST, 0.8, false, 20_000,
                n -> plants(all, budget, n, random("gate.plant.measured"))[0]));
        if (hasBusy) l.add(new Scenario("gate.plant.busy", "gate", rule, "four benchmarks 10% slower each night, " + busyText,
                "stated as measured: what a night at a busy hour sees", Kind.NONE, 0, false, 20_000,
                n -> plants(busy, budget, n, random("gate.plant.busy"))[0]));
        l.add(new Scenario("gate.stated.measured", "gate", rule, "a 10% plant on a benchmark the night states to see 10%, " + pool,
                "\"could see a 10% regression\": flagged with at least 80% power", Kind.AT_LEAST, GatePower80(), false, 20_000,
                n -> plants(all, budget, n, random("gate.stated.measured"))[1]));
        l.add(new Scenario("gate.night.measured", "gate", rule, "four benchmarks 10% slower, " + pool + ": the night flags all four and nothing else",
                "stated as measured: the planted night's criterion, predicted", Kind.NONE, 0, true, 20_000,
                n -> plants(all, budget, n, random("gate.night.measured"))[2]));
        if (hasBusy) l.add(new Scenario("gate.night.busy", "gate", rule, "four benchmarks 10% slower, " + busyText + ": the night flags all four and nothing else",
                "stated as measured: the planted night's criterion on a busy hour", Kind.NONE, 0, true, 20_000,
                n -> plants(busy, budget, n, random("gate.night.busy"))[2]));
        l.add(new Scenario("gate.stated.share", "gate", rule, "A/A, " + pool + ": nights that state every benchmark able to see 10%",
                "stated as measured: the night's \"could see a 10% regression: k of m\"", Kind.NONE, 0, false, 20_000,
                n -> stated(all, budget, n, random("gate.stated.share"))));
        l.add(new Scenario("gate.plant5.measured", "gate", rule, "four benchmarks 5% slower each night, " + pool,
                "stated as measured: how often a 5% slowdown is flagged (the planted night's smaller plants)", Kind.NONE, 0, false, 20_000,
                n -> plants(all, budget, n, random("gate.plant5.measured"), 0.05)[0]));
        l.add(new Scenario("gate.night5.measured", "gate", rule, "four benchmarks 5% slower, " + pool + ": the night flags all four and nothing else",
                "stated as measured: the planted night's criterion with 5% plants, predicted", Kind.NONE, 0, true, 20_000,
                n -> plants(all, budget, n, random("gate.night5.measured"), 0.05)[2]));
        for (double minutes : hasBusy ? new double[] {26, 45} : new double[0]) { // the design before this one, and a longer one
            String id = String.format(Locale.ROOT, "gate.night.busy.%.0f", minutes);
            l.add(new Scenario(id, "gate", rule.replace(String.format(Locale.ROOT, "within %.0f minutes", budget), String.format(Locale.ROOT,
                    "within %.0f minutes", minutes)), "four benchmarks 10% slower, " + busyText + ": the night flags all four and nothing else",
                    String.format(Locale.ROOT, "stated as measured: a design of %.0f minutes' rounds, predicted for a busy hour", minutes), Kind.NONE, 0, true,
                    20_000, n -> plants(busy, minutes, n, random(id))[2]));
        }
    }

    private static double GatePower80() {
        return dev.jfpbench.report.stats.GatePower.POWER;
    }

    /** Nights (A/A but for {@code offset}, an sd per benchmark per night) with any benchmark flagged. */
    private long[] falseAlarmNights(NightModel model, double[] truth, double budget, double offset, long n, SplittableRandom r) {
        long hits = 0;
        double[] t = truth.clone();
        for (long k = 0; k < n; k++) {
            for (int b = 0; b < t.length; b++) {
                t[b] = truth[b] + offset * r.nextGaussian();
            }
            Rules.Night night = night(model, t, budget, r);
            boolean any = false;
            for (boolean f : night.flagged()) {
                any |= f;
            }
            hits += any ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    /** A/A nights that state every benchmark able to see 10% with 80% power ("could see a 10% regression: m of m"). */
    private long[] stated(NightModel model, double budget, long n, SplittableRandom r) {
        int m = measured.names().size();
        long hits = 0;
        for (long k = 0; k < n; k++) {
            boolean all = true;
            for (boolean s : night(model, new double[m], budget, r).stated()) {
                all &= s;
            }
            hits += all ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    /**
     * Nights with four benchmarks 10% slower: {the first plant flagged, of nights}, {the first plant flagged, of nights
     * stating it able to see 10%}, {nights that flagged every plant and nothing else, of nights}. One plant a night is
     * counted for the first two: a night's plants share its hour, so they are not independent trials.
     */
    private long[][] plants(NightModel model, double budget, long n, SplittableRandom r) {
        return plants(model, budget, n, r, 0.10);
    }

    private long[][] plants(NightModel model, double budget, long n, SplittableRandom r, double size) {
        int m = measured.names().size();
        long flagged = 0;
        long planted = 0;
        long statedHit = 0;
        long stated = 0;
        long clean = 0;
        double slow = -Math.log(1 + size);
        for (long k = 0; k < n; k++) {
            double[] truth = new double[m];
            java.util.Set<Integer> plants = new java.util.LinkedHashSet<>();
            while (plants.size() < 4) {
                plants.add(r.nextInt(m));
            }
            plants.forEach(b -> truth[b] = slow);
            Rules.Night night = night(model, truth, budget, r);
            boolean exact = true;
            for (int b = 0; b < m; b++) {
                exact &= night.flagged()[b] == plants.contains(b);
            }
            int first = plants.iterator().next();
            planted++;
            flagged += night.flagged()[first] ? 1 : 0;
            if (night.stated()[first]) {
                stated++;
                statedHit += night.flagged()[first] ? 1 : 0;
            }
            clean += exact ? 1 : 0;
        }
        return new long[][] {{flagged, planted}, {statedHit, stated}, {clean, n}};
    }

    // ---- the three-night trend

    private void trend(List<Scenario> l) {
        double budget = GateResampler.Rule.NIGHTLY_BUDGET_MINUTES;
        String rule = String.format(Locale.ROOT, "the \"since night N\" rule (Trend.decide: the night's and the shared offsets %.1f%% and %.1f%%, "
                + "t on the nights' degrees of freedom, one-sided at 1/30 a night over the benchmarks, beyond -2.5%%), each night's ratio from a "
                + "simulated gate night as the history records it", Trend.OFFSETS.night() * 100, Trend.OFFSETS.shared() * 100);
        NightModel all = measuredNights(null);
        String pool = "nights drawn from the pool";
        double[][] offsets = {{0, 0}, {0.01, 0}, {0, 0.01}, {0.01, 0.01}, {0.02, 0.01}};
        for (double[] o : offsets) {
            String id = String.format(Locale.ROOT, "trend.aa.%.0f.%.0f", o[0] * 100, o[1] * 100);
            boolean within = o[0] <= Trend.OFFSETS.night() && o[1] <= Trend.OFFSETS.shared();
            l.add(new Scenario(id, "trend", rule, String.format(Locale.ROOT, "A/A windows of 3 %s, offsets between the builds: %.0f%% new each night, "
                    + "%.0f%% shared by the window", pool, o[0] * 100, o[1] * 100),
                    within ? "at most one false alarm in 30 nights per JDK" : "stated as measured: offsets beyond what the rule assumes",
                    within ? Kind.AT_MOST : Kind.NONE, Trend.FAMILY_ALPHA, true, 10_000, n -> trendAlarms(all, budget, o[0], o[1], n, random(id))));
        }
        String id = "trend.step";
        l.add(new Scenario(id, "trend", rule, "a 5% step in one benchmark in every night of a window (offsets 1% and 1%), " + pool
                        + ": found within three nights, by the trend or a night's own gate",
                "stated as measured: finding gate-trend's criterion (80% of windows) was met by the rule that ignored a shared offset", Kind.NONE, 0, false, 10_000,
                n -> trendStep(all, budget, 0.01, 0.01, n, random(id))));
    }

    /** The three nights of a window: each benchmark's night as the trend reads it, under the offsets, a step of {@code step} on benchmark 0. */
    private List<List<Trend.Night>> window(NightModel model, double budget, double night, double shared, double step, boolean[] tonight,
                                           SplittableRandom r) {
        int m = measured.names().size();
        double[] common = new double[m];
        for (int b = 0; b < m; b++) {
            common[b] = shared * r.nextGaussian();
        }
        List<List<Trend.Night>> perBenchmark = new ArrayList<>();
        for (int b = 0; b < m; b++) {
            perBenchmark.add(new ArrayList<>());
        }
        for (int k = 0; k < Trend.WINDOW; k++) {
            double[] truth = new double[m];
            for (int b = 0; b < m; b++) {
                truth[b] = common[b] + night * r.nextGaussian() + (b == 0 ? step : 0);
            }
            Rules.Night x = night(model, truth, budget, r);
            tonight[k] = x.flagged()[0];
            for (int b = 0; b < m; b++) {
                perBenchmark.get(b).add(Rules.night(x, b, "2026-01-0" + (k + 1) + "T00:00:00Z", 0.99));
            }
        }
        return perBenchmark;
    }

    /**
     * Windows whose night decision (the third night, on all three: a night's decision once the baseline has stood for
     * three nights) flags any benchmark. One decision a window, so the trials are independent.
     */
    private long[] trendAlarms(NightModel model, double budget, double night, double shared, long n, SplittableRandom r) {
        long hits = 0;
        int m = measured.names().size();
        boolean[] tonight = new boolean[Trend.WINDOW];
        for (long k = 0; k < n; k++) {
            List<List<Trend.Night>> w = window(model, budget, night, shared, 0, tonight, r);
            boolean any = false;
            for (int b = 0; b < m && !any; b++) {
                any = Rules.trend(w.get(b), m);
            }
            hits += any ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    /** Windows in which a 5% step on one benchmark is flagged by the trend or by a night's own gate within the three nights. */
    private long[] trendStep(NightModel model, double budget, double night, double shared, long n, SplittableRandom r) {
        long hits = 0;
        int m = measured.names().size();
        boolean[] tonight = new boolean[Trend.WINDOW];
        for (long k = 0; k < n; k++) {
            List<List<Trend.Night>> w = window(model, budget, night, shared, -Math.log(1.05), tonight, r);
            boolean found = false;
            for (int j = 0; j < Trend.WINDOW; j++) {
                found |= tonight[j] || (j > 0 && Rules.trend(w.get(0).subList(0, j + 1), m));
            }
            hits += found ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    // ---- the allocation gate

    private void allocation(List<Scenario> l) {
        String rule = "the allocation gate (AllocationGate.verdict: the forks' medians beyond spread plus floor, or every fork off the base's levels; "
                + "the floor the larger of 4 B and " + String.format(Locale.ROOT, "%s%%", dev.jfpbench.report.AllocationGate.FLOOR_FRACTION * 100)
                + " of the base)";
        // the reads' two JIT levels 40 B apart, as the committed A/A nights show them
        // (and the escape-analysis flip of 16 B on a read of 4 KB)
        double[][] reads = {{13632, 40, 0.3}, {30512, 40, 0.1}, {4096, 16, 0.2}, {2008, 40, 0.2}};
        for (double[] x : reads) {
            String id = String.format(Locale.ROOT, "allocation.aa.%.0f", x[0]);
            l.add(new Scenario(id, "allocation", rule, String.format(Locale.ROOT, "A/A, %d forks a side on two levels %.0f B apart (%.0f B/op, the "
                    + "higher in %.0f%% of forks)", FORKS, x[1], x[0], x[2] * 100), "silent on A/A: at most 4^-n with n forks a side",
                    Kind.AT_MOST, Math.pow(4, -FORKS), false, 20_000, n -> allocation(x[0], x[1], x[2], x[2], 0, n, random(id))));
        }
        for (double[] x : reads) {
            String id = String.format(Locale.ROOT, "allocation.jit.%.0f", x[0]);
            boolean below = x[1] < dev.jfpbench.report.AllocationGate.FLOOR_FRACTION * x[0];
            l.add(new Scenario(id, "allocation", rule, String.format(Locale.ROOT, "a JIT-chance shift: the higher level from 5%% to 95%% of forks "
                    + "(%.0f B/op, levels %.0f B apart)", x[0], x[1]), below ? "a JIT-chance shift below the floor never fails the gate"
                    : "stated as measured: a shift above the floor is flagged", below ? Kind.AT_MOST : Kind.NONE, 0, false, 20_000,
                    n -> allocation(x[0], x[1], 0.05, 0.95, 0, n, random(id))));
        }
        // one object on the ruler (AllocationGateIT), on the planted write of finding gate-real, and on a currency read
        for (double[] x : new double[][] {{24, 24}, {4344, 24}, {13632, 16}}) {
            double bytes = x[0];
            double object = x[1];
            String id = String.format(Locale.ROOT, "allocation.object.%.0f", bytes);
            boolean above = object > dev.jfpbench.report.AllocationGate.FLOOR_FRACTION * bytes && object > dev.jfpbench.report.AllocationGate.FLOOR_BYTES;
            l.add(new Scenario(id, "allocation", rule, String.format(Locale.ROOT, "one real object of %.0f B more in every fork (%.0f B/op, one level)",
                    object, bytes), above ? "one extra object is flagged wherever the floor is below its size" : "stated as measured: below the floor, not flagged",
                    above ? Kind.AT_LEAST : Kind.NONE, 1, false, 20_000, n -> allocation(bytes, 0, 0, 0, object, n, random(id))));
        }
    }

    /** Benchmarks flagged: forks on two levels {@code gap} apart, the higher with chance {@code qBase} and {@code qNew}, {@code extra} bytes more on the new side. */
    private static long[] allocation(double bytes, double gap, double qBase, double qNew, double extra, long n, SplittableRandom r) {
        long hits = 0;
        double[] a = new double[FORKS];
        double[] b = new double[FORKS];
        for (long k = 0; k < n; k++) {
            for (int f = 0; f < FORKS; f++) {
                // a fork's own bookkeeping: hundredths of a byte per operation
                a[f] = bytes + (r.nextDouble() < qBase ? gap : 0) + 0.01 * r.nextDouble();
                b[f] = bytes + extra + (r.nextDouble() < qNew ? gap : 0) + 0.01 * r.nextDouble();
            }
            hits += Rules.allocates(a, b) ? 1 : 0;
        }
        return new long[] {hits, n};
    }

    // ---- the history's change points

    private void changes(List<Scenario> l) {
        String rule = "the history's change points (ChangePoints.of with History.noiseFloor: PELT, biweight cost, "
                + dev.jfpbench.report.history.ChangePoints.PENALTY_TEXT + ")";
        for (int nights : new int[] {10, 30, 60}) {
            String id = "changes.aa." + nights;
            l.add(new Scenario(id, "changes", rule, String.format(Locale.ROOT, "%d A/A nights: each night's log ratio of standard error 1%%, the "
                    + "nights apart by an offset of sd 1%%: a series with any change", nights), "stated as measured: the false changes of a series",
                    Kind.NONE, 0, false, 20_000, n -> changes(nights, 0, n, random(id))));
        }
        String id = "changes.step.30";
        l.add(new Scenario(id, "changes", rule, "30 nights as above with a 5% step after the 15th: the step found (a change within one night of it)",
                "stated as measured: a 5% step's detection", Kind.NONE, 0, false, 20_000, n -> changes(30, -Math.log(1.05), n, random(id))));
    }

    private static long[] changes(int nights, double step, long n, SplittableRandom r) {
        long hits = 0;
        for (long k = 0; k < n; k++) {
            List<HistoryRecord.Ratio> ratios = new ArrayList<>();
            for (int i = 0; i < nights; i++) {
                double se = 0.01;
                double log = 0.01 * r.nextGaussian() + se * r.nextGaussian() + (i >= nights / 2 ? step : 0);
                double half = se * dev.jfpbench.report.stats.Quantiles.t(dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(10), 0.995);
                ratios.add(new HistoryRecord.Ratio("b", "SIDES", Math.exp(log), Math.exp(log - half), Math.exp(log + half), 0.99, "paired", 10,
                        RatioVerdict.WITHIN.name()));
            }
            List<Integer> cps = Rules.changes(ratios);
            hits += step == 0 ? (cps.isEmpty() ? 0 : 1) : (cps.stream().anyMatch(c -> Math.abs(c - nights / 2) <= 1) ? 1 : 0);
        }
        return new long[] {hits, n};
    }
}
