package dev.jfpbench.report.history;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The "since night N" rule: its arithmetic by hand, its false alarms and its detection on simulated nights of known truth. */
class TrendTest {
    private static Trend.Night night(int i, double log, double se) {
        return new Trend.Night("2026-11-2" + i + "T02:00:00Z", log, se);
    }

    @Test
    void nightsAreWeightedByTheirOwnNoiseAndTheNightLevelSd() {
        // se 0.01 and 0.02, tau 0.01: weights 1/0.0002 and 1/0.0005 (5000 and 2000); (5000 * -0.04 + 2000 * -0.01) / 7000
        double[] c = Trend.combine(List.of(night(1, -0.04, 0.01), night(2, -0.01, 0.02)), 0.01);
        assertThat(c[0]).isCloseTo(-0.0314286, within(1e-6));
        assertThat(c[1]).isCloseTo(1 / Math.sqrt(7000), within(1e-9));
    }

    @Test
    void oneNightIsNeverATrendAndASmallChangeIsNotFlagged() {
        assertThat(Trend.decide("b", List.of(night(1, -0.2, 0.001)), 0.01, 21)).isNull();
        // clearly below 1 but not beyond the trend's threshold
        assertThat(Trend.decide("b", List.of(night(1, -0.02, 0.001), night(2, -0.02, 0.001), night(3, -0.02, 0.001)), 0.0, 21)).isNull();
    }

    @Test
    void aFivePercentStepIsFoundWithinThreeNightsAndNoChangeRarelyIs() {
        Random r = new Random(5);
        double se = 0.012;
        double tau = 0.01;
        int found = 0;
        int alarms = 0;
        int trials = 4000;
        for (int t = 0; t < trials; t++) {
            List<Trend.Night> step = new ArrayList<>();
            List<Trend.Night> none = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                double offset = tau * r.nextGaussian() + se * r.nextGaussian();
                step.add(night(i, -Math.log(1.05) + offset, se));
                none.add(night(i, offset, se));
            }
            found += Trend.decide("b", step, tau, 21) != null ? 1 : 0;
            // a false alarm: any of 21 benchmarks; here one benchmark's share
            alarms += Trend.decide("b", none, tau, 21) != null ? 1 : 0;
        }
        assertThat(found / (double) trials).isGreaterThan(0.8);
        assertThat(alarms / (double) trials * 21).as("false alarms a night over 21 benchmarks").isLessThan(Trend.FAMILY_ALPHA * 1.5);
    }

    @Test
    void tauIsTheNightsSpreadBeyondTheirOwnNoise() {
        Random r = new Random(9);
        List<Map<String, Trend.Night>> nights = new ArrayList<>();
        for (int n = 0; n < 400; n++) {
            double se = 0.01;
            nights.add(Map.of("b", night(1, 0.02 * r.nextGaussian() + se * r.nextGaussian(), se)));
        }
        assertThat(Trend.tau(nights)).isCloseTo(0.02, within(0.003));
    }
}
