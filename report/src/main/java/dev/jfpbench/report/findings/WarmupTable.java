package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.power.VarianceDesign;
import dev.jfpbench.report.warmup.Warmup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Warm-up by measurement: each benchmark of a session run with no warm-up and many short iterations ({@code -wi 0}),
 * one column per JDK (a file each), classified by {@link Warmup}, and per family the warm-up the measurement says it
 * needs: the time by which {@link #READY} of its forks first ran at full speed ({@link #needs}), not the latest
 * steady state. What each family is set to is checked against this by perf's {@code WarmupSettingsTest}.
 */
public record WarmupTable(String id, String title, List<Column> columns, List<String> notes) implements Finding {

    /** The family whose run settings a benchmark takes (the base that sets its warm-up), from its class and method. */
    public static String family(String benchmark) {
        String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
        String simple = cls.substring(cls.lastIndexOf('.') + 1);
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        if (simple.startsWith("Lib")) {
            return method.startsWith("vectors") ? "vectors" : "small documents";
        }
        if (simple.contains("Vector") || simple.endsWith("Vectors")) {
            return "vectors";
        }
        if (simple.startsWith("JsonDigits")) {
            return "digits";
        }
        return "small documents";
    }

    /** Every benchmark of {@code run}, classified; {@code run} must have been made with no warm-up iterations. */
    public static List<Warmup.Benchmark> classify(Run run, String jdk) {
        List<String> command = run.meta().map(dev.jfpbench.report.RunMetadata::command).orElse(List.of());
        int wi = command.indexOf("-wi");
        if (wi < 0 || wi + 1 >= command.size() || !command.get(wi + 1).equals("0")) {
            throw new BadInputException(run.file() + ": not made with -wi 0 (its command: " + String.join(" ", command)
                    + "); the steady-state analysis needs every iteration from the first");
        }
        double seconds = VarianceDesign.iterationSeconds(run);
        List<Warmup.Benchmark> out = new ArrayList<>();
        for (BenchmarkResult r : run.results()) {
            out.add(Warmup.of(r, jdk, seconds));
        }
        return out;
    }

    /** The share of a family's forks that must have reached full speed by the end of its warm-up. */
    public static final double READY = 0.9;

    /**
     * Per family, the warm-up it needs: the time by which {@link #READY} of its forks (every benchmark, every JDK) first
     * ran at full speed, rounded up to half a second. The rest are the forks the median of a fork's iterations and the
     * trimmed estimator leave out; the Barrett classification beside it says which benchmarks never settle.
     */
    public static Map<String, Double> needs(List<Warmup.Benchmark> all) {
        Map<String, List<Double>> times = new TreeMap<>();
        for (Warmup.Benchmark b : all) {
            for (Warmup.Fork f : b.forks()) {
                times.computeIfAbsent(family(b.benchmark()), k -> new ArrayList<>()).add(f.fullSpeedAt());
            }
        }
        Map<String, Double> need = new TreeMap<>();
        times.forEach((family, l) -> need.put(family, Math.ceil(quantile(l, READY) * 2) / 2));
        return need;
    }

    /** The {@code q} quantile of {@code values} (the smallest value with at least that share at or below it). */
    static double quantile(List<Double> values, double q) {
        double[] s = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return s[Math.max(0, (int) Math.ceil(q * s.length) - 1)];
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        Map<String, List<Cell>> rows = new LinkedHashMap<>();
        List<Warmup.Benchmark> all = new ArrayList<>();
        for (int j = 0; j < columns.size(); j++) {
            Column col = columns.get(j);
            String cite = " [" + sources.cite(col.file()) + "]";
            for (Warmup.Benchmark b : classify(c.run(col.file()), col.label())) {
                all.add(b);
                List<Cell> row = rows.computeIfAbsent(b.benchmark(), k -> {
                    List<Cell> r = new ArrayList<>(List.of(Cell.text(k), Cell.text(family(k))));
                    for (int i = 0; i < columns.size(); i++) {
                        r.add(Cell.text("not run"));
                    }
                    return r;
                });
                row.set(2 + j, Cell.text(describe(b) + cite));
            }
        }
        if (rows.isEmpty()) {
            throw new BadInputException("finding " + id + ": no benchmark in " + columns.get(0).file());
        }
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Family"));
        columns.forEach(col -> headers.add(col.label()));
        List<String> n = new ArrayList<>(notes);
        Map<String, Double> need = needs(all);
        for (String family : need.keySet()) {
            List<Warmup.Fork> forks = all.stream().filter(b -> family(b.benchmark()).equals(family)).flatMap(b -> b.forks().stream()).toList();
            List<Double> full = forks.stream().map(Warmup.Fork::fullSpeedAt).toList();
            List<Double> steady = forks.stream().filter(f -> !Double.isNaN(f.steadyFrom())).map(Warmup.Fork::steadyFrom).toList();
            long none = forks.size() - steady.size();
            double interfered = forks.stream().mapToDouble(Warmup.Fork::interfered).sum();
            double iterations = all.stream().filter(b -> family(b.benchmark()).equals(family)).mapToDouble(b -> b.iterations() * b.forks().size()).sum();
            n.add(String.format(java.util.Locale.ROOT, "Family \"%s\" (%d forks): first at full speed after %s (median), %s (%.0f%% of forks); a steady state "
                            + "from %s (median of the %d forks that reached one), none in %d; %.0f%% of iterations interfered. Its warm-up needs %s.",
                    family, forks.size(), seconds(quantile(full, 0.5)), seconds(quantile(full, READY)), READY * 100,
                    steady.isEmpty() ? "n/a" : seconds(quantile(steady, 0.5)), steady.size(), none, 100 * interfered / iterations, seconds(need.get(family))));
        }
        // the forks the family's rule leaves out, named: their first measured iterations can run below full speed
        List<String> late = new ArrayList<>();
        for (Warmup.Benchmark b : all) {
            double family = need.get(family(b.benchmark()));
            double full = b.forks().stream().mapToDouble(Warmup.Fork::fullSpeedAt).max().orElse(0);
            double steady = b.steadyFrom();
            if (full > family || steady > family) {
                late.add(String.format(Locale.ROOT, "%s on %s (full speed at %s, %s; its family's need %s)", b.benchmark(), b.jdk(), seconds(full),
                        Double.isNaN(steady) ? "no steady state" : "steady from " + seconds(steady), seconds(family)));
            }
        }
        n.add(late.isEmpty() ? "Every benchmark's forks reached full speed and their steady state within their family's need."
                : "Later than their family's need (a fork reaching full speed, or its steady state, after it): " + String.join("; ", late)
                + ". Their first measured iterations may run below full speed; a fork's score, the median of its iterations within "
                + Math.round((1 - dev.jfpbench.report.JmhResults.CLUSTER) * 100) + "% of its best, leaves such iterations out as long as most of the fork ran at full speed.");
        String label = "Each cell: what its forks (run with no warm-up, many short iterations) did, after Barrett et al. (OOPSLA 2017): flat, "
                + "warm-up (a slower start, then its fastest state), slowdown (it settles slower than it once ran) or no steady state (a change in "
                + "the last " + Math.round(Warmup.LAST_PART * 100) + "% of the fork), and the second the steady state began in the latest fork; "
                + "states within " + Math.round(Warmup.EQUIVALENT * 100) + "% of speed are one. Before that, the iterations another tenant slowed "
                + "are left out: after a fork first ran at " + Math.round(Warmup.FULL * 100) + "% of its top speed (its " + Math.round(Warmup.TOP * 100)
                + "th percentile), an iteration below " + Math.round(Warmup.INTERFERED * 100) + "% of it. A family's warm-up: the time by which "
                + Math.round(READY * 100) + "% of its forks first ran at full speed, rounded up to half a second.";
        return new FindingTable(id, title, headers, new ArrayList<>(rows.values()), sources.list(), label, n);
    }

    /** "warm-up from 1.4 s (2 forks)"; "flat (2 forks)"; mixed kinds are named. */
    static String describe(Warmup.Benchmark b) {
        String forks = b.forks().size() + (b.forks().size() == 1 ? " fork" : " forks");
        String kinds = b.consistent() ? "" : ", forks: " + String.join("/", b.forks().stream().map(f -> f.kind().words()).toList());
        return switch (b.kind()) {
            case FLAT -> "flat (" + forks + ")";
            case NO_STEADY_STATE -> "no steady state (" + forks + kinds + ")";
            default -> b.kind().words() + ", steady from " + seconds(b.steadyFrom()) + " (" + forks + kinds + ")";
        };
    }

    static String seconds(double s) {
        return String.format(Locale.ROOT, "%.1f s", s);
    }
}
