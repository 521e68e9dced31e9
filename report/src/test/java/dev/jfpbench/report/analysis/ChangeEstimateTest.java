package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.rounds.RoundFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The change of a ratio between two sides of one session (Fast/Default under Serial over under G1): the rounds'
 * ratios of ratios, refused across runs, and moved by a small change of one side.
 */
class ChangeEstimateTest {
    static final double[] NOISE = {100, 80, 120, 90, 110};
    static final String FAST = "x.Json.readFast";
    static final String DEFAULT = "x.Json.readDefault";
    final Estimator estimator = new Estimator(0.95, 0.05, 0);

    /** A side of session {@code session}: Default at the rounds' noise, Fast at {@code fast} times it (times {@code wobble} in round 3). */
    static Path side(Path dir, String session, String label, double fast, double wobble) throws IOException {
        double[][] f = RoundFixtures.rounds(NOISE, fast);
        f[2] = new double[] {f[2][0] * wobble, f[2][1] * wobble};
        Path p = RoundFixtures.file(dir, session + "-" + label + ".json", RoundFixtures.entry(DEFAULT, "thrpt", "ops/s", RoundFixtures.rounds(NOISE, 1)),
                RoundFixtures.entry(FAST, "thrpt", "ops/s", f));
        RoundFixtures.sidecar(p, session, label, NOISE.length);
        return p;
    }

    static BenchmarkKey key(String name) {
        return BenchmarkKey.of(name, "thrpt", Map.of());
    }

    @Test
    void theChangeIsTheRatioOfTheTwoSidesRatiosRoundByRound(@TempDir Path dir) throws IOException {
        List<Run> runs = Run.load(List.of(side(dir, "s", "g1", 2.0, 1), side(dir, "s", "serial", 1.5, 1)), List.of("g1", "serial"));
        Estimate e = estimator.change("change", "g1 vs serial", runs.get(0), runs.get(1), key(FAST), key(DEFAULT)).orElseThrow();
        assertThat(e.ci().ratio()).isCloseTo(0.75, within(1e-9));
        assertThat(e.method()).isEqualTo(Estimate.Method.PAIRED);
        // the same Fast/Default on both sides: no change, however noisy the rounds themselves were
        List<Run> same = Run.load(List.of(side(dir, "t", "g1", 2.0, 1), side(dir, "t", "serial", 2.0, 1)), List.of("g1", "serial"));
        assertThat(estimator.change("none", "", same.get(0), same.get(1), key(FAST), key(DEFAULT)).orElseThrow().ci().ratio()).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void theChangeIsReadRoundByRoundByTheOneEstimator(@TempDir Path dir) throws IOException {
        // one round of one side off by 1%: the round's own change, the most extreme of five, is cut by the trimmed mean
        List<Run> runs = Run.load(List.of(side(dir, "s", "g1", 2.0, 1), side(dir, "s", "serial", 2.0, 1.01)), List.of("g1", "serial"));
        Estimate e = estimator.change("change", "", runs.get(0), runs.get(1), key(FAST), key(DEFAULT)).orElseThrow();
        assertThat(e.ci().ratio()).isCloseTo(1.0, within(1e-9));
        // read without trimming (the mean of the five rounds' changes) it would have moved by a fifth of 1%
        assertThat(Math.pow(1.01, 1.0 / NOISE.length)).isNotCloseTo(1.0, within(1e-4));
    }

    @Test
    void twoRunsThatAreNotOneSessionAreRefused(@TempDir Path dir) throws IOException {
        List<Run> runs = Run.load(List.of(side(dir, "s", "g1", 2.0, 1), side(dir, "other", "serial", 1.5, 1)), List.of("g1", "serial"));
        assertThat(estimator.change("change", "", runs.get(0), runs.get(1), key(FAST), key(DEFAULT))).isEmpty();
        assertThat(estimator.change("change", "", runs.get(0), runs.get(1), key(FAST), key("x.Json.readNothing"))).isEmpty();
    }
}
