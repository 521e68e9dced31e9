package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Numbers;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Every result as JMH shows it (one run), or one "score ± error" column per run; then the score charts per class. */
public final class ResultsSection implements Section {
    public static Table jmhTable(Analysis a) {
        List<BenchmarkKey> keys = a.keys();
        List<String> paramNames = new ArrayList<>(new TreeSet<>(keys.stream().flatMap(k -> k.params().keySet().stream()).toList()));
        List<String> headers = new ArrayList<>(List.of("Benchmark"));
        paramNames.forEach(p -> headers.add("(" + p + ")"));
        StringBuilder align = new StringBuilder("l" + "l".repeat(paramNames.size()));
        boolean alloc = a.single() && a.first().results().stream().anyMatch(b -> b.allocationPerOp().isPresent());
        if (a.single()) {
            headers.addAll(List.of("Mode", "Cnt", "Score", "Error", "Units"));
            align.append("lrrrl");
            if (alloc) {
                headers.add("Alloc B/op");
                align.append('r');
            }
        } else {
            headers.addAll(List.of("Mode", "Units"));
            align.append("ll");
            a.runs().forEach(r -> headers.add(r.label()));
            align.append("r".repeat(a.runs().size()));
        }
        Table t = new Table(headers, align.toString());
        for (BenchmarkKey k : keys) {
            List<String> row = new ArrayList<>(List.of(k.shortName()));
            paramNames.forEach(p -> row.add(k.params().getOrDefault(p, "N/A")));
            row.add(k.mode());
            if (a.single()) {
                Metric m = a.first().get(k).orElseThrow().primary();
                row.addAll(List.of(Long.toString(m.count()), Numbers.jmh(m.score()), Double.isNaN(m.error()) ? "" : "± " + Numbers.jmh(m.error()), m.unit()));
                if (alloc) {
                    row.add(a.first().get(k).flatMap(BenchmarkResult::allocationPerOp).map(x -> Numbers.withError(x.score(), x.error())).orElse(""));
                }
            } else {
                String unit = a.unitOf(k);
                row.add(unit);
                for (Run r : a.runs()) {
                    row.add(r.get(k).map(b -> b.primary().in(unit)).map(m -> Numbers.withError(m.score(), m.error())).orElse(Analysis.notIn(r)));
                }
            }
            t.add(row);
        }
        return t;
    }

    @Override
    public String markdown(Analysis a, Charts charts) throws IOException {
        StringBuilder sb = new StringBuilder("## All results\n\n").append(jmhTable(a).markdown()).append('\n');
        List<Charts.ChartFile> perClass = charts.perClass(a);
        if (!perClass.isEmpty()) {
            sb.append("## Charts\n\nScore per benchmark class; error bars are JMH's 99.9% confidence intervals.\n\n");
            perClass.forEach(c -> sb.append(c.markdown()).append("\n\n"));
        }
        return sb.toString();
    }
}
