package dev.jfpbench.report.stats;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The smallest slowdown the gate flags with 80% power, checked against hand-computed cases and against the gate itself. */
class GatePowerTest {
    // Student's t quantiles from tables (not from the code under test)
    private static final double T9_975 = 2.262157;
    private static final double T9_80 = 0.883404;
    private static final double T4_975 = 2.776445;
    private static final double T4_80 = 0.940965;

    @Test
    void aQuietRunIsBoundByTheThresholdPlusItsPowerMargin() {
        // sd 0.02, 10 rounds, 95%: the interval (t*se = 1.4%) is narrower than the threshold, so the threshold binds
        double se = 0.02 / Math.sqrt(10);
        double expected = Math.exp(Math.log(1.05) + T9_80 * se) - 1;
        assertThat(GatePower.smallestSlowdown(0.02, 10, 0.95, 0.05, 0.8)).isCloseTo(expected, within(1e-5));
        assertThat(expected).isCloseTo(0.0559, within(1e-4));
    }

    @Test
    void aNoisyShortRunIsBoundByItsInterval() {
        // sd 0.05, 5 rounds, 95%: t*se = 6.2% is beyond the threshold's 4.9% on the log scale, so the interval binds
        double se = 0.05 / Math.sqrt(5);
        double expected = Math.exp(T4_975 * se + T4_80 * se) - 1;
        assertThat(GatePower.smallestSlowdown(0.05, 5, 0.95, 0.05, 0.8)).isCloseTo(expected, within(1e-5));
        assertThat(expected).isCloseTo(0.0867, within(1e-4));
    }

    @Test
    void neverBelowTheThresholdAndInfiniteWithoutAnInterval() {
        assertThat(GatePower.smallestSlowdown(0.0, 10, 0.95, 0.05, 0.8)).isCloseTo(0.05, within(1e-12));
        assertThat(GatePower.smallestSlowdown(0.001, 40, 0.95, 0.05, 0.8)).isGreaterThan(0.05);
        assertThat(GatePower.smallestSlowdown(0.05, 1, 0.95, 0.05, 0.8)).isInfinite();
        assertThat(GatePower.smallestSlowdown(new RatioInterval(0.9, Double.NaN, Double.NaN, 1, 0.95), 0.05, 0.8)).isInfinite();
    }

    @Test
    void aSimultaneousIntervalSeesLess() {
        double alone = GatePower.smallestSlowdown(0.05, 8, 0.95, 0.05, 0.8);
        double family = GatePower.smallestSlowdown(0.05, 8, 1 - 0.05 / 21, 0.05, 0.8);
        assertThat(family).isGreaterThan(alone);
    }

    @Test
    void theSdIsReadBackOffAPairedInterval() {
        double[] logs = {-0.05, 0.02, -0.01, 0.04, -0.03, 0.00, 0.01, -0.02};
        double mean = java.util.Arrays.stream(logs).average().orElseThrow();
        double ss = 0;
        for (double l : logs) {
            ss += (l - mean) * (l - mean);
        }
        double sd = Math.sqrt(ss / (logs.length - 1));
        RatioInterval ci = PairedRatio.ofLogs(logs, 0.99);
        assertThat(GatePower.smallestSlowdown(ci, 0.05, 0.8)).isCloseTo(GatePower.smallestSlowdown(sd, 8, 0.99, 0.05, 0.8), within(1e-9));
    }

    @Test
    void theGateFlagsThatSlowdownAboutFourTimesInFiveAndASmallerOneLessOften() {
        // simulated sessions through the gate's own rule: at the stated slowdown the gate fires about 80% of the time
        double sd = 0.05;
        int n = 5;
        double d = GatePower.smallestSlowdown(sd, n, 0.95, 0.05, 0.8);
        assertThat(flaggedShare(d, sd, n, 0.95, new Random(7))).isBetween(0.74, 0.86);
        assertThat(flaggedShare(0.05, sd, n, 0.95, new Random(8))).isLessThan(0.5);
        // wrong figures are rejected by the same simulation: half the slowdown is flagged far less than 80%
        assertThat(flaggedShare(d / 2, sd, n, 0.95, new Random(9))).isLessThan(0.6);
    }

    private static double flaggedShare(double slowdown, double sd, int n, double confidence, Random random) {
        int flagged = 0;
        int sessions = 20000;
        for (int s = 0; s < sessions; s++) {
            double[] logs = new double[n];
            for (int i = 0; i < n; i++) {
                logs[i] = -Math.log1p(slowdown) + sd * random.nextGaussian();
            }
            if (RatioVerdict.regression(PairedRatio.ofLogs(logs, confidence), 0.05)) {
                flagged++;
            }
        }
        return flagged / (double) sessions;
    }
}
