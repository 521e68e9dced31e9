package dev.jfpbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.jfpbench.report.Fixtures.fixture;
import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code compare}: verdicts, direction by mode, threshold, exit codes, bad input. */
class CompareCommandTest {

    @Test
    void clearRegressionExitsOneAndNamesIt() {
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("regressed.json"));
        assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
        assertThat(o.out()).containsPattern("JsonStdReadVanilla\\.readCurrencyPojoDefault .*0\\.800× .* slower")
                .contains("REGRESSION").contains("Slower: JsonStdReadVanilla.readCurrencyPojoDefault (-20.0%)");
        // The unchanged benchmarks are not blamed.
        assertThat(o.out()).containsPattern("readCurrencyPojoFast .* same within ±5%");
    }

    @Test
    void changeInsideTheNoiseExitsZero() {
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("noise.json"));
        assertThat(o.exitCode()).as(o.out() + o.err()).isZero();
        // The fixture's forks differ a little in their median iterations: the tiny changes are all "same", none is
        // beyond the threshold, the gate is green and the bound says how small they are.
        assertThat(o.out()).contains("No regression").contains("Every interval lies within ±1.3%");
    }

    @Test
    void improvementIsReportedAsFaster() {
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("improved.json"));
        assertThat(o.exitCode()).isZero();
        assertThat(o.out()).containsPattern("readCurrencyPojoFast .*1\\.250× .* faster").contains("1 faster");
    }

    @Test
    void improvementSeenFromTheOtherSideIsARegression() {
        assertThat(tool("compare", fixture("improved.json"), fixture("base.json")).exitCode()).isEqualTo(1);
    }

    @Test
    void averageTimeReversesTheDirection() {
        // Time per operation up 20%: slower.
        Fixtures.Outcome up = tool("compare", fixture("avgt-base.json"), fixture("avgt-higher.json"));
        assertThat(up.exitCode()).isEqualTo(1);
        assertThat(up.out()).containsPattern("readTreeDefault \\[payload=datasets/currency.json\\] +avgt +us/op .*0\\.833× .* slower");
        // Time per operation down: faster, exit 0.
        Fixtures.Outcome down = tool("compare", fixture("avgt-higher.json"), fixture("avgt-base.json"));
        assertThat(down.exitCode()).isZero();
        assertThat(down.out()).containsPattern("avgt .* faster");
    }

    @Test
    void significantChangeCountsOnlyBeyondTheThreshold() {
        // 3% slower and significant: not a regression at the default 5%, one at 2%.
        Fixtures.Outcome at5 = tool("compare", fixture("base.json"), fixture("small-drop.json"));
        assertThat(at5.exitCode()).isZero();
        assertThat(at5.out()).containsPattern("0\\.970× .* slower").contains("No regression"); // Welch on the fork scores (median iterations)
        Fixtures.Outcome at2 = tool("compare", fixture("base.json"), fixture("small-drop.json"), "--threshold", "2%");
        assertThat(at2.exitCode()).isEqualTo(1);
        assertThat(at2.out()).contains("beyond -2%").contains("REGRESSION");
    }

    @Test
    void statesTheConfidence() {
        assertThat(tool("compare", fixture("base.json"), fixture("noise.json")).out()).contains("at 99% confidence");
        assertThat(tool("compare", fixture("base.json"), fixture("noise.json"), "--confidence", "99.9%").out())
                .contains("at 99.9% confidence");
    }

    @Test
    void scoresInOtherTimeUnitsAreConverted() {
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("base-ops-ms.json"));
        assertThat(o.exitCode()).isZero();
        assertThat(o.out()).contains("3 same within ±5%").contains("1.000×");
    }

    @Test
    void listsBenchmarksPresentInOnlyOneFile() {
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("partial-overlap.json"));
        assertThat(o.exitCode()).isZero();
        assertThat(o.out()).contains("Only in base (1): JsonStdWriteVanilla.writePojoMediaItem (thrpt)")
                .contains("Only in new (1): JsonStdReadVanilla.readPojoMediaItem (thrpt)");
    }

    @Test
    void warnsWhenTheRunsCameFromDifferentMachines(@TempDir Path dir) throws IOException {
        Path a = Files.copy(fixture("formats-run.json"), dir.resolve("a.json"));
        Files.copy(fixture("formats-run.meta.json"), dir.resolve("a.meta.json"));
        Path b = Files.copy(fixture("formats-run.json"), dir.resolve("b.json"));
        Files.writeString(dir.resolve("b.meta.json"), Files.readString(fixture("formats-run.meta.json")).replace("Test CPU", "Other CPU"));
        Fixtures.Outcome o = tool("compare", a, b);
        assertThat(o.exitCode()).isZero();
        assertThat(o.out()).contains("Warning: the runs were made on different CPUs (Test CPU vs Other CPU)");
        assertThat(tool("compare", a, a).out()).doesNotContain("different CPUs");
    }

    @Test
    void markdownFormatIsATable() {
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("regressed.json"), "--format", "md");
        assertThat(o.exitCode()).isEqualTo(1);
        assertThat(o.out()).contains("| Benchmark | Mode | Units | Base | New | New / base | 99% CI | ± | Slowdown seen (80% power) | How | Verdict |")
                .contains("**slower**").contains("**REGRESSION:**");
    }

    @Test
    void jsonForScriptsHasTheVerdictsAndIntervals(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("c.json");
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("regressed.json"), "--json", json, "--family-confidence", "95%");
        assertThat(o.exitCode()).isEqualTo(1);
        assertThat(o.out()).contains("simultaneous 95% intervals over 3 benchmarks")
                .contains("The gate: a benchmark regresses when its simultaneous interval lies wholly below 1 and its ratio is itself beyond -5%");
        String text = Files.readString(json);
        assertThat(text).contains("\"regressed\" : true").contains("\"familyConfidence\" : 0.95").contains("\"slower\" : 1")
                .contains("\"verdict\" : \"slower\"");
        assertThat(tool("get", json, "/counts/slower").out().trim()).isEqualTo("1");
        assertThat(tool("get", json, "/power/of").out().trim()).isEqualTo("3");
        assertThat(text).contains("\"couldSee10\"").contains("\"slowdownSeen80\"");
        assertThat(o.out()).contains("Could see a 10% regression: ").doesNotContain("5% regression");
        assertThat(tool("get", json, "/nothing").exitCode()).isEqualTo(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"disjoint.json", "truncated.json", "empty.json", "not-jmh.json", "does-not-exist.json"})
    void badInputExitsTwoWithOneLine(String file) {
        Path path = file.equals("does-not-exist.json") ? fixture("base.json").resolveSibling(file) : fixture(file);
        Fixtures.Outcome o = tool("compare", fixture("base.json"), path);
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.errLines()).hasSize(1);
        assertThat(o.err()).startsWith("compare: ").doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(o.out()).isEmpty();
    }

    @Test
    void eachBadInputSaysWhatIsWrong() {
        assertThat(tool("compare", fixture("base.json"), fixture("disjoint.json")).err()).contains("no benchmark in common");
        assertThat(tool("compare", fixture("truncated.json"), fixture("base.json")).err()).contains("truncated.json: truncated JSON");
        assertThat(tool("compare", fixture("base.json"), fixture("empty.json")).err()).contains("empty.json: empty file");
        assertThat(tool("compare", fixture("base.json"), fixture("not-jmh.json")).err()).contains("not-jmh.json: not a JMH result");
    }

    @Test
    void jsonArrayOfOtherThingsIsNotJmh(@TempDir Path dir) throws IOException {
        Path f = Files.writeString(dir.resolve("other.json"), "[{\"name\": \"x\", \"value\": 1}]");
        Fixtures.Outcome o = tool("compare", fixture("base.json"), f);
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.err()).contains("not a JMH result: entry 1 has no \"benchmark\"");
    }

    @Test
    void badOptionsExitTwo() {
        assertThat(tool("compare", fixture("base.json")).exitCode()).isEqualTo(2);
        Fixtures.Outcome o = tool("compare", fixture("base.json"), fixture("noise.json"), "--threshold", "five");
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.errLines()).hasSize(1);
        assertThat(tool("compare", fixture("base.json"), fixture("noise.json"), "--format", "html").exitCode()).isEqualTo(2);
    }
}
