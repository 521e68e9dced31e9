package dev.jfpbench.report.power;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The variance design models the fork's own score (the median of the iterations within 10% of the best), simulated by
 * its code: one or two iterations are their mean, many tend to the median's pi/2 while every iteration is kept, and a
 * jitter wide enough for the cut to drop iterations moves it off the plain median's.
 */
class VarianceDesignScoreTest {
    @Test
    void theScoresVarianceFactorIsItsOwn() {
        assertThat(VarianceDesign.score(1, 0.0004)).isEqualTo(1);
        assertThat(VarianceDesign.score(2, 0.0004)).isCloseTo(1, within(0.05));
        // 29 iterations of 1% jitter: all within 10% of the best, so the plain median's factor, near pi/2
        assertThat(VarianceDesign.score(29, 0.0001)).isCloseTo(Math.PI / 2, within(0.12));
        // 9% jitter: the cut at 10% of the best drops the slow tail, and the factor is no longer the median's
        assertThat(Math.abs(VarianceDesign.score(29, 0.0081) - VarianceDesign.score(29, 0.0001))).isGreaterThan(0.1);
    }
}
