package dev.jfpbench.report;

import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.RatioVerdict;
import dev.jfpbench.report.stats.WelchRatio;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ComparisonTest {
    static final Estimator AT_99 = new Estimator(0.99, 0.05, 0);

    /** Forks of ten iterations each; iterations sit tightly below their fork's score (the score is each fork's best). */
    static BenchmarkResult forks(String name, double... forkScores) {
        double[] raw = new double[forkScores.length * 10];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = forkScores[i / 10] * (1 - (i % 10) * 0.001);
        }
        double mean = java.util.Arrays.stream(raw).average().orElseThrow();
        return new BenchmarkResult(BenchmarkKey.of(name, "thrpt", Map.of()), 1, forkScores.length, "17", "vm", "17", "java",
                new Metric(mean, 1.0, "ops/s", raw, raw.length, forkScores), Map.of());
    }

    static Run run(String label, BenchmarkResult... results) {
        return new Run(Path.of(label + ".json"), label, List.of(results), Optional.empty(), List.of(), Optional.empty());
    }

    static RatioVerdict verdict(Comparison c) {
        return c.rows().get(0).verdict();
    }

    @Test
    void welchIntervalMatchesAHandComputedCase() {
        // log speeds a = ln{1,2,3}... use values whose logs are simple: e^0, e^1, e^2 over e^3, e^4, e^5: mean log
        // difference -3, each variance 1, n = 3: se = sqrt(2/3), df = 4, t(0.975, 4) = 2.776: interval exp(-3 ± 2.266).
        double e = Math.E;
        var ci = WelchRatio.of(new double[] {1, e, e * e}, new double[] {e * e * e, Math.pow(e, 4), Math.pow(e, 5)}, 0.95, 0);
        assertThat(Math.log(ci.ratio())).isCloseTo(-3, within(1e-9));
        assertThat(Math.log(ci.high()) - Math.log(ci.ratio())).isCloseTo(2.776 * Math.sqrt(2.0 / 3), within(0.002));
    }

    @Test
    void welchUsesForksNotCorrelatedIterations() {
        // Forks differ by a few percent (JIT, layout); the new run's forks are 3% higher: not a change beyond 5%.
        Comparison c = Comparison.of(run("base", forks("p.C.m", 100, 104, 96)), run("new", forks("p.C.m", 103, 107, 99)), AT_99, null);
        assertThat(verdict(c)).isIn(RatioVerdict.INCONCLUSIVE, RatioVerdict.WITHIN);
        // A shift far beyond the fork-to-fork spread is found.
        Comparison big = Comparison.of(run("base", forks("p.C.m", 100, 104, 96)), run("new", forks("p.C.m", 130, 134, 126)), AT_99, null);
        assertThat(verdict(big)).isEqualTo(RatioVerdict.FASTER);
        assertThat(big.rows().get(0).change()).isCloseTo(0.30, within(0.01));
    }

    @Test
    void runNoiseAllowsForTheMachinesDriftBetweenRuns() {
        // Six tight forks per run, the second run 6% slower: to Welch alone a sure regression; with 2% of run-to-run
        // drift (what A/A runs a minute apart showed here) a 6% move is within what the machine does.
        Run base = run("base", forks("p.C.m", 100, 100.5, 99.5, 100.2, 99.8, 100));
        Run drifted = run("new", forks("p.C.m", 94, 94.5, 93.5, 94.2, 93.8, 94));
        assertThat(verdict(Comparison.of(base, drifted, AT_99, null))).isEqualTo(RatioVerdict.SLOWER);
        Comparison allowed = Comparison.of(base, drifted, new Estimator(0.99, 0.05, 0.02), null);
        assertThat(verdict(allowed)).isEqualTo(RatioVerdict.INCONCLUSIVE);
        assertThat(allowed.estimator().runNoise()).isEqualTo(0.02);
        // A 15% drop is beyond any drift of 2%: still slower.
        Run regressed = run("new", forks("p.C.m", 85, 85.5, 84.5, 85.2, 84.8, 85));
        assertThat(verdict(Comparison.of(base, regressed, new Estimator(0.99, 0.05, 0.02), null))).isEqualTo(RatioVerdict.SLOWER);
    }

    @Test
    void oneForkASideIsNotEnoughAndNeverAnAlarm() {
        Comparison c = Comparison.of(run("base", forks("p.C.m", 100)), run("new", forks("p.C.m", 50)), AT_99, null);
        assertThat(verdict(c)).isEqualTo(RatioVerdict.NOT_ENOUGH);
        assertThat(c.regressed()).isFalse();
        assertThat(c.bound()).isInfinite();
    }

    @Test
    void aToBAndBToAMirrorExactly() {
        Run a = run("a", forks("p.C.m", 100, 102, 98, 101));
        Run b = run("b", forks("p.C.m", 94, 95, 93, 94.5));
        Comparison ab = Comparison.of(a, b, AT_99, null);
        Comparison ba = Comparison.of(b, a, AT_99, null);
        var x = ab.rows().get(0).estimate().ci();
        var y = ba.rows().get(0).estimate().ci();
        assertThat(x.ratio() * y.ratio()).isCloseTo(1.0, within(1e-12));
        assertThat(x.low() * y.high()).isCloseTo(1.0, within(1e-12));
        assertThat(verdict(ab)).isEqualTo(RatioVerdict.SLOWER);
        assertThat(verdict(ba)).isEqualTo(RatioVerdict.FASTER);
    }

    @Test
    void aFamilyConfidenceWidensEveryIntervalByBonferroni() {
        List<BenchmarkResult> base = new ArrayList<>();
        List<BenchmarkResult> next = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            base.add(forks("p.C.m" + i, 100, 103, 97, 101, 99));
            next.add(forks("p.C.m" + i, 93, 96, 90, 94, 92));
        }
        Comparison each = Comparison.of(run("base", base.toArray(new BenchmarkResult[0])), run("new", next.toArray(new BenchmarkResult[0])), AT_99, null);
        Comparison family = Comparison.of(run("base", base.toArray(new BenchmarkResult[0])), run("new", next.toArray(new BenchmarkResult[0])), AT_99, 0.95);
        assertThat(family.estimator().confidence()).isCloseTo(1 - 0.05 / 20, within(1e-12));
        assertThat(family.rows().get(0).estimate().ci().halfWidth()).isGreaterThan(each.rows().get(0).estimate().ci().halfWidth());
        assertThat(each.slowdownSeen(each.rows().get(0))).isGreaterThan(0.05);
        // the simultaneous intervals see less: a larger slowdown is needed for the same power
        assertThat(family.slowdownSeen(family.rows().get(0))).isGreaterThan(each.slowdownSeen(each.rows().get(0)));
    }

    @Test
    void aRunTooShortToSeeTenPercentSaysSo() {
        // three noisy forks a side: the slowdown it would flag with 80% power is far beyond 10%
        Run a = run("base", forks("p.C.m", 100, 115, 88));
        Run b = run("new", forks("p.C.m", 97, 110, 85));
        Comparison c = Comparison.of(a, b, AT_99, null);
        assertThat(c.slowdownSeen(c.rows().get(0))).isGreaterThan(0.10);
        assertThat(c.couldSee(0.10)).isZero();
        ComparisonReport report = new ComparisonReport(c);
        assertThat(report.summary(false)).contains("Could see a 10% regression: 0 of 1").doesNotContain("5% regression");
        assertThat(report.json().path("power").path("couldSee10").asInt()).isZero();
        assertThat(report.json().path("rows").get(0).path("couldSee10").asBoolean()).isFalse();
        // a quiet run of the same length says it could
        Run qa = run("base", forks("p.C.m", 100, 100.2, 99.9, 100.1, 99.8, 100, 100.1, 99.9));
        Run qb = run("new", forks("p.C.m", 100.1, 100, 99.9, 100.2, 99.9, 100, 99.8, 100.1));
        Comparison q = Comparison.of(qa, qb, AT_99, null);
        assertThat(q.couldSee(0.10)).isEqualTo(1);
        assertThat(new ComparisonReport(q).summary(false)).contains("Could see a 10% regression: 1 of 1");
        assertThat(new ComparisonReport(q).json().path("rows").get(0).path("slowdownSeen80").asDouble()).isBetween(0.05, 0.10);
    }

    @Test
    void nothingInCommonIsBadInput() {
        assertThatThrownBy(() -> Comparison.of(run("base", forks("p.C.a", 1, 2)), run("new", forks("p.C.b", 1, 2)), AT_99, null))
                .isInstanceOf(BadInputException.class).hasMessageContaining("no benchmark in common");
    }
}
