package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.analysis.Estimate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The same benchmarks on two sides of one paired session (before/after a change, two JDKs, two Jackson versions):
 * a row per benchmark of the first column's base file whose name matches {@code filter}, each across column the
 * benchmark's speed on its side over the base side.
 */
public record AcrossTable(String id, String title, Pattern filter, List<Column> columns, List<String> notes) implements Finding {

    public static AcrossTable of(String id, String title, String filter, List<Column> columns, String... notes) {
        return new AcrossTable(id, title, Pattern.compile(filter), columns, List.of(notes));
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<BenchmarkKey> keys = c.run(columns.get(0).base()).byKey().keySet().stream().filter(k -> filter.matcher(k.display()).find()).sorted().toList();
        if (keys.isEmpty()) {
            throw new BadInputException("finding " + id + ": no benchmark matches '" + filter + "' in " + columns.get(0).base());
        }
        List<String> headers = new ArrayList<>(List.of("Benchmark"));
        columns.forEach(col -> headers.add(col.label()));
        List<List<Cell>> rows = new ArrayList<>();
        for (BenchmarkKey k : keys) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(k.display())));
            for (Column col : columns) {
                if (c.run(col.file()).get(k).isEmpty() || c.run(col.base()).get(k).isEmpty()) {
                    row.add(Cell.text("n/a"));
                    continue;
                }
                int nb = sources.cite(col.base());
                int nn = sources.cite(col.file());
                Estimate e = c.across(col.base(), col.file(), k, k.display() + " " + col.label());
                row.add(Cell.across(e, col.file(), col.base(), k, "[" + nn + "/" + nb + "]"));
            }
            rows.add(row);
        }
        List<Source> s = sources.list();
        return new FindingTable(id, title, headers, rows, s, Context.label(s, rows, "a session in the gate's design stops each benchmark once it is settled"), notes);
    }
}
