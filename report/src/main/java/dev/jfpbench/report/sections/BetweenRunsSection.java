package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Cells;

import java.util.ArrayList;
import java.util.List;

/** Several runs (JDKs, Jackson versions, sides of a session): every benchmark's speed in each later run over the first. */
public final class BetweenRunsSection implements Section {
    @Override
    public String markdown(Analysis a, Charts charts) {
        if (a.single()) {
            return "";
        }
        Run first = a.first();
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Mode"));
        a.runs().stream().skip(1).forEach(r -> headers.add(r.label() + " / " + first.label()));
        Table t = new Table(headers, "ll" + "r".repeat(a.runs().size() - 1));
        for (BenchmarkKey k : a.keys()) {
            List<String> row = new ArrayList<>(List.of(k.display(), k.mode()));
            for (Run r : a.runs().subList(1, a.runs().size())) {
                row.add(first.get(k).isEmpty() ? Analysis.notIn(first)
                        : Cells.estimate(a.againstFirst(r, k), a.estimator().threshold(), Analysis.notIn(r)));
            }
            t.add(row);
        }
        return "## Between runs\n\nSpeed in each run over " + first.label() + ", with its interval and verdict.\n\n" + t.markdown() + '\n';
    }
}
