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
        assertThat(paired.out()).contains("Rule: paired rounds").contains("99% CI").contains("0.900").contains("slower");

        // The same files without the pairing: Welch (on the fork scores) cannot see 10% through a 4x swing.
        Files.delete(dir.resolve("s-A.meta.json"));
        Outcome welch = tool("compare", a, b);
        assertThat(welch.code()).isEqualTo(ReportTool.OK);
        assertThat(welch.out()).contains("Welch").contains("inconclusive").contains("cross-run comparison");
    }

    @Test
    void aTinyCostOfTheNewSideIsSlowerButNoRegression(@TempDir Path dir) throws Exception {
        Path a = RoundFixtures.file(dir, "s-A.json", RoundFixtures.entry("p.Ruler.consume", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.0)));
        Path b = RoundFixtures.file(dir, "s-B.json", RoundFixtures.entry("p.Ruler.consume", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.001)));
        RoundFixtures.sidecar(a, "s", "A", SWING.length);
        RoundFixtures.sidecar(b, "s", "B", SWING.length);
        Outcome o = tool("compare", a, b);
        assertThat(o.code()).isEqualTo(ReportTool.OK);
        // Every round 0.1% slower: the interval excludes 1 (slower), but the ratio is not beyond 5%: the gate stays green.
        assertThat(o.out()).contains("slower").contains("No regression").contains("1 slower");
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
        assertThat(md).contains("## Default vs Fast")
                .contains("| JsonStdReadVanilla.readCurrencyPojo Fast/Default | thrpt | 1.500× (1.500–1.500), **faster** |")
                .contains("| StdReadVanilla.readCurrencyPojoDefault CBOR/JSON | thrpt | 2.000× (2.000–2.000), **faster** |");
        assertThat(md).doesNotContain("Paired ratios");

        // Without a rounds record the forks are not rounds: Welch over the six forks cannot see 1.5x through a 4x swing.
        Files.delete(dir.resolve("run.meta.json"));
        tool("report", run, "--out", dir.resolve("rep2"));
        assertThat(Files.readString(dir.resolve("rep2").resolve("report.md")))
                .containsPattern("\\| JsonStdReadVanilla.readCurrencyPojo Fast/Default \\| thrpt \\| 1.500× \\([0-9.]+–[0-9.]+\\), inconclusive \\(±[0-9.]+%\\) \\|");
    }
}
