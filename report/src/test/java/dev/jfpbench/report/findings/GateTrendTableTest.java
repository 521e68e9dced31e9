package dev.jfpbench.report.findings;

import dev.jfpbench.report.history.Trend;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The three-night rates: every ordered window, every benchmark; a narrow benchmark finds the step, a wide one does not, an offset alarms. */
class GateTrendTableTest {
    /** {@code count} nights of two benchmarks: "narrow" with sd {@code narrow}, "wide" with {@code wide}, both at {@code offset}. */
    static List<Map<String, Trend.Night>> nights(int count, double offset, double narrow, double wide) {
        List<Map<String, Trend.Night>> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Map<String, Trend.Night> n = new LinkedHashMap<>();
            n.put("narrow", new Trend.Night("n" + i, offset, narrow));
            n.put("wide", new Trend.Night("n" + i, offset, wide));
            out.add(n);
        }
        return out;
    }

    @Test
    void everyOrderedWindowAndEveryBenchmark() {
        GateTrendTable.Rates r = GateTrendTable.rates(nights(4, 0, 0.005, 0.05));
        assertThat(r.windows()).isEqualTo(4 * 3 * 2);
        assertThat(r.benchmarks()).isEqualTo(2);
        assertThat(r.alarms()).isZero();
        assertThat(r.found()).isCloseTo(0.5, within(1e-12)); // the narrow one in every window, the wide one in none
        assertThat(r.weakest()).isZero();
        assertThat(r.weakestName()).isEqualTo("wide");
        assertThat(r.at80()).isEqualTo(1);
    }

    @Test
    void tonightIsTheNightlysRuleOnTheNightsOwnDegreesOfFreedom() {
        // 8% slow with a standard error of 1.5%, 21 benchmarks: the normal quantile (about 3.04) would flag it, the t on 5 df (about 5.67) does not
        Trend.Night few = new Trend.Night("n", Math.log(0.92), 0.015, 5);
        assertThat(GateTrendTable.tonight(few, 21)).isFalse();
        assertThat(GateTrendTable.tonight(new Trend.Night("n", Math.log(0.92), 0.015, 60), 21)).isTrue();
        assertThat(GateTrendTable.tonight(new Trend.Night("n", Math.log(0.96), 0.001, 60), 21)).isFalse(); // within -5%, however narrow
    }

    @Test
    void aNightLevelOffsetIsAFalseAlarm() {
        // every night 4% slower on both sides' "same" code: the combined narrow interval lies below 1 beyond -2.5%
        GateTrendTable.Rates r = GateTrendTable.rates(nights(3, Math.log(0.96), 0.005, 0.05));
        assertThat(r.alarms()).isEqualTo(1.0);
        GateTrendTable.Rates none = GateTrendTable.rates(nights(3, Math.log(0.99), 0.005, 0.05));
        assertThat(none.alarms()).isZero(); // 1% is within the rule's -2.5%, however narrow
    }

    /**
     * No alarm in the nights is no proof of none: the bound is the Clopper-Pearson one on the nights' decisions (one
     * fewer than the nights), at 95% one-sided, about 3 over the decisions (the rule of three), not a bootstrap of zeros.
     */
    @Test
    void noAlarmSeenIsBoundedByTheRuleOfThreeNotByZero() {
        String none = GateTrendTable.upperBound(0, 15);
        double exact = 1 - Math.pow(0.05, 1 / 14.0);
        assertThat(none).contains(String.format(java.util.Locale.ROOT, "at most %.2f per 30 nights", exact * 30)).contains("14 night decisions")
                .contains(", 0 with an alarm");
        assertThat(exact * 14).as("the rule of three, about").isBetween(2.5, 3.0);
        // one alarm in the same nights bounds it higher
        assertThat(GateTrendTable.upperBound(1 / 14.0, 15)).contains("1 with an alarm");
    }

    /** The offsets the trend assumes are known to the degrees of freedom of the A/A nights of finding gate-trend (one fewer than the nights). */
    @Test
    void theOffsetsDegreesOfFreedomAreThoseOfTheNightsTheyRestOn() {
        GateTrendTable t = (GateTrendTable) Published.all().get("gate-trend");
        assertThat(Trend.OFFSETS.df()).isEqualTo(t.baseFiles().size() - 1);
    }
}
