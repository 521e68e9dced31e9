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

    /** A campaign in turns: each cell's interval, recomputed round by round from its files, is the interval the cell shows. */
    @Test
    void aCellInTurnsIsRecomputedAsItWasRead() {
        java.nio.file.Path repo = java.nio.file.Path.of("..").toAbsolutePath().normalize();
        dev.jfpbench.report.findings.Context c = new dev.jfpbench.report.findings.Context(repo, java.util.Optional.empty());
        FindingTable t = c.table(dev.jfpbench.report.findings.Published.all().get("answer-busy"));
        StringWriter s = new StringWriter();
        FindingsCommand.explain(t, c, new PrintWriter(s, true));
        String out = s.toString();
        assertThat(out).contains("its paired turns");
        List<String> intervals = out.lines().filter(l -> l.startsWith("  paired interval")).map(l -> l.substring(l.indexOf("): ") + 3, l.indexOf(" CI ")))
                .toList();
        List<String> cells = t.rows().stream().flatMap(List::stream).filter(x -> x.estimate().isPresent())
                .map(x -> String.format(java.util.Locale.ROOT, "%.3f (95%%", x.estimate().get().ci().ratio())).toList();
        assertThat(intervals).as("the explained ratio of every cell is the cell's").isNotEmpty().isEqualTo(cells);
    }
}
