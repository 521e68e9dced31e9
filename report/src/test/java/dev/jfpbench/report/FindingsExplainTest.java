package dev.jfpbench.report;

import dev.jfpbench.report.findings.Cell;
import dev.jfpbench.report.findings.FindingTable;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --explain} on a table of rates (no ratio cell) shows the recomputed rows, not the label alone. */
class FindingsExplainTest {
    @Test
    void aTableWithoutRatioCellsShowsItsRows() {
        FindingTable t = new FindingTable("rates", "Rates", List.of("Night", "Spread"),
                List.of(List.of(Cell.text("JDK 25, night 1"), Cell.text("1.22× (0.90–1.60)"))), List.of(), "200 resamples, seed 1.",
                List.of("Reading: the hours."));
        StringWriter s = new StringWriter();
        FindingsCommand.explain(t, null, new PrintWriter(s, true));
        assertThat(s.toString()).contains("rates: Rates", "200 resamples, seed 1.", "Night | Spread", "JDK 25, night 1 | 1.22× (0.90–1.60)",
                "Reading: the hours.");
    }
}
