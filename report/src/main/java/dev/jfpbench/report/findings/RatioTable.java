package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The ratios one kind of reference gives (Fast/Default, format/JSON, library/Jackson default), a row per reference
 * whose name matches {@code filter}, found in the first column's file. A plain column gives the ratio within its
 * file; an across column gives the row's {@code member} (numerator or denominator benchmark) on one side over another.
 */
public record RatioTable(String id, String title, Reference.Kind kind, Pattern filter, List<Column> columns, List<String> notes) implements Finding {

    public static RatioTable of(String id, String title, Reference.Kind kind, String filter, List<Column> columns, String... notes) {
        return new RatioTable(id, title, kind, Pattern.compile(filter), columns, List.of(notes));
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        String first = columns.get(0).file();
        List<Reference> refs = References.find(c.run(first).byKey().keySet(), kind).stream()
                .filter(r -> filter.matcher(r.name()).find()).sorted(Comparator.comparing(Reference::name, RatioTable::natural)).toList();
        if (refs.isEmpty()) {
            throw new dev.jfpbench.report.BadInputException("finding " + id + ": no " + kind + " comparison matches '" + filter + "' in " + first);
        }
        List<String> headers = new ArrayList<>(List.of("Comparison"));
        columns.forEach(col -> headers.add(col.label()));
        List<List<Cell>> rows = new ArrayList<>();
        for (Reference r : refs) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(r.name())));
            for (Column col : columns) {
                row.add(cell(c, sources, r, col));
            }
            rows.add(row);
        }
        List<Source> s = sources.list();
        return new FindingTable(id, title, headers, rows, s, Context.label(s), notes);
    }

    /** Names in natural order: "digits=2" before "digits=12". */
    static int natural(String a, String b) {
        java.util.regex.Matcher ma = NUMBER.matcher(a);
        java.util.regex.Matcher mb = NUMBER.matcher(b);
        int ia = 0;
        int ib = 0;
        while (ma.find(ia) && mb.find(ib)) {
            int c = a.substring(ia, ma.start()).compareTo(b.substring(ib, mb.start()));
            if (c != 0) {
                return c;
            }
            c = Long.compare(Long.parseLong(ma.group()), Long.parseLong(mb.group()));
            if (c != 0) {
                return c;
            }
            ia = ma.end();
            ib = mb.end();
        }
        return a.substring(ia).compareTo(b.substring(ib));
    }

    private static final Pattern NUMBER = Pattern.compile("\\d{1,18}");

    private Cell cell(Context c, Context.Sources sources, Reference r, Column col) {
        if (col.base() == null) {
            java.util.Optional<BenchmarkKey> num = c.same(col.file(), r.numerator());
            java.util.Optional<BenchmarkKey> den = c.same(col.file(), r.denominator());
            if (num.isEmpty() || den.isEmpty()) {
                return Cell.text("n/a");
            }
            int n = sources.cite(col.file());
            Estimate e = c.within(col.file(), num.get(), den.get(), r.name());
            return Cell.within("", e, col.file(), num.get(), den.get(), "[" + n + "]");
        }
        if (col.change()) {
            int nb = sources.cite(col.base());
            int nn = sources.cite(col.file());
            Estimate e = c.change(col.base(), col.file(), r.numerator(), r.denominator(), r.name() + " " + col.label());
            return Cell.change(e, col.file(), col.base(), r.numerator(), r.denominator(), "[" + nn + "/" + nb + "]");
        }
        BenchmarkKey k = col.numerator() ? r.numerator() : r.denominator();
        if (c.run(col.file()).get(k).isEmpty() || c.run(col.base()).get(k).isEmpty()) {
            return Cell.text("n/a");
        }
        int nb = sources.cite(col.base());
        int nn = sources.cite(col.file());
        Estimate e = c.across(col.base(), col.file(), k, k.display() + " " + col.label());
        return Cell.across(e, col.file(), col.base(), k, "[" + nn + "/" + nb + "]");
    }
}
