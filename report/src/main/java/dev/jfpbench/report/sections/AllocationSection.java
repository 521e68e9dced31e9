package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Numbers;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Bytes allocated per operation, when the runs used {@code -prof gc}. */
public final class AllocationSection implements Section {
    @Override
    public String markdown(Analysis a, Charts charts) {
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Mode"));
        a.runs().forEach(r -> headers.add(a.single() ? "B/op" : r.label()));
        Table t = new Table(headers, "ll" + "r".repeat(a.runs().size()));
        for (BenchmarkKey k : a.keys()) {
            List<String> cells = new ArrayList<>();
            boolean any = false;
            for (Run r : a.runs()) {
                Optional<Metric> m = r.get(k).flatMap(BenchmarkResult::allocationPerOp);
                any |= m.isPresent();
                cells.add(r.get(k).isEmpty() ? Analysis.notIn(r) : m.map(x -> Numbers.withError(x.score(), x.error())).orElse(""));
            }
            if (any) {
                List<String> row = new ArrayList<>(List.of(k.display(), k.mode()));
                row.addAll(cells);
                t.add(row);
            }
        }
        return t.isEmpty() ? "" : "## Allocation per operation\n\nBytes allocated per operation (`gc.alloc.rate.norm`, from `-prof gc`).\n\n"
                + t.markdown() + '\n';
    }
}
