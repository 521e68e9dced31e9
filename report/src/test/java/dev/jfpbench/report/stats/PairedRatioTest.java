package dev.jfpbench.report.stats;

import org.apache.commons.math3.random.MersenneTwister;
import org.apache.commons.math3.random.RandomGenerator;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * The paired ratio interval on synthetic rounds with known answers (fixed seeds, no timing): a hand-computed
 * case, coverage near nominal over many simulated runs, A/A false alarms within alpha, and verdicts in the
 * right direction for throughput and for times.
 */
class PairedRatioTest {

    @Test
    void matchesAHandComputedInterval() {
        // log ratios ln2 + {-0.1, 0, 0.1}: mean ln2, sd 0.1, n 3; t(0.975, 2) = 4.3027: half-width 0.24841.
        double[] logs = {Math.log(2) - 0.1, Math.log(2), Math.log(2) + 0.1};
        RatioInterval ci = PairedRatio.ofLogs(logs, 0.95);
        assertThat(ci.ratio()).isCloseTo(2.0, within(1e-12));
        assertThat(ci.low()).isCloseTo(2.0 * Math.exp(-0.24841), within(1e-4));
        assertThat(ci.high()).isCloseTo(2.0 * Math.exp(0.24841), within(1e-4));
        assertThat(ci.n()).isEqualTo(3);
        assertThat(ci.halfWidth()).isCloseTo(Math.exp(0.24841) - 1, within(1e-4));
    }

    @Test
    void projectsTheRoundsASpreadNeedsForATarget() {
        // rounds of +-a: trimming and winsorizing leave them as they are, so the spread is the same at any even count
        double a = 0.05;
        RatioInterval six = PairedRatio.ofLogs(alternating(6, a), 0.95);
        double spread = a * Math.sqrt(6.0 / 5);
        int need = PairedRatio.roundsFor(six, 0.03, 0.5);
        assertThat(need).isGreaterThan(6);
        for (int m = need - need % 2 - 8; m <= need + 1; m += 2) {
            // the least count: every one below is wider than the target, the first even one from it on is not
            double hw = PairedRatio.ofLogs(alternating(m, spread * Math.sqrt((m - 1.0) / m)), 0.95).halfWidth();
            assertThat(hw <= 0.03).as("%d rounds: ±%.4f", m, hw).isEqualTo(m >= need);
        }
        assertThat(PairedRatio.roundsFor(six, 0.03, 0.025)).isLessThan(need);
        assertThat(PairedRatio.roundsFor(six, 0.03, 0.975)).isGreaterThan(need);
        assertThat(PairedRatio.roundsFor(six, 0.5, 0.5)).isLessThanOrEqualTo(6);
        assertThat(PairedRatio.roundsFor(PairedRatio.ofLogs(new double[] {0.1}, 0.95), 0.03, 0.5)).isEqualTo(-1);
    }

    private static double[] alternating(int n, double a) {
        double[] logs = new double[n];
        for (int i = 0; i < n; i++) {
            logs[i] = i % 2 == 0 ? a : -a;
        }
        return logs;
    }

    @Test
    void tenRoundsCutTheMostExtremeRoundAtEachEnd() {
        // 0.01 * {-4..4} and one slow round: g = 1 cuts -0.9 and 0.04, the middle 8 average -0.005 (hand-computed), the
        // winsorized sd (ends pulled to -0.04 and 0.03) is 0.0271825, se = sd * sqrt(10) / 8 = 0.0107448; the degrees of
        // freedom h - 1 - g + 2g/h = 8 - 1 - 1 + 2/8 = 6.25 (Yuen's 7 is liberal with one round cut at each end).
        double[] logs = {-0.04, -0.03, -0.02, -0.01, 0, 0.01, 0.02, 0.03, 0.04, -0.9};
        RatioInterval ci = PairedRatio.ofLogs(logs, 0.95);
        assertThat(Math.log(ci.ratio())).isCloseTo(-0.005, within(1e-12));
        assertThat(ci.df()).isEqualTo(6.25);
        double t = new org.apache.commons.math3.distribution.TDistribution(6.25).inverseCumulativeProbability(0.975);
        assertThat(Math.log(ci.high()) - Math.log(ci.ratio())).isCloseTo(t * 0.0107448, within(1e-5));
        // the slow round's size does not matter, only that it is the most extreme: one bad fork cannot decide the interval
        logs[9] = -0.09;
        assertThat(PairedRatio.ofLogs(logs, 0.95).low()).isEqualTo(ci.low());
        // from 5 rounds on one is cut at each end; below, nothing: exactly the t-interval
        assertThat(PairedRatio.trimmed(4)).isZero();
        assertThat(PairedRatio.degreesOfFreedom(4)).isEqualTo(3);
        assertThat(PairedRatio.trimmed(5)).isEqualTo(1);
        assertThat(PairedRatio.trimmed(19)).isEqualTo(1);
        assertThat(PairedRatio.trimmed(20)).isEqualTo(2);
        assertThat(PairedRatio.degreesOfFreedom(20)).isEqualTo(16 - 1 - 2 + 4.0 / 16);
    }

