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
    void nightsAreWeightedByTheirOwnNoiseAndTheNightOffsetAndTheSharedOffsetNeverAveragesAway() {
        // se 0.01 and 0.02, night offset 0.01: weights 1/0.0002 and 1/0.0005 (5000 and 2000); (5000 * -0.04 + 2000 * -0.01) / 7000
        List<Trend.Night> two = List.of(night(1, -0.04, 0.01), night(2, -0.01, 0.02));
        double[] c = Trend.combine(two, new Trend.Offsets(0.01, 0));
        assertThat(c[0]).isCloseTo(-0.0314286, within(1e-6));
        assertThat(c[1]).isCloseTo(1 / Math.sqrt(7000), within(1e-9));
        // an offset shared by the window adds its whole variance, however many nights
        double[] shared = Trend.combine(two, new Trend.Offsets(0.01, 0.01));
        assertThat(shared[0]).isCloseTo(c[0], within(1e-12));
        assertThat(shared[1]).isCloseTo(Math.sqrt(1 / 7000.0 + 0.0001), within(1e-9));
        List<Trend.Night> many = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            many.add(night(1, 0, 0.01));
        }
        assertThat(Trend.combine(many, new Trend.Offsets(0, 0.01))[1]).isGreaterThan(0.01);
    }

    @Test
    void theQuantileIsStudentsOnTheNightsDegreesOfFreedomAndTheBudgetIsOneSided() {
        // Welch-Satterthwaite: two equal nights of df 5 and no offsets give 10 degrees of freedom
        double[] c = Trend.combine(List.of(new Trend.Night("a", 0, 0.01, 5), new Trend.Night("b", 0, 0.01, 5)), new Trend.Offsets(0, 0));
        assertThat(c[2]).isCloseTo(10, within(1e-9));
        // known offsets add variance without uncertainty: more degrees of freedom
        assertThat(Trend.combine(List.of(new Trend.Night("a", 0, 0.01, 5), new Trend.Night("b", 0, 0.01, 5)), new Trend.Offsets(0.01, 0.01))[2])
                .isGreaterThan(10);
        // one false alarm in 30 nights over 21 benchmarks, one-sided (the alarm is a slowdown only)
        assertThat(Trend.critical(21, Double.POSITIVE_INFINITY)).isCloseTo(
                new org.apache.commons.math3.distribution.NormalDistribution().inverseCumulativeProbability(1 - 1.0 / 30 / 21), within(1e-6));
        assertThat(Trend.critical(21, 10)).isGreaterThan(Trend.critical(21, Double.POSITIVE_INFINITY));
        // the same estimate on few degrees of freedom is not flagged where the normal quantile would flag it
        Trend.Offsets none = new Trend.Offsets(0, 0);
        double se = 0.02;
        // two nights of se 0.02 combine to se / sqrt(2); the estimate 0.2 of that beyond the normal quantile (and beyond -2.5%)
        double log = -(Trend.critical(21, Double.POSITIVE_INFINITY) + 0.2) * se / Math.sqrt(2);
        List<Trend.Night> normal = List.of(new Trend.Night("a", log, se), new Trend.Night("b", log, se));
        List<Trend.Night> few = List.of(new Trend.Night("a", log, se, 3), new Trend.Night("b", log, se, 3));
        assertThat(Trend.decide("b", normal, none, 21)).isNotNull();
        assertThat(Trend.decide("b", few, none, 21)).isNull();
    }

    @Test
    void oneNightIsNeverATrendAndASmallChangeIsNotFlagged() {
        assertThat(Trend.decide("b", List.of(night(1, -0.2, 0.001)), Trend.OFFSETS, 21)).isNull();
        // clearly below 1 but not beyond the trend's threshold
        assertThat(Trend.decide("b", List.of(night(1, -0.02, 0.001), night(2, -0.02, 0.001), night(3, -0.02, 0.001)), new Trend.Offsets(0, 0), 21)).isNull();
    }

    @Test
    void aFivePercentStepIsFoundWithinThreeNightsAndNoChangeRarelyIsUnderTheOffsetsTheRuleAssumes() {
        Random r = new Random(5);
        double se = 0.012;
        Trend.Offsets o = Trend.OFFSETS;
        int found = 0;
        int alarms = 0;
        int trials = 4000;
        for (int t = 0; t < trials; t++) {
            List<Trend.Night> step = new ArrayList<>();
            List<Trend.Night> none = new ArrayList<>();
            double shared = o.shared() * r.nextGaussian();
            for (int i = 0; i < 3; i++) {
                double offset = shared + o.night() * r.nextGaussian() + se * r.nextGaussian();
                step.add(new Trend.Night("n" + i, -Math.log(1.05) + offset, se, 10));
                none.add(new Trend.Night("n" + i, offset, se, 10));
            }
            found += Trend.decide("b", step, o, 21) != null ? 1 : 0;
            // a false alarm: any of 21 benchmarks; here one benchmark's share
            alarms += Trend.decide("b", none, o, 21) != null ? 1 : 0;
        }
        assertThat(found / (double) trials).isGreaterThan(0.6);
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
