package dev.jfpbench.report.findings;

import java.util.List;

/**
 * A finding as it is shown: a table of cells (each measured cell a ratio, its interval and verdict, with its file),
 * the sources the cells cite by number, and the label that says how every interval was made. The README, the docs
 * and the results site all render this one model.
 *
 * @param id      the finding's name, also the name of its generated blocks ({@code <!-- finding:ID -->})
 * @param label   how the intervals were made: confidence, rounds, the verdict rule
 */
public record FindingTable(String id, String title, List<String> headers, List<List<Cell>> rows, List<Source> sources, String label,
                           List<String> notes) {
    public FindingTable {
        headers = List.copyOf(headers);
        rows = rows.stream().map(List::copyOf).toList();
        sources = List.copyOf(sources);
        notes = List.copyOf(notes);
    }

    /** The answer's sources are folded away ({@code <details>}), so that the README's first screen holds the tables and how to read them. */
    public boolean foldsSources() {
        return id.startsWith("answer-best") || id.equals("answer");
    }
}
