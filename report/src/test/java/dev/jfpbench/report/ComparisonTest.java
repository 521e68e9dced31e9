package dev.jfpbench.report;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ComparisonTest {

    private static BenchmarkResult result(String name, String mode, String unit, double... raw) {
        double mean = java.util.Arrays.stream(raw).average().orElse(Double.NaN);
        return new BenchmarkResult(BenchmarkKey.of(name, mode, Map.of()), 1, 1, "17", "vm", "17", "java",
                new Metric(mean, 1.0, unit, raw, raw.length), Map.of());
    }

    @Test
    void welchPValueMatchesAHandComputedCase() {
        // a: mean 2, var 1; b: mean 5, var 1; n = 3 each: t = 3 / sqrt(2/3) = 3.674, df = 4, two-sided p = 0.0213.
        assertThat(Significance.pValue(new double[] {1, 2, 3}, new double[] {4, 5, 6})).isCloseTo(0.0213, within(0.0005));
    }

    /** Three forks of ten iterations each; iterations sit tightly around their fork's score. */
    private static BenchmarkResult forks(double... forkScores) {
        double[] raw = new double[forkScores.length * 10];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = forkScores[i / 10] + ((i % 10) - 4.5) * 0.01;
        }
        double mean = java.util.Arrays.stream(raw).average().orElseThrow();
        return new BenchmarkResult(BenchmarkKey.of("p.C.m", "thrpt", Map.of()), 1, forkScores.length, "17", "vm", "17", "java",
                new Metric(mean, 1.0, "ops/s", raw, raw.length, forkScores), Map.of());
    }

    @Test
    void welchTestsForkMeansNotCorrelatedIterations() {
        // Forks differ by a few percent (JIT, layout); the new run's forks are 3% higher. Pooled, the 30 iterations
        // per side look like strong evidence (p < 0.01); as 3 forks per side they are not.
        BenchmarkResult base = forks(100, 104, 96);
        BenchmarkResult next = forks(103, 107, 99);
        assertThat(Significance.pValue(base.primary().perIteration(), next.primary().perIteration())).isLessThan(0.01);
        assertThat(Significance.pValue(base.primary(), next.primary())).isGreaterThan(0.3);
        Comparison c = Comparison.of(List.of(base), List.of(next), 0.02, Significance.DEFAULT);
        assertThat(c.rows().get(0).verdict()).isEqualTo(Comparison.Verdict.NO_CHANGE);

        // A shift far beyond the fork-to-fork spread is still found.
        Comparison big = Comparison.of(List.of(base), List.of(forks(130, 134, 126)), 0.02, Significance.DEFAULT);
        assertThat(big.rows().get(0).verdict()).isEqualTo(Comparison.Verdict.FASTER);
    }

    @Test
    void runNoiseAllowsForTheMachinesDriftBetweenRuns() {
        // Six tight forks per run, the second run 6% slower: to Welch alone a sure regression; with 2% of
        // run-to-run drift (what A/A runs a minute apart showed here) a 6% move is within what the machine does.
        BenchmarkResult base = forks(100, 100.5, 99.5, 100.2, 99.8, 100);
        BenchmarkResult drifted = forks(94, 94.5, 93.5, 94.2, 93.8, 94);
        assertThat(Significance.pValue(base.primary(), drifted.primary(), 0)).isEqualTo(Significance.pValue(base.primary(), drifted.primary()));
        assertThat(Comparison.of(List.of(base), List.of(drifted), 0.05, Significance.DEFAULT, 0, 0).rows().get(0).verdict())
                .isEqualTo(Comparison.Verdict.SLOWER);
        Comparison allowed = Comparison.of(List.of(base), List.of(drifted), 0.05, Significance.DEFAULT, 0, 0.02);
        assertThat(allowed.rows().get(0).pValue()).isBetween(0.01, 0.1);
        assertThat(allowed.rows().get(0).verdict()).isEqualTo(Comparison.Verdict.NO_CHANGE);
        assertThat(allowed.runNoise()).isEqualTo(0.02);

        // A 15% drop is beyond any drift of 2%: still slower.
        BenchmarkResult regressed = forks(85, 85.5, 84.5, 85.2, 84.8, 85);
        assertThat(Comparison.of(List.of(base), List.of(regressed), 0.05, Significance.DEFAULT, 0, 0.02).rows().get(0).verdict())
                .isEqualTo(Comparison.Verdict.SLOWER);
    }

    @Test
    void tooFewIterationsCannotBeTested() {
        Comparison c = Comparison.of(List.of(result("p.C.m", "thrpt", "ops/s", 100)), List.of(result("p.C.m", "thrpt", "ops/s", 50)),
                0.05, Significance.DEFAULT);
        assertThat(c.rows().get(0).verdict()).isEqualTo(Comparison.Verdict.UNTESTED);
        assertThat(c.regressed()).isFalse();
    }

    @Test
    void constantSamplesAreSignificantOnlyWhenTheyDiffer() {
        assertThat(Significance.pValue(new double[] {1, 1}, new double[] {1, 1})).isEqualTo(1.0);
        assertThat(Significance.pValue(new double[] {1, 1}, new double[] {2, 2})).isEqualTo(0.0);
    }

    @Test
    void sampleTimeIsLowerIsBetter() {
        Comparison c = Comparison.of(List.of(result("p.C.m", "sample", "us/op", 10, 10.1, 9.9, 10)),
                List.of(result("p.C.m", "sample", "us/op", 8, 8.1, 7.9, 8)), 0.05, Significance.DEFAULT);
        assertThat(c.rows().get(0).verdict()).isEqualTo(Comparison.Verdict.FASTER);
    }

    @Test
    void singleShotIsLowerIsBetter() {
        Comparison c = Comparison.of(List.of(result("p.C.m", "ss", "ms/op", 10, 10.1, 9.9, 10)),
                List.of(result("p.C.m", "ss", "ms/op", 12, 12.1, 11.9, 12)), 0.05, Significance.DEFAULT);
        assertThat(c.rows().get(0).verdict()).isEqualTo(Comparison.Verdict.SLOWER);
        assertThat(c.regressed()).isTrue();
    }

    @Test
    void differentModesAreDifferentBenchmarks() {
        assertThatThrownBy(() -> Comparison.of(List.of(result("p.C.m", "thrpt", "ops/s", 1, 2)),
                List.of(result("p.C.m", "avgt", "s/op", 1, 2)), 0.05, Significance.DEFAULT))
                .isInstanceOf(BadInputException.class).hasMessageContaining("no benchmark in common");
    }

    @Test
    void unitsConvert() {
        ScoreUnit opsPerMs = ScoreUnit.parse("ops/ms");
        ScoreUnit opsPerS = ScoreUnit.parse("ops/s");
        assertThat(opsPerMs.factorTo(opsPerS)).isEqualTo(1000.0);
        assertThat(ScoreUnit.parse("ns/op").factorTo(ScoreUnit.parse("us/op"))).isCloseTo(0.001, within(1e-12));
        assertThat(ScoreUnit.parse("us/op").opsPerSecond(4.0)).isCloseTo(250_000.0, within(1e-6));
        assertThat(ScoreUnit.parse("B/op")).isNull();
    }

    @Test
    void percentagesParse() {
        assertThat(Significance.Percent.parse("5%", "t")).isEqualTo(5.0);
        assertThat(Significance.Percent.parse("2.5", "t")).isEqualTo(2.5);
        assertThat(Significance.parse("99.9%").describe()).isEqualTo("99.9%");
        assertThatThrownBy(() -> Significance.parse("100%")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Significance.Percent.parse("-1%", "threshold")).isInstanceOf(BadInputException.class);
    }
}
