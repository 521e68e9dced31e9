package dev.jfpbench.runner;

import dev.jfpbench.report.rounds.RoundFixtures;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.JmhResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Rounds merged into one JMH result stay valid JMH JSON, with each round as one fork. */
class MergeTest {

    @Test
    void eachRoundBecomesAFork(@TempDir Path dir) throws Exception {
        ArrayNode r1 = Merge.read(RoundFixtures.file(dir, "r1.json",
                RoundFixtures.entry("p.C.aDefault", "thrpt", "ops/s", new double[][] {{10, 12}}),
                RoundFixtures.entry("p.C.aFast", "thrpt", "ops/s", new double[][] {{20, 22}})));
        ArrayNode r2 = Merge.read(RoundFixtures.file(dir, "r2.json",
                RoundFixtures.entry("p.C.aFast", "thrpt", "ops/s", new double[][] {{30, 34}}),
                RoundFixtures.entry("p.C.aDefault", "thrpt", "ops/s", new double[][] {{14, 16}})));
        Path merged = dir.resolve("merged.json");
        Merge.write(Merge.rounds(List.of(r1, r2)), merged);

        List<BenchmarkResult> results = JmhResults.read(merged);
        assertThat(results).hasSize(2);
        BenchmarkResult d = results.get(0);
        assertThat(d.key().method()).isEqualTo("aDefault");
        assertThat(d.forks()).isEqualTo(2);
        assertThat(d.primary().perIteration()).containsExactly(10, 12, 14, 16);
        assertThat(d.primary().forkScores()).containsExactly(12, 16); // each fork's iterations within 10% of its best: the best alone
        assertThat(d.primary().score()).isEqualTo(13.0);
        // JMH's error: t(0.9995, 3) * sd / sqrt(n) = 12.924 * 2.582 / 2.
        assertThat(d.primary().error()).isCloseTo(12.924 * Math.sqrt(20.0 / 3) / 2, within(0.01));
        assertThat(results.get(1).primary().forkScores()).containsExactly(21, 34); // 20 and 22 both within 10% of 22: their median
    }

    @Test
    void aForksScoreIsTheMedianOfItsUninterferedIterations(@TempDir Path dir) throws Exception {
        // Three iterations ran 40% slow (another tenant was busy): the fork's score is what it did when left alone, the
        // median of the iterations within 10% of its best, not the best itself.
        Path f = RoundFixtures.file(dir, "r.json",
                RoundFixtures.entry("p.C.aDefault", "thrpt", "ops/s", new double[][] {{100, 60, 61, 59, 98}, {98, 100}}),
                RoundFixtures.entry("p.C.aFast", "avgt", "us/op", new double[][] {{10, 16, 17}, {11, 10.5}}));
        List<BenchmarkResult> r = JmhResults.read(f);
        assertThat(r.get(0).primary().forkScores()).containsExactly(99, 99); // throughput: the median of 100 and 98
        assertThat(r.get(0).primary().score()).isCloseTo(82.286, within(0.001)); // JMH's score stays the mean
        assertThat(r.get(1).primary().forkScores()).containsExactly(10, 10.75); // time: 16 and 17 us are beyond 10% of 10
    }

    @Test
    void aBenchmarkThatStoppedKeepsItsFirstRoundsAndOneThatStartedLateIsAnError(@TempDir Path dir) throws Exception {
        ArrayNode r1 = Merge.read(RoundFixtures.file(dir, "r1.json", RoundFixtures.entry("p.C.a", "thrpt", "ops/s", new double[][] {{1}}),
                RoundFixtures.entry("p.C.b", "thrpt", "ops/s", new double[][] {{1}})));
        ArrayNode r2 = Merge.read(RoundFixtures.file(dir, "r2.json", RoundFixtures.entry("p.C.a", "thrpt", "ops/s", new double[][] {{1}})));
        // b stopped after round 1 (an allocation of rounds): its one fork is round 1
        ArrayNode merged = Merge.rounds(List.of(r1, r2));
        assertThat(merged).hasSize(2);
        assertThat(merged.get(1).path("forks").asInt()).isEqualTo(1);
        // a benchmark that first appears in round 2 would put its fork 1 in round 2: refused
        assertThatThrownBy(() -> Merge.rounds(List.of(r2, r1))).isInstanceOf(BadInputException.class).hasMessageContaining("p.C.b");
    }

    @Test
    void concatKeepsEveryEntry(@TempDir Path dir) throws Exception {
        ArrayNode a = Merge.read(RoundFixtures.file(dir, "a.json", RoundFixtures.entry("p.C.a", "thrpt", "ops/s", new double[][] {{1}})));
        ArrayNode b = Merge.read(RoundFixtures.file(dir, "b.json", RoundFixtures.entry("p.C.b", "thrpt", "ops/s", new double[][] {{1}})));
        assertThat(Merge.concat(List.of(a, b))).hasSize(2);
    }
}
