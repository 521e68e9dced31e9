package dev.jfpbench.report.rounds;

import dev.jfpbench.report.ReportTool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** compare and report on runs made in paired rounds, and the rounds command's input checks. */
class PairedToolTest {
    // Per-round speeds that swing by 4x: only pairing within rounds can see a 10% difference through that.
    static final double[] SWING = {1000, 400, 1600, 700, 250, 1200};

    record Outcome(int code, String out, String err) {
    }

    static Outcome tool(Object... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] a = java.util.Arrays.stream(args).map(Object::toString).toArray(String[]::new);
        int code = ReportTool.run(a, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void sidesOfOneSessionArePairedRoundByRound(@TempDir Path dir) throws Exception {
        Path a = RoundFixtures.file(dir, "s-A.json", RoundFixtures.entry("p.Ruler.consume", "thrpt", "ops/s", RoundFixtures.rounds(SWING, 1.0)));
        Path b = RoundFixtures.file(dir, "s-B.json", RoundFixtures.entry("p.Ruler.consume", "thrpt", "ops/s", RoundFixtures.rounds(SWING, 0.9)));
        RoundFixtures.sidecar(a, "s", "A", SWING.length);
        RoundFixtures.sidecar(b, "s", "B", SWING.length);
        Outcome paired = tool("compare", a, b);
        assertThat(paired.code()).as(paired.err()).isEqualTo(ReportTool.REGRESSION);
        assertThat(paired.out()).contains("Rule (paired rounds)").contains("99% CI").contains("0.900").contains("slower");

        // The same files without the pairing: Welch (on the fork scores) cannot see 10% through a 4x swing.
        Files.delete(dir.resolve("s-A.meta.json"));
        Outcome welch = tool("compare", a, b);
        assertThat(welch.code()).isEqualTo(ReportTool.OK);
        assertThat(welch.out()).contains("Welch").contains("p-value").contains("no significant change");
    }

    @Test
    void identicalSidesAreNoChangeWithinTheThreshold(@TempDir Path dir) throws Exception {
        Path a = RoundFixtures.file(dir, "s-A.json", RoundFixtures.entry("p.Ruler.consume", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.0)));
        Path b = RoundFixtures.file(dir, "s-B.json", RoundFixtures.entry("p.Ruler.consume", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.001)));
        RoundFixtures.sidecar(a, "s", "A", SWING.length);
        RoundFixtures.sidecar(b, "s", "B", SWING.length);
        Outcome o = tool("compare", a, b);
        assertThat(o.code()).isEqualTo(ReportTool.OK);
        assertThat(o.out()).contains("no significant change (no difference beyond ±5%)");
    }

    @Test
    void slowerInTimeModeIsAHigherTime(@TempDir Path dir) throws Exception {
        Path a = RoundFixtures.file(dir, "s-A.json", RoundFixtures.entry("p.Ruler.consume", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.0)));
        Path b = RoundFixtures.file(dir, "s-B.json", RoundFixtures.entry("p.Ruler.consume", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.1)));
        RoundFixtures.sidecar(a, "s", "A", SWING.length);
        RoundFixtures.sidecar(b, "s", "B", SWING.length);
        assertThat(tool("compare", a, b).code()).isEqualTo(ReportTool.REGRESSION);
        assertThat(tool("compare", b, a).out()).contains("faster");
    }

    @Test
    void theReportGivesPairsWithinARunTheirInterval(@TempDir Path dir) throws Exception {
        Path run = RoundFixtures.file(dir, "run.json",
                RoundFixtures.entry("p.JsonStdReadVanilla.readCurrencyPojoDefault", "thrpt", "ops/s", RoundFixtures.rounds(SWING, 1.0)),
                RoundFixtures.entry("p.JsonStdReadVanilla.readCurrencyPojoFast", "thrpt", "ops/s", RoundFixtures.rounds(SWING, 1.5)),
                RoundFixtures.entry("p.CBORStdReadVanilla.readCurrencyPojoDefault", "thrpt", "ops/s", RoundFixtures.rounds(SWING, 2.0)));
        RoundFixtures.sidecar(run, "run", "run", SWING.length);
        Outcome o = tool("report", run, "--out", dir.resolve("rep"));
        assertThat(o.code()).as(o.err()).isZero();
        String md = Files.readString(dir.resolve("rep").resolve("report.md"));
        assertThat(md).contains("## Paired ratios")
                .containsPattern("JsonStdReadVanilla.readCurrencyPojo Fast/Default \\| run \\| 6 \\| 1.500× \\| 1.500–1.500 .*\\| faster")
                .containsPattern("StdReadVanilla.readCurrencyPojoDefault CBOR/JSON \\| run \\| 6 \\| 2.000×");

        // Without a rounds record the forks are not rounds: no paired section.
        Files.delete(dir.resolve("run.meta.json"));
        tool("report", run, "--out", dir.resolve("rep2"));
        assertThat(Files.readString(dir.resolve("rep2").resolve("report.md"))).doesNotContain("## Paired ratios");
    }

    @Test
    void roundsRejectsForksAndUnknownSidesInOneLine(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "not really a jar");
        Outcome forks = tool("rounds", "Ruler", "--jar", jar, "--", "-f", "3");
        assertThat(forks.code()).isEqualTo(ReportTool.BAD_INPUT);
        assertThat(forks.err().trim()).isEqualTo("rounds: JMH option -f is set by the rounds engine (each round is one fork: use --rounds)");
        Outcome side = tool("rounds", "Ruler", "--jar", jar, "--side", "A", "--side", "B", "--side-args", "C=-p x=1");
        assertThat(side.code()).isEqualTo(ReportTool.BAD_INPUT);
        assertThat(side.err().trim()).isEqualTo("rounds: no side 'C' (sides: [A, B])");
        Outcome budget = tool("rounds", "Ruler", "--jar", jar, "--budget", "soon");
        assertThat(budget.err().trim()).startsWith("rounds: --budget must be a duration");
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
