package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.sections.ConversionSection;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the time goes: per conversion control ({@code ...Tokens}, {@code ...Text}) and column (file), the control's
 * speed over Default (a paired ratio cell), conversion's share of Default's time read off it, and what Fast saves of
 * that conversion ({@link ConversionSection}'s arithmetic, one home).
 */
public record ConversionTable(String id, String title, List<Column> columns, List<String> notes) implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        String first = columns.get(0).file();
        List<Reference> all = References.find(c.run(first).byKey().keySet());
        List<Reference> overDefault = all.stream().filter(r -> r.kind() == Reference.Kind.CONVERSION && r.denominatorLabel().equals("Default")).toList();
        if (overDefault.isEmpty()) {
            throw new dev.jfpbench.report.BadInputException("finding " + id + ": no Tokens or Text control in " + first);
        }
        List<String> headers = new ArrayList<>(List.of("Operation"));
        for (Column col : columns) {
            headers.addAll(List.of(col.label() + ": control/Default", col.label() + ": conversion's share of Default", col.label() + ": Fast saves of it"));
        }
        Estimator half = c.estimator().at(1 - (1 - c.estimator().confidence()) / 2);
        List<List<Cell>> rows = new ArrayList<>();
        for (Reference d : overDefault) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(d.subject() + " " + d.numeratorLabel())));
            Optional<Reference> fd = all.stream().filter(p -> p.kind() == Reference.Kind.FAST_DEFAULT && p.denominator().equals(d.denominator())).findFirst();
            for (Column col : columns) {
                Run run = c.run(col.file());
                String cite = "[" + sources.cite(col.file()) + "]";
                Estimate e = c.within(col.file(), d.numerator(), d.denominator(), d.name());
                row.add(Cell.within("", e, col.file(), d.numerator(), d.denominator(), cite));
                row.add(Cell.text(ConversionSection.shareText(e.ci())));
                Optional<Estimate> f = fd.flatMap(p -> half.within(run, p));
                Optional<Estimate> h = half.within(run, d);
                row.add(Cell.text(f.isPresent() && h.isPresent() ? ConversionSection.savedText(f.get().ci(), h.get().ci()) : "n/a"));
            }
            rows.add(row);
        }
        List<Source> s = sources.list();
        String label = Context.label(s) + " Conversion's share of Default = 1 - 1/r with r the control/Default ratio, its interval end for end;"
                + " Fast saves of it = (t_Default - t_Fast) / (t_Default - t_control), its interval over the corners of the Fast/Default and"
                + " control/Default intervals, each at half the error rate.";
        return new FindingTable(id, title, headers, rows, s, label, notes);
    }
}
