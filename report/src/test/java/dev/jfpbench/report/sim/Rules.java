package dev.jfpbench.report.sim;

import dev.jfpbench.report.AllocationGate;
import dev.jfpbench.report.answer.Allocation;
import dev.jfpbench.report.answer.GatePlan;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.history.ChangePoints;
import dev.jfpbench.report.history.HistoryRecord;
import dev.jfpbench.report.history.Trend;
import dev.jfpbench.report.power.GateResampler;
import dev.jfpbench.report.stats.AdaptiveStop;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Each decision rule run as the code runs it, on rounds drawn from a {@link Noise}: the stop and the verdict are the
 * production classes' own ({@link Allocation#settles}, {@link AdaptiveStop#after}, {@link GatePlan#done},
 * {@link GatePlan#overBudget}, {@link RatioVerdict}, {@link GatePower#sees}, {@link Trend#night} and {@link Trend#decide},
 * {@link AllocationGate#verdict}, {@link ChangePoints#of}); only the drawing of rounds and the bookkeeping of a session's
 * clock are the harness's, done as the runner does them (a round costs the running benchmarks' share of a full round).
 */
final class Rules {
    private Rules() {
    }

    /** No interval yet (one round). */
    static final RatioInterval NONE = new RatioInterval(1, Double.NaN, Double.NaN, 1, 0.95, 0);

    static RatioInterval interval(double[] logs, int n, double confidence) {
        return n < 2 ? NONE : PairedRatio.ofLogs(Arrays.copyOf(logs, n), confidence);
    }

    /** The first {@code n} rounds as a session in turns reads them: the paired interval, and two levels where they split. */
    static dev.jfpbench.report.analysis.Estimate estimate(double[] logs, int n, double confidence, double threshold) {
        RatioInterval ci = interval(logs, n, confidence);
        dev.jfpbench.report.stats.Levels levels = dev.jfpbench.report.stats.Levels.of(Arrays.copyOf(logs, n), confidence).orElse(null);
        return new dev.jfpbench.report.analysis.Estimate("", "", dev.jfpbench.report.analysis.Estimate.Method.PAIRED, ci, RatioVerdict.of(ci, threshold), levels);
    }

    /** One answer cell as the campaign runs it: its interval, verdict and rounds at the stop. */
    record Answer(RatioInterval ci, RatioVerdict verdict, int rounds) {
    }

    /**
     * The answer campaign's stop on one question ({@link Allocation#settles}: at least {@code least} rounds and the
     * interval within {@code target}, or both levels' where the rounds read in two), or {@code most} rounds (what a budget
     * holds); the verdict read off the interval then.
     */
    static Answer answer(Noise noise, double truth, int least, int most, double target, double confidence, double threshold, SplittableRandom r) {
        double[] logs = new double[most];
        for (int n = 1; ; n++) {
            logs[n - 1] = truth + noise.draw(r);
            dev.jfpbench.report.analysis.Estimate e = estimate(logs, n, confidence, threshold);
            if (Allocation.settles(e, n, target, least) || n >= most) {
                return new Answer(e.ci(), e.verdict(), n);
            }
        }
    }

    /**
     * The runner's --target-ci stop ({@link AdaptiveStop#after}, no budget) on one ratio, read in two levels where its
     * rounds split as the runner reads them in turns: the interval at the stop.
     */
    static RatioInterval adaptive(Noise noise, double truth, AdaptiveStop stop, double confidence, SplittableRandom r) {
        double[] logs = new double[stop.maxRounds()];
        for (int n = 1; ; n++) {
            logs[n - 1] = truth + noise.draw(r);
            dev.jfpbench.report.analysis.Estimate e = estimate(logs, n, confidence, Context.THRESHOLD);
            if (stop.after(n, e.settlingHalfWidth(), false) != null) {
                return e.ci();
            }
        }
    }

    /** A night of the gate: per benchmark its rounds' log ratios, its interval (simultaneous), flagged or not, stated to see 10% or not. */
    record Night(int rounds, double[][] logs, int[] n, RatioInterval[] ci, boolean[] flagged, boolean[] stated) {
        int benchmarks() {
            return n.length;
        }
    }

    /**
     * One nightly gate session: every benchmark runs the least rounds, then each until its simultaneous interval sees
     * {@code rule.see()} ({@link GatePlan#done}), while the budget allows the running ones another round
     * ({@link GatePlan#overBudget}); then the gate's rule ({@link RatioVerdict#regression}) on each. {@code truth}: each
     * benchmark's true log ratio (candidate over baseline) tonight; {@code noise}: its rounds.
     */
    static Night gate(Noise[] noise, double[] truth, GateResampler.Rule rule, SplittableRandom r) {
        int m = noise.length;
        double each = 1 - (1 - rule.familyConfidence()) / m;
        double[][] logs = new double[m][rule.maxRounds()];
        int[] n = new int[m];
        boolean[] running = new boolean[m];
        Arrays.fill(running, true);
        double elapsed = 0;
        int round = 0;
        RatioInterval[] ci = new RatioInterval[m];
        while (true) {
            round++;
            int on = 0;
            for (int b = 0; b < m; b++) {
                if (running[b]) {
                    logs[b][n[b]++] = truth[b] + noise[b].draw(r);
                    on++;
                }
            }
            elapsed += rule.roundSeconds() * on / m;
            if (round < rule.minRounds()) {
                continue;
            }
            int left = 0;
            for (int b = 0; b < m; b++) {
                if (running[b]) {
                    ci[b] = interval(logs[b], n[b], each);
                    running[b] = !GatePlan.done(ci[b], round, rule.see(), rule.threshold(), rule.minRounds());
                    left += running[b] ? 1 : 0;
                }
            }
            if (left == 0 || round >= rule.maxRounds() || GatePlan.overBudget(round, rule.minRounds(), elapsed, rule.roundSeconds() * left / m,
                    rule.budgetSeconds())) {
                break;
            }
        }
        boolean[] flagged = new boolean[m];
        boolean[] stated = new boolean[m];
        for (int b = 0; b < m; b++) {
            ci[b] = interval(logs[b], n[b], each);
            flagged[b] = RatioVerdict.regression(ci[b], rule.threshold());
            stated[b] = GatePower.sees(ci[b], 0.10, rule.threshold(), GatePower.POWER); // "could see a 10% regression", as the night says
        }
        return new Night(round, logs, n, ci, flagged, stated);
    }

    /** The night's ratio of benchmark {@code b} as the history records it ({@code ratios}: its rounds at the record's confidence), read back as the trend reads it. */
    static Trend.Night night(Night night, int b, String time, double confidence) {
        RatioInterval ci = PairedRatio.ofLogs(Arrays.copyOf(night.logs()[b], night.n()[b]), confidence);
        HistoryRecord.Ratio x = new HistoryRecord.Ratio("b" + b, "SIDES", ci.ratio(), ci.low(), ci.high(), confidence, "paired", ci.n(),
                RatioVerdict.of(ci, 0.05).name().toLowerCase(java.util.Locale.ROOT));
        return Trend.night(time, x);
    }

    /** The trend's decision on one benchmark's window (tonight last), {@code benchmarks} compared a night. */
    static boolean trend(List<Trend.Night> window, int benchmarks) {
        return Trend.decide("b", window, Trend.OFFSETS, benchmarks) != null;
    }

    /** The allocation gate on one benchmark: true when it says the new side allocates more. */
    static boolean allocates(double[] base, double[] current) {
        return AllocationGate.verdict(new AllocationGate.Side(base), new AllocationGate.Side(current)) == AllocationGate.Verdict.MORE;
    }

    /** The history's change points of a trend's recorded ratios, as {@code History} finds them (its noise floor from their intervals). */
    static List<Integer> changes(List<HistoryRecord.Ratio> ratios) {
        double[] logs = ratios.stream().mapToDouble(x -> Math.log(x.ratio())).toArray();
        return ChangePoints.of(logs, dev.jfpbench.report.history.History.noiseFloor(ratios));
    }
}
