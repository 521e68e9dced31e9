package dev.jfpbench.report.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The gate's power, checked against simulated sessions through the gate's own rule (the truth), not against the formula:
 * the exact calculation hits 80% where the central-t shortcut it replaced does not, and a run states its power at its own
 * sd (the sd's sampling error is in the formula; the simulation harness checks what a night states against what it sees).
 */
class GatePowerTest {
    @Test
    void thePowerIsTheNoncentralTsAndMatchesSimulatedSessions() {
        // 4 rounds (below the trimmed estimator's least: the plain t-interval, whose power is exactly the noncentral t's),
        // 21 simultaneous intervals (Bonferroni at 95%)
        double sd = 0.03;
        int n = 4;
        double conf = 1 - 0.05 / 21;
        double se = sd / Math.sqrt(n);
        for (double d : new double[] {0.15, 0.25, 0.40}) {
            double exact = GatePower.power(d, se, n - 1, conf, 0.05);
            assertThat(flaggedShare(d, sd, n, conf, new Random(7))).isCloseTo(exact, within(0.012));
        }
    }

    @Test
    void theCentralTShortcutOverstatedThePowerTheExactOneDoesNot() {
        double sd = 0.03;
        int n = 4;
        double conf = 1 - 0.05 / 21;
        double se = sd / Math.sqrt(n);
        TDistribution t = new TDistribution(n - 1);
        // the old formula: ln(1+d) = max(t_c se, ln 1.05) + t_0.8 se
        double shortcut = Math.expm1(Math.max(t.inverseCumulativeProbability(1 - (1 - conf) / 2) * se, Math.log(1.05))
                + t.inverseCumulativeProbability(0.8) * se);
        assertThat(flaggedShare(shortcut, sd, n, conf, new Random(11))).isLessThan(0.76);
        double exact = GatePower.smallestSlowdown(se, n - 1, conf, 0.05, 0.8);
        assertThat(exact).isGreaterThan(shortcut);
        assertThat(flaggedShare(exact, sd, n, conf, new Random(12))).isBetween(0.78, 0.82);
    }

    @Test
    void theTrimmedEstimatorOfFourteenRoundsSeesItsStatedSlowdownFourTimesInFive() {
        double sd = 0.05;
        int n = 14;
        double conf = 1 - 0.05 / 21;
        double df = PairedRatio.degreesOfFreedom(n);
        double[] probe = new double[n];
        Random r = new Random(3);
        double ss = 0;
        for (int k = 0; k < 4000; k++) { // the trimmed estimator's own standard error on normal rounds
            for (int i = 0; i < n; i++) {
                probe[i] = sd * r.nextGaussian();
            }
            double m = PairedRatio.ofLogs(probe, 0.95).ratio();
            ss += Math.log(m) * Math.log(m);
        }
        double se = Math.sqrt(ss / 4000);
        double d = GatePower.smallestSlowdown(se, df, conf, 0.05, 0.8);
        assertThat(flaggedShare(d, sd, n, conf, new Random(13))).isBetween(0.75, 0.85);
        assertThat(flaggedShare(d / 2, sd, n, conf, new Random(14))).isLessThan(0.5); // a wrong figure would fail here
    }

    @Test
    void neverBelowTheThresholdAndInfiniteWithoutAnInterval() {
        assertThat(GatePower.smallestSlowdown(0.0, 9, 0.95, 0.05, 0.8)).isCloseTo(0.05, within(1e-6));
        assertThat(GatePower.smallestSlowdown(0.001, 39, 0.95, 0.05, 0.8)).isGreaterThan(0.05);
        assertThat(GatePower.smallestSlowdown(0.05, 0, 0.95, 0.05, 0.8)).isInfinite();
        assertThat(GatePower.smallestSlowdown(new RatioInterval(0.9, Double.NaN, Double.NaN, 1, 0.95, 0), 0.05, 0.8)).isInfinite();
    }

    @Test
    void aRunStatesItsPowerAtItsOwnSdAndAProjectionAtTheSdsUpperBound() {
        double[] logs = {-0.05, 0.02, -0.01, 0.04, -0.03, 0.00, 0.01, -0.02};
        RatioInterval ci = PairedRatio.ofLogs(logs, 0.99);
        double se = ci.logStandardError();
        double stated = GatePower.smallestSlowdown(ci, 0.05, 0.8);
        assertThat(stated).isCloseTo(GatePower.smallestSlowdown(se, ci.df(), 0.99, 0.05, 0.8), within(1e-12));
        assertThat(GatePower.sees(ci, stated * 1.001, 0.05, 0.8)).isTrue();
        assertThat(GatePower.sees(ci, stated * 0.99, 0.05, 0.8)).isFalse();
        // the bound a projection to another design uses: a chi-squared quantile on 7 degrees of freedom (2.833 at 10%, from tables)
        assertThat(GatePower.upperBound(1.0, 7)).isCloseTo(Math.sqrt(7 / 2.833), within(1e-3));
    }

    @Test
    void aSimultaneousIntervalSeesLess() {
        double alone = GatePower.smallestSlowdown(0.02, 7, 0.95, 0.05, 0.8);
        double family = GatePower.smallestSlowdown(0.02, 7, 1 - 0.05 / 21, 0.05, 0.8);
        assertThat(family).isGreaterThan(alone);
    }

    private static double flaggedShare(double slowdown, double sd, int n, double confidence, Random random) {
        int flagged = 0;
        int sessions = 40000;
        double[] logs = new double[n];
        for (int s = 0; s < sessions; s++) {
            for (int i = 0; i < n; i++) {
                logs[i] = -Math.log1p(slowdown) + sd * random.nextGaussian();
            }
            if (RatioVerdict.regression(PairedRatio.ofLogs(logs, confidence), 0.05)) {
                flagged++;
            }
        }
        return flagged / (double) sessions;
    }

    @Test
    void theRoundsToSeeASlowdownAreTheFewestWhosePowerReachesIt() {
        double conf = 1 - 0.05 / 21;
        double sd = 0.06;
        int n = GatePower.roundsToSee(sd, 0.10, conf, 0.05, 0.8);
        // the trimmed estimator's standard error: the spread times sqrt(n)/h, not over sqrt(n)
        assertThat(GatePower.power(0.10, sd * PairedRatio.standardErrorFactor(n), PairedRatio.degreesOfFreedom(n), conf, 0.05)).isGreaterThanOrEqualTo(0.8);
        assertThat(GatePower.power(0.10, sd * PairedRatio.standardErrorFactor(n - 1), PairedRatio.degreesOfFreedom(n - 1), conf, 0.05)).isLessThan(0.8);
        assertThat(GatePower.power(0.10, sd / Math.sqrt(n - 1), PairedRatio.degreesOfFreedom(n - 1), conf, 0.05))
                .as("sd/sqrt(n) would have promised it a round or more early").isGreaterThan(GatePower.power(0.10, sd * PairedRatio.standardErrorFactor(n - 1),
                        PairedRatio.degreesOfFreedom(n - 1), conf, 0.05));
        // twice the spread needs more than twice the rounds (under four times: more rounds also mean more degrees of freedom)
        assertThat(GatePower.roundsToSee(2 * sd, 0.10, conf, 0.05, 0.8)).isGreaterThan(2 * n).isLessThan(4 * n);
        assertThat(GatePower.roundsToSee(5.0, 0.10, conf, 0.05, 0.8)).isEqualTo(Integer.MAX_VALUE);
    }
}