    /**
     * The night: one round of +0.555 among rounds of a few percent. At every round count from 5 on, it moves the
     * interval's width by less than a third; the plain t-interval it used to be below 10 rounds widened several times.
     */
    @Test
    void oneWildRoundNeverWidensAnIntervalThreefoldAtAnyRoundCount() {
        RandomGenerator rng = new MersenneTwister(3);
        for (int n = PairedRatio.MIN_TRIMMED; n <= 40; n++) {
            double[] logs = new double[n];
            for (int i = 0; i < n; i++) {
                logs[i] = 0.03 * rng.nextGaussian();
            }
            double quiet = PairedRatio.ofLogs(logs, 0.95).halfWidth();
            double[] wild = logs.clone();
            wild[n / 2] = 0.555;
            double wide = PairedRatio.ofLogs(wild, 0.95).halfWidth();
            assertThat(wide / quiet).as("%d rounds", n).isLessThan(3);
            // the check can fail: the plain t-interval on the same rounds widens far more
            double[] plain = EstimatorTestSupport.t(wild);
            if (n < 10) {
                assertThat(plain[1] / EstimatorTestSupport.t(logs)[1]).as("%d rounds, the t-interval", n).isGreaterThan(3);
            }
        }
    }

    @Test
    void ratiosAreTakenWithinEachRound() {
        // Every round's speed differs wildly, the ratio within each round is exactly 1.5: the interval is the point.
        double[] base = {100, 40, 250, 7};
        double[] fast = {150, 60, 375, 10.5};
        RatioInterval ci = PairedRatio.of(fast, base, 0.99);
        assertThat(ci.ratio()).isCloseTo(1.5, within(1e-12));
        assertThat(ci.low()).isCloseTo(1.5, within(1e-9));
        assertThat(ci.high()).isCloseTo(1.5, within(1e-9));
        // And B/A mirrors A/B exactly.
        RatioInterval back = PairedRatio.of(base, fast, 0.99);
        assertThat(back.ratio()).isCloseTo(1 / 1.5, within(1e-12));
    }

    @Test
    void oneRoundHasNoInterval() {
        RatioInterval ci = PairedRatio.of(new double[] {2}, new double[] {1}, 0.99);
        assertThat(ci.defined()).isFalse();
        assertThat(ci.ratio()).isEqualTo(2.0);
        assertThat(RatioVerdict.of(ci, 0.05)).isEqualTo(RatioVerdict.NOT_ENOUGH);
    }

    @Test
    void badInputIsRejected() {
        assertThatThrownBy(() -> PairedRatio.of(new double[] {1, 2}, new double[] {1}, 0.99)).hasMessageContaining("different lengths");
        assertThatThrownBy(() -> PairedRatio.of(new double[] {1, 0}, new double[] {1, 1}, 0.99)).hasMessageContaining("round 2");
        assertThatThrownBy(() -> PairedRatio.ofLogs(new double[] {0, 1}, 1.0)).hasMessageContaining("confidence");
    }

