package dev.jfpbench.report.sections;

import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Reference;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One kind of reference ({@link Reference.Kind}) as a table (a row per comparison, a column per run: the ratio, its
 * interval and verdict) and a forest plot of the same intervals. Default vs Fast, Jackson 2 vs 3, formats vs JSON.
 */
public final class RatiosSection implements Section {
    private final Reference.Kind kind;
    private final String title;
    private final String intro;
    private final String chart;

    public RatiosSection(Reference.Kind kind, String title, String intro, String chart) {
        this.kind = kind;
        this.title = title;
        this.intro = intro;
        this.chart = chart;
    }

    @Override
    public String markdown(Analysis a, Charts charts) throws IOException {
        List<Reference> refs = a.references(kind);
        if (refs.isEmpty()) {
            return "";
        }
        List<String> headers = new ArrayList<>(List.of("Comparison", "Mode"));
        a.runs().forEach(r -> headers.add(a.single() ? "Ratio (interval), verdict" : r.label()));
        Table t = new Table(headers, "ll" + "r".repeat(a.runs().size()));
        List<String> rows = new ArrayList<>();
        Map<String, List<Optional<Estimate>>> series = new LinkedHashMap<>();
        a.runs().forEach(r -> series.put(r.label(), new ArrayList<>()));
        for (Reference ref : refs) {
            List<String> row = new ArrayList<>(List.of(ref.name(), ref.denominator().mode()));
            boolean any = false;
            for (Run r : a.runs()) {
                Optional<Estimate> e = a.within(r, ref);
                any |= e.isPresent();
                row.add(Cells.estimate(e, a.estimator().threshold(), Analysis.notIn(r)));
                series.get(r.label()).add(e);
            }
            if (any) {
                t.add(row);
            }
            rows.add(ref.name());
        }
        StringBuilder sb = new StringBuilder("## ").append(title).append("\n\n").append(intro).append("\n\n").append(t.markdown()).append('\n');
        charts.forest(chart, title, "ratio (above 1: the first named is faster), with its interval", rows, series)
                .ifPresent(c -> sb.append(c.markdown()).append("\n\n"));
        return sb.toString();
    }
}
