package dev.jfpbench.report;

import dev.jfpbench.report.history.ChangePoints;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** The history of ratios ({@code report --history}) on a committed fixture of eight nightly records. */
class HistoryTest {
    @Test
    void pelFindsAStepAndNothingInNoise() {
        double[] step = {0.70, 0.69, 0.70, 0.68, 0.48, 0.46, 0.49, 0.47};
        assertThat(ChangePoints.of(step)).containsExactly(4);
        double[] flat = {0.01, -0.01, 0.0, 0.02, -0.02, 0.0, 0.01, -0.01};
        assertThat(ChangePoints.of(flat)).isEmpty();
        // Too short to tell.
        assertThat(ChangePoints.of(new double[] {0, 1, 0})).isEmpty();
        // A single odd value is an outlier, not a change (segments need two runs).
        assertThat(ChangePoints.of(new double[] {0.0, 0.01, -0.01, 0.5, 0.0, 0.01, -0.01, 0.0})).isEmpty();
    }

    @Test
    void theHistoryDrawsEachRatioOverTimeAndMarksTheChange(@TempDir Path out) throws IOException {
        Path fixture = Fixtures.repoRoot().resolve("report/src/test/resources/history");
        Fixtures.Outcome o = tool("report", "--history", fixture, "--out", out);
        assertThat(o.exitCode()).as(o.err()).isZero();
        String md = Files.readString(out.resolve("history.md"), StandardCharsets.UTF_8);
        assertThat(md).contains("8 runs, 2 trends").contains("PELT");
        assertThat(md.lines().filter(l -> l.startsWith("| VectorHeavyReadWrite.Read fastFP/default · JDK 17 · GitHub Actions 2-core |")).findFirst().orElseThrow())
                .contains("| 8 |").contains("11-14 02:23").contains("1.995× → 1.605×");
        assertThat(md.lines().filter(l -> l.startsWith("| CBORStdReadVanilla.readCurrencyPojo Fast/Default · JDK 17 · GitHub Actions 2-core |")).findFirst().orElseThrow())
                .endsWith("| none |");
        try (var s = Files.list(out)) {
            assertThat(s.filter(f -> f.getFileName().toString().startsWith("history-") && f.toString().endsWith(".png")).count()).isEqualTo(2);
        }
    }

    @Test
    void aFolderWithoutRecordsOrRunsIsBadInput(@TempDir Path empty) {
        Fixtures.Outcome o = tool("report", "--history", empty, "--out", empty.resolve("out"));
        assertThat(o.exitCode()).isEqualTo(ReportTool.BAD_INPUT);
        assertThat(o.errLines()).singleElement().asString().contains("no history record or saved run");
    }
}
