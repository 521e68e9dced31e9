package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Numbers;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.ScoreUnit;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/** MB/s: bytes per operation (from the sidecar) times operations per second. */
public final class ThroughputSection implements Section {

    /** MB/s (10^6 bytes per second) of a benchmark in a run, with JMH's error carried over, when the sidecar knows its size. */
    public static Optional<double[]> megabytesPerSecond(Run run, BenchmarkKey k) {
        OptionalLong bytes = run.bytesPerOp(k);
        Optional<BenchmarkResult> b = run.get(k);
        if (bytes.isEmpty() || b.isEmpty()) {
            return Optional.empty();
        }
        Metric m = b.get().primary();
        ScoreUnit unit = ScoreUnit.parse(m.unit());
        if (unit == null) {
            return Optional.empty();
        }
        double mbs = unit.opsPerSecond(m.score()) * bytes.getAsLong() / 1e6;
        double err = Double.isNaN(m.error()) ? Double.NaN : mbs * m.error() / m.score();
        return Optional.of(new double[] {mbs, err});
    }

    @Override
    public String markdown(Analysis a, Charts charts) {
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Mode", "Bytes/op"));
        a.runs().forEach(r -> headers.add(a.single() ? "MB/s" : r.label()));
        Table t = new Table(headers, "llr" + "r".repeat(a.runs().size()));
        for (BenchmarkKey k : a.keys()) {
            OptionalLong bytes = OptionalLong.empty();
            List<String> cells = new ArrayList<>();
            for (Run r : a.runs()) {
                if (bytes.isEmpty()) {
                    bytes = r.bytesPerOp(k);
                }
                cells.add(r.get(k).isEmpty() ? Analysis.notIn(r) : megabytesPerSecond(r, k).map(v -> Numbers.withError(v[0], v[1])).orElse(""));
            }
            if (bytes.isPresent()) {
                List<String> row = new ArrayList<>(List.of(k.display(), k.mode(), String.format(Locale.ROOT, "%,d", bytes.getAsLong())));
                row.addAll(cells);
                t.add(row);
            }
        }
        return t.isEmpty() ? "" : "## Throughput in MB/s\n\nBytes read or written per operation times operations per second; MB = 10^6 bytes.\n\n"
                + t.markdown() + '\n';
    }
}
