package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Libraries;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Numbers;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Reference;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The library shoot-out: per dataset and operation, the libraries ranked by speed, each against Jackson default. */
public final class LibrariesSection implements Section {

    /** Dataset -> operation -> its library benchmarks; datasets in {@link Libraries#DATASETS} order first. */
    static Map<String, Map<String, List<Libraries.Bench>>> groups(Analysis a) {
        Map<String, Map<String, List<Libraries.Bench>>> groups = new TreeMap<>(Comparator.<String>comparingInt(d -> {
            int i = Libraries.DATASETS.indexOf(d);
            return i < 0 ? Libraries.DATASETS.size() : i;
        }).thenComparing(Comparator.naturalOrder()));
        for (BenchmarkKey k : a.keys()) {
            Libraries.of(k).ifPresent(l -> groups.computeIfAbsent(l.dataset(), x -> new TreeMap<>())
                    .computeIfAbsent(l.operation(), x -> new ArrayList<>()).add(l));
        }
        return groups;
    }

    /** A library's speed over Jackson default's in one run. */
    static Optional<Estimate> againstReference(Analysis a, Run run, Libraries.Bench l) {
        return a.references(Reference.Kind.LIBRARY).stream().filter(r -> r.numerator().equals(l.key())).findFirst().flatMap(r -> a.within(run, r));
    }

    static Table table(Analysis a, Run run, List<Libraries.Bench> group) {
        Table t = new Table(List.of("#", "Library", "Score", "Units", "vs Jackson default", "MB/s", "Exact"), "rlrlrrl");
        List<Libraries.Bench> present = new ArrayList<>(group.stream().filter(l -> run.get(l.key()).isPresent()).toList());
        present.sort(Comparator.comparingDouble((Libraries.Bench l) -> run.get(l.key()).orElseThrow().speed()).reversed()
                .thenComparing(Libraries.Bench::label));
        int rank = 1;
        for (Libraries.Bench l : present) {
            Metric m = run.get(l.key()).orElseThrow().primary();
            t.add(List.of(Integer.toString(rank++), l.label(), Numbers.withError(m.score(), m.error()), m.unit(),
                    l.reference() ? "(reference)" : Cells.estimate(againstReference(a, run, l), a.estimator().threshold(), "n/a"),
                    ThroughputSection.megabytesPerSecond(run, l.key()).map(v -> Numbers.withError(v[0], v[1])).orElse(""),
                    l.exact() ? "yes" : "**no**"));
        }
        return t;
    }

    @Override
    public String markdown(Analysis a, Charts charts) throws IOException {
        Map<String, Map<String, List<Libraries.Bench>>> groups = groups(a);
        if (groups.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Libraries\n\n")
                .append("The same data read (bytes to POJO) and written (POJO to bytes) by each library, fastest first. ")
                .append("vs Jackson default: speed over `LibJacksonRead`/`LibJacksonWrite` `<dataset>Default`, with its interval and verdict. ")
                .append("MB/s where the run's sidecar knows the bytes per operation.")
                .append(a.single() ? "" : " One table per run.").append("\n\n")
                .append("Exact: a benchmark is exact unless its method ends in `Inexact` (a configuration that gets realistic numbers wrong, ")
                .append("measured beside the library's exact one if it has one); every benchmark is verified against the reference by the ")
                .append("libs tests, bit for bit on every float and double. Default/fast: Jackson's floating-point configuration. ")
                .append("Libraries that cannot bind to a POJO go through their own tree (`…Tree`), ")
                .append("and some read and write through a `Reader`/`Writer` on the bytes (UTF-8 decoding measured): ")
                .append("see the library table in libs/README.md.\n\n");
        for (Map.Entry<String, Map<String, List<Libraries.Bench>>> d : groups.entrySet()) {
            List<String> rows = new ArrayList<>();
            Map<String, List<Optional<Estimate>>> series = new LinkedHashMap<>();
            for (Map.Entry<String, List<Libraries.Bench>> op : d.getValue().entrySet()) {
                sb.append("### ").append(d.getKey()).append(": ").append(op.getKey()).append("\n\n");
                for (Run r : a.runs()) {
                    Table t = table(a, r, op.getValue());
                    if (!a.single()) {
                        sb.append("**").append(r.label()).append("**\n\n");
                    }
                    sb.append(t.isEmpty() ? Analysis.notIn(r) + "\n" : t.markdown()).append('\n');
                }
                for (Libraries.Bench l : op.getValue()) {
                    if (l.reference()) {
                        continue;
                    }
                    rows.add(l.label() + " " + op.getKey());
                    for (Run r : a.runs()) {
                        series.computeIfAbsent(r.label(), x -> new ArrayList<>()).add(againstReference(a, r, l));
                    }
                }
            }
            if (!rows.isEmpty()) {
                charts.forest("libraries-" + d.getKey(), "Libraries: " + d.getKey() + " (× Jackson default)",
                        "speed over Jackson default (above 1: faster), with its interval", rows, series)
                        .ifPresent(c -> sb.append(c.markdown()).append("\n\n"));
            }
        }
        return sb.toString();
    }
}
