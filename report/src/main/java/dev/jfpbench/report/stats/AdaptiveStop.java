package dev.jfpbench.report.stats;

/**
 * The adaptive stop of paired rounds: after at least {@code minRounds} rounds, stop as soon as the widest requested
 * interval is within ±{@code target} (a fraction), or at {@code maxRounds}. Stopping on the interval's own width
 * makes it optimistic; the minimum keeps that smaller (the coverage this rule keeps is measured by the simulation
 * harness, {@code dev.jfpbench.report.sim}, and published as finding sim-adaptive).
 */
public record AdaptiveStop(double target, int minRounds, int maxRounds) {
    public AdaptiveStop {
        if (!(target > 0) || minRounds < 2 || maxRounds < minRounds) {
            throw new IllegalArgumentException("target " + target + ", rounds " + minRounds + ".." + maxRounds);
        }
    }

    /** True when the widest interval after {@code round} rounds is narrow enough to stop. */
    public boolean reached(int round, RatioInterval widest) {
        return reached(round, widest.halfWidth());
    }

    /**
     * True when the widest half-width after {@code round} rounds is narrow enough to stop: an interval's, or for a
     * ratio read in two levels the wider level's ({@code Estimate.settlingHalfWidth}); infinite while there is none.
     */
    public boolean reached(int round, double widestHalfWidth) {
        return round >= minRounds && widestHalfWidth <= target;
    }

    /** True when no more rounds may run. */
    public boolean exhausted(int round) {
        return round >= maxRounds;
    }

    /** Why a session stops adding rounds. */
    public enum Stop { TARGET, MAX_ROUNDS, BUDGET }

    /**
     * The whole stop of a session after {@code round} rounds (the runner's and the power resampler's one rule): the
     * target reached, else the most rounds, else no time left for another round (the budget binds the least rounds too:
     * one meaning of a budget in every session); null to go on.
     * {@code widest}: the widest requested interval so far; {@code noTimeForAnother}: another round would end after the budget.
     */
    public Stop after(int round, RatioInterval widest, boolean noTimeForAnother) {
        return after(round, widest.halfWidth(), noTimeForAnother);
    }

    /** {@link #after(int, RatioInterval, boolean)} on the widest half-width that settles a ratio (infinite while there is none). */
    public Stop after(int round, double widestHalfWidth, boolean noTimeForAnother) {
        if (reached(round, widestHalfWidth)) {
            return Stop.TARGET;
        }
        if (exhausted(round)) {
            return Stop.MAX_ROUNDS;
        }
        return noTimeForAnother ? Stop.BUDGET : null;
    }

    /**
     * {@code after(...) != null}, asking for the widest interval only when the round count and the budget have not
     * already decided (the power resampler runs many sessions).
     */
    public boolean stops(int round, java.util.function.Supplier<RatioInterval> widest, boolean noTimeForAnother) {
        if (exhausted(round) || noTimeForAnother) {
            return true;
        }
        return reached(round, widest.get());
    }
}
