package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** The benchmark catalogue: every class of the jar with its methods, from JMH's own list in the jar (no figures). */
public record Catalogue(String id, String title) implements Finding {
    @Override
    public FindingTable table(Context c) {
        List<String> names = c.benchmarks().orElseThrow(() -> new BadInputException(
                "the catalogue is made from the jar's benchmark list: run scripts/findings.sh, which passes it"));
        Map<String, TreeSet<String>> byClass = new TreeMap<>();
        for (String n : names) {
            int dot = n.lastIndexOf('.');
            String cls = n.substring(0, dot);
            byClass.computeIfAbsent(cls.substring(cls.lastIndexOf('.') + 1) + " (" + cls.substring("dev.jfpbench.".length(), cls.lastIndexOf('.')) + ")",
                    x -> new TreeSet<>()).add(n.substring(dot + 1));
        }
        List<List<Cell>> rows = new ArrayList<>();
        byClass.forEach((cls, methods) -> rows.add(List.of(Cell.text("`" + cls.substring(0, cls.indexOf(' ')) + "`" + cls.substring(cls.indexOf(' '))),
                Cell.text(String.valueOf(methods.size())), Cell.text(String.join(", ", methods)))));
        return new FindingTable(id, title + " (" + names.size() + " benchmarks in " + byClass.size() + " classes)", List.of("Class (module package)", "Methods", "Names"),
                rows, List.of(), "Generated from JMH's benchmark list in target/perf.jar (`java -jar target/perf.jar -l`).", List.of());
    }
}
