package dev.jfpbench.runner;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rounds command's input checks: one line and exit 2 before anything runs. */
class RoundsCommandTest {
    @Test
    void roundsRejectsForksRunnerOptionsAndUnknownSidesInOneLine(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "not really a jar");
        Fixtures.Outcome forks = tool("rounds", "Ruler", "--jar", jar, "--", "-f", "3");
        assertThat(forks.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(forks.err().trim()).isEqualTo("rounds: JMH option -f: each round is one fork here (use --rounds)");
        Fixtures.Outcome rf = tool("rounds", "Ruler", "--jar", jar, "--", "-rff", "x.json");
        assertThat(rf.err().trim()).isEqualTo("rounds: JMH option -rff is set by the runner (it saves the result itself)");
        Fixtures.Outcome side = tool("rounds", "Ruler", "--jar", jar, "--side", "A", "--side", "B", "--side-args", "C=-p x=1");
        assertThat(side.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(side.err().trim()).isEqualTo("rounds: no side 'C' (sides: [A, B])");
        Fixtures.Outcome budget = tool("rounds", "Ruler", "--jar", jar, "--budget", "soon");
        assertThat(budget.err().trim()).startsWith("rounds: --budget must be a duration");
        Fixtures.Outcome shard = tool("rounds", "Ruler", "--jar", jar, "--shard", "5/4");
        assertThat(shard.err().trim()).isEqualTo("rounds: --shard 5/4: I must be 1 to N");
        Fixtures.Outcome gc = tool("rounds", "Ruler", "--jar", jar, "--fork-gc", "Epsilon");
        assertThat(gc.err().trim()).startsWith("rounds: --fork-gc must be one of");
        Fixtures.Outcome java = tool("rounds", "Ruler", "--jar", jar, "--java", dir.resolve("no-java").toString());
        assertThat(java.err().trim()).startsWith("rounds: side run: no java at ");
        // Not a jar at all: said in one line before anything runs.
        Fixtures.Outcome notJar = tool("rounds", "Ruler", "--jar", jar);
        assertThat(notJar.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(notJar.errLines()).singleElement().asString().contains("cannot read it as a jar");
    }

    @Test
    void theMatricesMinusFIsTheNumberOfRounds(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString(), "--forks-are-rounds", "--", "-f", "4", "-wi", "1");
        RoundsEngine.Settings s = c.settings();
        assertThat(s.rounds()).isEqualTo(4);
        assertThat(s.jmhArgs()).containsExactly("-wi", "1");
        RoundsCommand bad = new RoundsCommand();
        new picocli.CommandLine(bad).parseArgs("Ruler", "--jar", jar.toString(), "--forks-are-rounds", "--", "-f", "0");
        assertThatThrownBy(bad::settings).hasMessageContaining("-f is the number of rounds here");
    }

    @Test
    void anAdaptiveStopKeepsAtLeastFiveRounds(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString(), "--rounds", "2", "--target-ci", "3%");
        assertThat(c.settings().rounds()).isEqualTo(RoundsEngine.MIN_ADAPTIVE_ROUNDS);
    }

    @Test
    void theForksJvmIsFixedUnlessTheUserChoseIt() {
        assertThat(ForkJvm.options("512m", "G1", 2, List.of())).containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch", "-XX:+UseG1GC",
                "-XX:ActiveProcessorCount=2");
        assertThat(ForkJvm.options(null, "G1", 2, List.of("-jvmArgsAppend", "-XX:+UseSerialGC"))).containsExactly("-XX:ActiveProcessorCount=2");
        assertThat(ForkJvm.options(null, "none", null, List.of())).isEmpty();
    }

    @Test
    void aBudgetNeverStopsTheRequestedRounds() {
        String pastBudget = "time budget (60s) would be exceeded by another round of about 90s, after 1 round(s)";
        assertThat(RoundsEngine.stopWithoutTarget(1, 3, pastBudget)).isNull();
        assertThat(RoundsEngine.stopWithoutTarget(2, 3, pastBudget)).isNull();
        assertThat(RoundsEngine.stopWithoutTarget(3, 3, pastBudget)).startsWith("the requested 3 rounds are done");
        assertThat(RoundsEngine.stopWithoutTarget(3, 3, null)).isEqualTo("the requested 3 rounds are done");
        assertThat(RoundsEngine.stopWithoutTarget(2, 3, null)).isNull();
    }

    @Test
    void aRunIsNamedByTheQuotedNamesOfARegexOfExactNames() {
        assertThat(RoundsCommand.nameOf("^(?:\\Qdev.x.Ruler.consume\\E)$")).isEqualTo("dev_x_Ruler_consume");
        assertThat(RoundsCommand.nameOf(".*StdReadVan.*")).isEqualTo("StdReadVan");
    }

    @Test
    void budgetsReadAsDurations() {
        assertThat(RoundsCommand.duration("10m")).isEqualTo(Duration.ofMinutes(10));
        assertThat(RoundsCommand.duration("1h30m")).isEqualTo(Duration.ofMinutes(90));
        assertThat(RoundsCommand.duration("90s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(RoundsCommand.duration("600")).isEqualTo(Duration.ofSeconds(600));
        assertThatThrownBy(() -> RoundsCommand.duration("0m")).hasMessageContaining("more than 0s");
    }
}