    /**
     * One simulated run: {@code rounds} rounds, each with a machine-wide slowdown shared by both sides (the
     * noise pairing cancels: up to x3) and independent per-side noise (sd {@code sd} of the log).
     */
    private static RatioInterval simulate(RandomGenerator rng, double trueRatio, int rounds, double sd, double confidence) {
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            double machine = 1.0 + 2.0 * rng.nextDouble();
            a[r] = 1000.0 / machine * Math.exp(sd * rng.nextGaussian());
            b[r] = 1000.0 * trueRatio / machine * Math.exp(sd * rng.nextGaussian());
        }
        return PairedRatio.of(b, a, confidence);
    }

    @Test
    void coverageIsNearNominal() {
        RandomGenerator rng = new MersenneTwister(20261123L);
        for (double confidence : new double[] {0.95, 0.99}) {
            for (int rounds : new int[] {5, 12}) {
                int covered = 0;
                int experiments = 2000;
                for (int i = 0; i < experiments; i++) {
                    RatioInterval ci = simulate(rng, 1.1, rounds, 0.05, confidence);
                    if (ci.low() <= 1.1 && 1.1 <= ci.high()) {
                        covered++;
                    }
                }
                double coverage = covered / (double) experiments;
                // Binomial sd at 2000 experiments is 0.5% (95%) and 0.2% (99%): allow about 3 of them.
                assertThat(coverage).as("coverage at %s with %d rounds", confidence, rounds)
                        .isCloseTo(confidence, within(confidence == 0.95 ? 0.015 : 0.007));
            }
        }
    }

    @Test
    void aaRunsRarelyRaiseAFalseAlarm() {
        RandomGenerator rng = new MersenneTwister(8L);
        int alarms = 0;
        int experiments = 2000;
        for (int i = 0; i < experiments; i++) {
            RatioVerdict v = RatioVerdict.of(simulate(rng, 1.0, 6, 0.05, 0.99), 0.05);
            if (v == RatioVerdict.FASTER || v == RatioVerdict.SLOWER) {
                alarms++;
            }
        }
        // At most alpha (1%), plus three binomial standard deviations at 2000 experiments (0.2% each).
        assertThat(alarms / (double) experiments).isLessThanOrEqualTo(0.01 + 3 * Math.sqrt(0.01 * 0.99 / experiments));
    }

    @Test
    void aTenPercentSlowdownIsFoundInTheRightDirectionInEveryMode() {
        RandomGenerator rng = new MersenneTwister(10L);
        int found = 0;
        int experiments = 500;
        for (int i = 0; i < experiments; i++) {
            // Throughput (higher is better): the new side does 0.9x the operations per second.
            RatioInterval thrpt = simulate(rng, 0.9, 8, 0.02, 0.99);
            // The other way round (base over new) the same data must say the mirror image: faster.
            RatioInterval inverse = new RatioInterval(1 / thrpt.ratio(), 1 / thrpt.high(), 1 / thrpt.low(), thrpt.n(), thrpt.confidence(), dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(thrpt.n()));
            RatioVerdict t = RatioVerdict.of(thrpt, 0.05);
            RatioVerdict a = RatioVerdict.of(inverse, 0.05);
            assertThat(t).isNotEqualTo(RatioVerdict.FASTER);
            assertThat(a).isEqualTo(t == RatioVerdict.SLOWER ? RatioVerdict.FASTER : t);
            if (t == RatioVerdict.SLOWER) {
                found++;
            }
        }
        assertThat(found / (double) experiments).isGreaterThanOrEqualTo(0.95);
    }

    @Test
    void verdictsUseTheIntervalAndTheThreshold() {
        // Significant and beyond the threshold: faster; its mirror image slower.
        RatioInterval up = new RatioInterval(1.20, 1.10, 1.31, 8, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(8));
        assertThat(RatioVerdict.of(up, 0.05)).isEqualTo(RatioVerdict.FASTER);
        assertThat(RatioVerdict.of(new RatioInterval(1 / 1.20, 1 / 1.31, 1 / 1.10, 8, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(8)), 0.05)).isEqualTo(RatioVerdict.SLOWER);
        // Significant but small: the interval excludes 1, so faster; but it is no regression or gain by the gate's rule.
        RatioInterval small = new RatioInterval(1.02, 1.01, 1.03, 8, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(8));
        assertThat(RatioVerdict.of(small, 0.05)).isEqualTo(RatioVerdict.FASTER);
        assertThat(RatioVerdict.regression(new RatioInterval(1 / 1.02, 1 / 1.03, 1 / 1.01, 8, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(8)), 0.05)).isFalse();
        assertThat(RatioVerdict.regression(new RatioInterval(1 / 1.20, 1 / 1.31, 1 / 1.10, 8, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(8)), 0.05)).isTrue();
        // Containing 1 and wholly inside ±5%: the same.
        RatioInterval same = new RatioInterval(1.01, 0.99, 1.03, 8, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(8));
        assertThat(RatioVerdict.of(same, 0.05)).isEqualTo(RatioVerdict.WITHIN);
        assertThat(RatioVerdict.words(same, 0.05)).isEqualTo("same within ±5%");
        // Beyond the threshold but not significant, and too wide to say: inconclusive.
        RatioInterval wide = new RatioInterval(1.08, 0.95, 1.22, 4, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(4));
        assertThat(RatioVerdict.of(wide, 0.05)).isEqualTo(RatioVerdict.INCONCLUSIVE);
        assertThat(RatioVerdict.words(wide, 0.05)).isEqualTo("inconclusive (±13.0%)");
        assertThat(RatioVerdict.words(new RatioInterval(1.08, Double.NaN, Double.NaN, 1, 0.99, 0), 0.05)).isEqualTo("no interval (1 round or fork)");
    }

    @Test
    void theThresholdIsSymmetricOnTheLogScaleSoABAndBAMirror() {
        // 0.950 is a 5.26% slowdown on the log scale (1/0.95 = 1.0526): beyond ±5%, exactly as 1.0526 is.
        RatioInterval down = new RatioInterval(0.950, 0.940, 0.960, 10, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(10));
        RatioInterval up = new RatioInterval(1 / 0.950, 1 / 0.960, 1 / 0.940, 10, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(10));
        assertThat(RatioVerdict.of(down, 0.05)).isEqualTo(RatioVerdict.SLOWER);
        assertThat(RatioVerdict.of(up, 0.05)).isEqualTo(RatioVerdict.FASTER);
        // 0.953 is within 5% either way (1/0.953 = 1.049): not beyond the gate's threshold on either side.
        assertThat(RatioVerdict.beyond(0.953, 0.05)).isFalse();
        assertThat(RatioVerdict.beyond(1 / 0.953, 0.05)).isFalse();
    }
}
