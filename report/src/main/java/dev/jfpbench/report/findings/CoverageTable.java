package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which Jackson code paths the gate's benchmarks exercise, and the coverage selection that exercises each one, as the
 * jar states them ({@code RunTool select --coverage}, which reads the runner's {@code Coverage}): one row per path,
 * the gate's benchmarks that go through it (none: the gate cannot see a change there) and the selection's. No figures
 * measured; shown so that a maintainer can choose between the gate and the wider selection knowingly.
 */
public record CoverageTable(String id, String title) implements Finding {
    @Override
    public FindingTable table(Context c) {
        Context.Coverage cov = c.coverage().orElseThrow(() -> new BadInputException(
                "the coverage is read from the jar: run scripts/findings.sh, which passes it"));
        List<List<Cell>> rows = new ArrayList<>();
        int ungated = 0;
        for (Context.CoveragePath p : cov.paths()) {
            if (p.gate().isEmpty()) {
                ungated++;
            }
            rows.add(List.of(Cell.text(p.side()), Cell.text(p.label()),
                    Cell.text(p.gate().isEmpty() ? "none" : grouped(p.gate())), Cell.text(grouped(p.coverage()))));
        }
        String label = "From `RunTool select --coverage` (runner's Coverage, the one place these facts are written); PerfJarIT checks every benchmark "
                + "it names against the built jar. The gate: the contract selections' " + cov.gate().size() + " benchmarks; it exercises "
                + (cov.paths().size() - ungated) + " of the " + cov.paths().size() + " paths. The coverage selection: " + cov.selection().size()
                + " benchmarks, " + cov.runs() + " runs (a benchmark with a parameter runs once per value), every path at least once; each "
                + "path alone, not every combination of them (`String` input with FastDoubleParser, say).";
        return new FindingTable(id, title, List.of("Side", "Code path", "Gate benchmarks that exercise it", "Coverage selection's"), rows, List.of(),
                label, List.of());
    }

    /** {@code A.x, A.y, B.z} as {@code A.x, y; B.z}: each class named once. */
    static String grouped(List<String> names) {
        Map<String, List<String>> byClass = new LinkedHashMap<>();
        for (String n : names) {
            int dot = n.lastIndexOf('.');
            byClass.computeIfAbsent(n.substring(0, dot), k -> new ArrayList<>()).add(n.substring(dot + 1));
        }
        List<String> parts = new ArrayList<>();
        byClass.forEach((cls, methods) -> parts.add(cls + "." + String.join(", ", methods)));
        return String.join("; ", parts);
    }
}
