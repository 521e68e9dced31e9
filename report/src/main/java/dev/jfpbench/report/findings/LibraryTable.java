package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Libraries;
import dev.jfpbench.report.analysis.Estimate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The library shoot-out on float data: every JSON library's read and write of a dataset over Jackson databind with
 * every fast floating-point feature on ({@code LibJackson(Read|Write).<dataset>Fast}), within each column's file,
 * rows sorted by the first column. Flagged (inexact) configurations are shown and marked, never ranked as exact.
 */
public record LibraryTable(String id, String title, List<String> datasets, List<Column> columns, List<String> notes) implements Finding {

    static final String REFERENCE = "Jackson Fast";

    /** One library benchmark and its reference in a file. */
    record Entry(Libraries.Bench bench, BenchmarkKey reference) {
        String label() {
            return bench.operation() + " " + bench.dataset() + ": " + bench.library() + (bench.exact() ? "" : " (flagged: inexact)")
                    + (bench.variant().equals("default") || bench.variant().equals("fast") ? " " + bench.variant() : "");
        }
    }

    /** The library benchmarks of one operation and dataset in a file, each with its Jackson Fast reference. */
    static List<Entry> entries(Context c, String file, String operation, String dataset) {
        var keys = c.run(file).byKey().keySet();
        String ref = "Lib" + Libraries.REFERENCE_LIBRARY + (operation.equals("read") ? "Read" : "Write") + "." + dataset + "Fast";
        Optional<BenchmarkKey> reference = keys.stream().filter(k -> k.shortName().equals(ref)).findFirst();
        if (reference.isEmpty()) {
            throw new BadInputException(file + " has no " + ref + ": the shoot-out's reference");
        }
        List<Entry> out = new ArrayList<>();
        for (BenchmarkKey k : keys) {
            Libraries.of(k).filter(b -> b.operation().equals(operation) && b.method().equals(dataset) && !b.library().equals(Libraries.REFERENCE_LIBRARY))
                    .ifPresent(b -> out.add(new Entry(b, reference.get())));
        }
        return out;
    }

    static Estimate estimate(Context c, String file, Entry e) {
        return c.within(file, e.bench().key(), e.reference(), e.label() + " / " + REFERENCE);
    }

    /** The fastest exact library (by point estimate) of an operation and dataset in a file, with its estimate. */
    static Optional<Entry> best(Context c, String file, String operation, String dataset) {
        return entries(c, file, operation, dataset).stream().filter(e -> e.bench().exact())
                .max(Comparator.comparingDouble(e -> estimate(c, file, e).ci().ratio()));
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        String first = columns.get(0).file();
        List<String> headers = new ArrayList<>(List.of("Library / " + REFERENCE));
        columns.forEach(col -> headers.add(col.label()));
        List<List<Cell>> rows = new ArrayList<>();
        for (String operation : List.of("read", "write")) {
            for (String dataset : datasets) {
                List<Entry> es = new ArrayList<>(entries(c, first, operation, dataset));
                es.sort(Comparator.comparingDouble((Entry e) -> estimate(c, first, e).ci().ratio()).reversed());
                for (Entry e : es) {
                    List<Cell> row = new ArrayList<>(List.of(Cell.text(e.label())));
                    for (Column col : columns) {
                        if (c.run(col.file()).get(e.bench().key()).isEmpty()) {
                            row.add(Cell.text("n/a"));
                            continue;
                        }
                        int n = sources.cite(col.file());
                        row.add(Cell.within("", estimate(c, col.file(), e), col.file(), e.bench().key(), e.reference(), "[" + n + "]"));
                    }
                    rows.add(row);
                }
            }
        }
        List<Source> s = sources.list();
        return new FindingTable(id, title, headers, rows, s, Context.label(s), notes);
    }
}
