package dev.jfpbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code report --history} on the history records of six real same-runner nightly sessions of the project's machine
 * (the A/A proof of 2026-11-24: the baseline commit equal to the candidate, the JSON currency read Default and Fast),
 * written by {@code ReportTool ratios} from the saved runs: a chart per ratio, and no change detected where none was
 * made.
 */
class HistoryOfThisMachineTest {
    @Test
    void sixNightliesOfThisMachineDrawEachRatioWithoutAFalseChange(@TempDir Path out) throws IOException {
        Path fixture = Fixtures.repoRoot().resolve("report/src/test/resources/history-machine");
        Fixtures.Outcome o = tool("report", "--history", fixture, "--out", out);
        assertThat(o.exitCode()).as(o.err()).isZero();
        String md = Files.readString(out.resolve("history.md"), StandardCharsets.UTF_8);
        assertThat(md).contains("6 runs");
        List<String> rows = md.lines().filter(l -> l.startsWith("| ") && l.contains("· JDK 17")).toList();
        assertThat(rows).as(md).isNotEmpty();
        // the candidate over the baseline (the same commit) and Fast/Default within each side, six points each
        assertThat(rows).anySatisfy(r -> assertThat(r).contains("candidate/baseline"));
        assertThat(rows).anySatisfy(r -> assertThat(r).contains("Fast/Default"));
        assertThat(rows).allSatisfy(r -> assertThat(r).contains("| 6 |").endsWith("| none |"));
        try (var s = Files.list(out)) {
            assertThat(s.filter(f -> f.getFileName().toString().startsWith("history-") && f.toString().endsWith(".png")).count())
                    .isEqualTo(rows.size());
        }
    }
}
