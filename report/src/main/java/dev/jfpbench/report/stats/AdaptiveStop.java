package dev.jfpbench.report.stats;

/**
 * The adaptive stop of paired rounds: after at least {@code minRounds} rounds, stop as soon as the widest requested
 * interval is within ±{@code target} (a fraction), or at {@code maxRounds}. Stopping on the interval's own width
 * makes it a little optimistic; the minimum keeps that small (the coverage this rule keeps is measured by a seeded
 * simulation, {@code AdaptiveStopCoverageTest}, and stated in the README).
 */
public record AdaptiveStop(double target, int minRounds, int maxRounds) {
    public AdaptiveStop {
        if (!(target > 0) || minRounds < 2 || maxRounds < minRounds) {
            throw new IllegalArgumentException("target " + target + ", rounds " + minRounds + ".." + maxRounds);
        }
    }

    /** True when the widest interval after {@code round} rounds is narrow enough to stop. */
    public boolean reached(int round, RatioInterval widest) {
        return round >= minRounds && widest.defined() && widest.halfWidth() <= target;
    }

    /** True when no more rounds may run. */
    public boolean exhausted(int round) {
        return round >= maxRounds;
    }
}
