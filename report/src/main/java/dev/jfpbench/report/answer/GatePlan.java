package dev.jfpbench.report.answer;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.GatePower;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the gate spends its next round: after at least {@code minRounds}, a benchmark stops (on both sides) once its
 * interval, at the gate's simultaneous confidence, would flag a slowdown of {@code slowdown} with {@link #POWER}
 * at its own sd ({@link GatePower#sees}); the rest go on while the budget allows ({@link #overBudget}). So the quiet
 * benchmarks stop early and the rounds go where the intervals are widest. The runner and the simulation harness both
 * decide with {@link #done} and {@link #overBudget}.
 */
public final class GatePlan {
    /**
     * The power a benchmark's interval must have at the planned slowdown before it stops: above the 80% a report states
     * ({@link GatePower#POWER}), because a night with several slowdowns of that size should flag them all (four of them at
     * 80% each: all four in fewer than half the nights); so the noisy benchmarks use the budget a quiet night leaves.
     */
    public static final double POWER = 0.95;

    private final Estimator each;
    private final double slowdown;
    private final int minRounds;

    /** {@code each}: the estimator at each interval's (Bonferroni) confidence and the gate's threshold. */
    public GatePlan(Estimator each, double slowdown, int minRounds) {
        this.each = each;
        this.slowdown = slowdown;
        this.minRounds = minRounds;
    }

    /** One benchmark after some rounds: what it can see now, and whether it needs more. */
    public record Status(BenchmarkKey key, Optional<Estimate> estimate, double seen, boolean done) {
    }

    /** Every running benchmark's status: {@code candidate} over {@code base}, two sides of one session. */
    public List<Status> statuses(Run base, Run candidate, int rounds, Set<BenchmarkKey> running) {
        List<Status> out = new ArrayList<>();
        for (BenchmarkKey k : running) {
            Optional<Estimate> e = base.get(k).isPresent() && candidate.get(k).isPresent()
                    ? each.estimate(k.display(), "baseline vs candidate", candidate, k, base, k) : Optional.empty();
            double seen = e.map(x -> GatePower.smallestSlowdown(x.ci(), each.threshold(), GatePower.POWER)).orElse(Double.POSITIVE_INFINITY);
            out.add(new Status(k, e, seen, e.isPresent() && done(e.get().ci(), rounds, slowdown, each.threshold(), minRounds)));
        }
        return out;
    }

    /** The stop of one benchmark: at least {@code minRounds}, and its interval sees {@code slowdown} with the plan's power. */
    public static boolean done(dev.jfpbench.report.stats.RatioInterval ci, int rounds, double slowdown, double threshold, int minRounds) {
        return rounds >= minRounds && GatePower.sees(ci, slowdown, threshold, POWER);
    }

    /**
     * The budget's stop, one meaning in every session: the next round (of the benchmarks still running,
     * {@code nextSeconds}) would end after the budget, the least rounds included (a session cut below them says so, and
     * states the power it has). {@code budgetSeconds} null: no budget. {@code minRounds} is kept for the callers' symmetry
     * with {@link #done}; it no longer exempts a round.
     */
    public static boolean overBudget(int round, int minRounds, double elapsedSeconds, double nextSeconds, Double budgetSeconds) {
        return budgetSeconds != null && round >= 1 && elapsedSeconds + nextSeconds > budgetSeconds;
    }

    /** The benchmarks that run next round. */
    public static Set<BenchmarkKey> needed(List<Status> statuses) {
        Set<BenchmarkKey> out = new LinkedHashSet<>();
        statuses.stream().filter(s -> !s.done()).forEach(s -> out.add(s.key()));
        return out;
    }
}
