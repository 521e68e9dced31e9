package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Bytes allocated per operation ({@code -prof gc}'s {@code gc.alloc.rate.norm}) of each Fast/Default pair in each
 * file: Default, and what Fast changes, each the mean over the file's forks (rounds) with their range. An
 * allocation is a count, not a timing: the range shows it does not vary with the machine, so no interval is drawn.
 */
public record AllocationTable(String id, String title, List<Column> columns, List<String> notes) implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        String first = columns.get(0).file();
        List<Reference> refs = References.find(c.run(first).byKey().keySet(), Reference.Kind.FAST_DEFAULT).stream()
                .sorted(Comparator.comparing(Reference::name, RatioTable::natural)).toList();
        List<String> headers = new ArrayList<>(List.of("Pair"));
        for (Column col : columns) {
            headers.add(col.label() + ": Default B/op");
            headers.add(col.label() + ": Fast − Default");
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (Reference r : refs) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(r.name())));
            boolean any = false;
            for (Column col : columns) {
                Optional<double[]> d = bytes(c, col.file(), r.denominator());
                Optional<double[]> f = bytes(c, col.file(), r.numerator());
                if (d.isEmpty() || f.isEmpty() || d.get().length != f.get().length) {
                    row.add(Cell.text("n/a"));
                    row.add(Cell.text("n/a"));
                    continue;
                }
                any = true;
                String cite = " [" + sources.cite(col.file()) + "]";
                double[] diff = new double[d.get().length];
                Arrays.setAll(diff, i -> f.get()[i] - d.get()[i]);
                row.add(Cell.text(range(d.get(), false) + cite));
                row.add(Cell.text(range(diff, true) + cite));
            }
            if (any) {
                rows.add(row);
            }
        }
        if (rows.isEmpty()) {
            throw new dev.jfpbench.report.BadInputException("finding " + id + ": no Fast/Default pair with -prof gc allocation in " + first);
        }
        List<Source> s = sources.list();
        String label = "Each cell: bytes allocated per operation (JMH -prof gc, gc.alloc.rate.norm), the mean over the source's forks (each fork "
                + "its median iteration) with the lowest and highest fork; Fast − Default is taken fork by fork (both members of a pair ran in the same rounds).";
        return new FindingTable(id, title, headers, rows, s, label, notes);
    }

    /** Each fork's bytes per operation, in round order; empty when the run has no such benchmark or no {@code -prof gc}. */
    private static Optional<double[]> bytes(Context c, String file, BenchmarkKey key) {
        return c.same(file, key).flatMap(k -> c.run(file).get(k)).flatMap(BenchmarkResult::allocationPerOp)
                .map(Metric::forkScores).filter(a -> a.length > 0);
    }

    /** "2,138 (2,137 to 2,140)": mean and range in whole bytes. */
    static String range(double[] v, boolean signed) {
        long mean = Math.round(Arrays.stream(v).average().orElse(Double.NaN));
        long lo = Math.round(Arrays.stream(v).min().orElse(Double.NaN));
        long hi = Math.round(Arrays.stream(v).max().orElse(Double.NaN));
        String f = signed ? "%+,d" : "%,d";
        return String.format(Locale.ROOT, f + " (" + f + " to " + f + ")", mean, lo, hi);
    }
}
