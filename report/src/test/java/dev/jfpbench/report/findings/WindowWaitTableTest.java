package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A session's rounds read with and without the window rule, checked against an independent reading of the same file (a
 * few lines of Python over JMH's JSON, journal 2026-12-06): the pairs read each way, and each way's sd of a round to a
 * thousandth of a percent.
 */
class WindowWaitTableTest {
    @Test
    void twoCellsReadBothWaysAsAnIndependentReadingDoes() {
        Path file = FindingsTest.REPO.resolve(Published.BUSY_WINDOW_17);
        Run run = Run.load(List.of(file), List.of("jdk17")).get(0);
        double window = dev.jfpbench.report.analysis.Estimator.windowOf(run);
        assertThat(window).as("the session records its turns read so").isEqualTo(1000);
        check(run, "CBORStdReadVanilla.readCurrencyPojo", window, 0.025529, 1212, 0.024903, 678);
        check(run, "JsonDigitsDouble.write", window, 0.034869, 1687, 0.032692, 788);
    }

    private static void check(Run run, String cell, double window, double sdWith, int pairsWith, double sdWithout, int pairsWithout) {
        Reference ref = References.find(run.results().stream().map(BenchmarkResult::key).toList(), Reference.Kind.FAST_DEFAULT).stream()
                .filter(r -> r.name().contains(cell)).findFirst().orElseThrow();
        BenchmarkResult n = run.get(ref.numerator()).orElseThrow();
        BenchmarkResult d = run.get(ref.denominator()).orElseThrow();
        CollectorWaitTable.Way with = CollectorWaitTable.read(n, d, CollectorWaitTable.Rule.WINDOW_WAIT, true, window);
        CollectorWaitTable.Way without = CollectorWaitTable.read(n, d, CollectorWaitTable.Rule.WINDOW_WAIT, false, window);
        assertThat(with.pairs()).as(cell + ": pairs with the rule").isEqualTo(pairsWith);
        assertThat(without.pairs()).as(cell + ": pairs without").isEqualTo(pairsWithout);
        assertThat(TurnEstimatorTable.sd(with.logs())).as(cell + ": sd with the rule").isCloseTo(sdWith, within(0.00001));
        assertThat(TurnEstimatorTable.sd(without.logs())).as(cell + ": sd without").isCloseTo(sdWithout, within(0.00001));
    }
}
