package dev.jfpbench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;

/**
 * The report of one or more runs: the JMH table, Default/Fast pairs, JSON vs Smile vs CBOR, MB/s, allocation
 * per operation and bar charts. With several runs every table has one column per run.
 */
public final class Report {
    /**
     * A Default/Fast pair in one run: speed-up of Fast over Default (a fraction), its error (from JMH's
     * errors, first order) and whether Welch's t-test finds the difference significant.
     */
    public record PairResult(Pairs.Pair pair, BenchmarkResult defaultResult, Metric fast, double speedUp, double speedUpError,
                             double pValue, boolean significant) {
    }

    /** A ratio of two speeds with its error: relative errors add in quadrature (first order; an inverse keeps its relative error). */
    public record Ratio(double value, double error) {
        static Ratio of(Metric numerator, Metric denominator, double value) {
            return new Ratio(value, value * Math.hypot(relativeError(numerator), relativeError(denominator)));
        }

        /** As {@link #of}, but the error is unknown (NaN) when either side's is: shown without a "±", never as ± 0. */
        static Ratio ofKnown(Metric numerator, Metric denominator, double value) {
            Ratio r = of(numerator, denominator, value);
            return Double.isNaN(numerator.error()) || Double.isNaN(denominator.error()) ? new Ratio(value, Double.NaN) : r;
        }

        private static double relativeError(Metric m) {
            return Double.isNaN(m.error()) || m.score() == 0 ? 0.0 : m.error() / m.score();
        }
    }

    /**
     * A run's speed relative to the first run's for one benchmark (above 1: faster; times are inverted), with
     * Welch's t-test ({@link Significance#pValue(Metric, Metric)}).
     */
    public record RunRatio(Ratio ratio, double pValue, boolean significant) {
    }

    /**
     * A Jackson 3 benchmark and its Jackson 2 twin ({@link Jackson3Twins}): {@code operation} is the Jackson 2
     * class and method without the FP configuration, {@code fp} "default", "fast" or "" (no such variant).
     */
    public record MajorPair(String operation, String fp, BenchmarkKey jackson2, BenchmarkKey jackson3) {
    }

    /** A 2 vs 3 pair in one run: {@code ratio} is Jackson 3's speed over Jackson 2's (above 1: Jackson 3 is faster). */
    public record MajorResult(MajorPair pair, BenchmarkResult jackson2, Metric jackson3, Ratio ratio, double pValue, boolean significant) {
    }

    private final List<Run> runs;
    private final Significance significance;
    private final double threshold;
    private final List<BenchmarkKey> keys;
    private final List<String> notes;

    public Report(List<Run> runs, Significance significance) {
        this(runs, significance, List.of(), 0.05);
    }

    /**
     * {@code notes}: lines printed under the table of runs, e.g. what a matrix script could not run.
     * {@code threshold}: the fraction the verdicts of paired ratios are judged against (0.05 for 5%).
     */
    public Report(List<Run> runs, Significance significance, List<String> notes, double threshold) {
        this.threshold = threshold;
        if (runs.isEmpty()) {
            throw new BadInputException("no run to report on");
        }
        this.runs = List.copyOf(runs);
        this.significance = significance;
        this.notes = List.copyOf(notes);
        Set<BenchmarkKey> all = new TreeSet<>();
        runs.forEach(r -> r.results().forEach(b -> all.add(b.key())));
        this.keys = List.copyOf(all);
    }

    public List<Run> runs() {
        return runs;
    }

    public List<BenchmarkKey> keys() {
        return keys;
    }

    private boolean single() {
        return runs.size() == 1;
    }

    /** The cell of a run that lacks a benchmark (e.g. one an older Jackson cannot run): marked, never blank. */
    static String notIn(Run run) {
        return "n/a (not in " + run.label() + ")";
    }

    // ---- the JMH table ----

    /** {@code Benchmark (params) Mode Cnt Score Error Units} for one run; one "score ± error" column per run for several. */
    public Table jmhTable() {
        List<String> paramNames = new ArrayList<>(new TreeSet<>(keys.stream().flatMap(k -> k.params().keySet().stream()).toList()));
        List<String> headers = new ArrayList<>(List.of("Benchmark"));
        paramNames.forEach(p -> headers.add("(" + p + ")"));
        StringBuilder align = new StringBuilder("l" + "l".repeat(paramNames.size()));
        // Bytes allocated per operation beside the score, when the run used -prof gc (several runs: the allocation table).
        boolean alloc = single() && runs.get(0).results().stream().anyMatch(b -> b.allocationPerOp().isPresent());
        if (single()) {
            headers.addAll(List.of("Mode", "Cnt", "Score", "Error", "Units"));
            align.append("lrrrl");
            if (alloc) {
                headers.add("Alloc B/op");
                align.append('r');
            }
        } else {
            headers.addAll(List.of("Mode", "Units"));
            align.append("ll");
            runs.forEach(r -> headers.add(r.label()));
            align.append("r".repeat(runs.size()));
        }
        Table t = new Table(headers, align.toString());
        for (BenchmarkKey k : keys) {
            List<String> row = new ArrayList<>(List.of(k.shortName()));
            paramNames.forEach(p -> row.add(k.params().getOrDefault(p, "N/A")));
            row.add(k.mode());
            if (single()) {
                Metric m = runs.get(0).get(k).orElseThrow().primary();
                row.addAll(List.of(Long.toString(m.count()), Numbers.jmh(m.score()),
                        Double.isNaN(m.error()) ? "" : "± " + Numbers.jmh(m.error()), m.unit()));
                if (alloc) {
                    row.add(runs.get(0).get(k).flatMap(BenchmarkResult::allocationPerOp)
                            .map(a -> Numbers.withError(a.score(), a.error())).orElse(""));
                }
            } else {
                String unit = unitOf(k);
                row.add(unit);
                for (Run r : runs) {
                    row.add(r.get(k).map(b -> b.primary().in(unit)).map(m -> Numbers.withError(m.score(), m.error())).orElse(notIn(r)));
                }
            }
            t.add(row);
        }
        return t;
    }

    /** The unit a benchmark's scores are shown in: its unit in the first run that has it. */
    private String unitOf(BenchmarkKey k) {
        for (Run r : runs) {
            Optional<BenchmarkResult> b = r.get(k);
            if (b.isPresent()) {
                return b.get().primary().unit();
            }
        }
        throw new IllegalStateException("no run has " + k);
    }

    // ---- Default vs Fast ----

    public List<Pairs.Pair> pairs() {
        return Pairs.find(keys);
    }

    /** The pair in one run, if the run has both members. */
    public Optional<PairResult> pairIn(Run run, Pairs.Pair pair) {
        Optional<BenchmarkResult> d = run.get(pair.defaultKey());
        Optional<BenchmarkResult> f = run.get(pair.fastKey());
        if (d.isEmpty() || f.isEmpty()) {
            return Optional.empty();
        }
        Metric dm = d.get().primary();
        Metric fm = f.get().primary().in(dm.unit());
        Ratio ratio = Ratio.of(fm, dm, speed(fm, d.get()) / speed(dm, d.get()));
        double p = Significance.pValue(dm, fm);
        return Optional.of(new PairResult(pair, d.get(), fm, ratio.value() - 1.0, ratio.error(), p, significance.significant(p)));
    }

    private static double speed(Metric m, BenchmarkResult like) {
        return like.higherIsBetter() ? m.score() : 1.0 / m.score();
    }

    public Table pairTable() {
        List<Pairs.Pair> pairs = pairs();
        Table t;
        if (single()) {
            t = new Table(List.of("Pair", "Mode", "Units", "Default", "Fast", "Speed-up", "Significant"), "lllrrrl");
            for (Pairs.Pair p : pairs) {
                pairIn(runs.get(0), p).ifPresent(r -> t.add(List.of(p.name(), p.defaultKey().mode(), r.defaultResult().primary().unit(),
                        Numbers.withError(r.defaultResult().primary().score(), r.defaultResult().primary().error()),
                        Numbers.withError(r.fast().score(), r.fast().error()), Numbers.percent(r.speedUp()),
                        (r.significant() ? "yes" : "no") + (Double.isNaN(r.pValue()) ? "" : " (" + Numbers.pValue(r.pValue()) + ")"))));
            }
        } else {
            List<String> headers = new ArrayList<>(List.of("Pair", "Mode"));
            runs.forEach(r -> headers.add(r.label()));
            t = new Table(headers, "ll" + "r".repeat(runs.size()));
            for (Pairs.Pair p : pairs) {
                List<String> row = new ArrayList<>(List.of(p.name(), p.defaultKey().mode()));
                for (Run r : runs) {
                    row.add(pairIn(r, p).map(x -> Numbers.percent(x.speedUp()) + (x.significant() ? " (significant)" : " (n.s.)")).orElse(notIn(r)));
                }
                t.add(row);
            }
        }
        return t;
    }

    // ---- JSON vs Smile vs CBOR ----

    public List<Formats.Group> formatGroups() {
        return Formats.find(keys);
    }

    /** A format's speed relative to JSON's for the same operation in one run (above 1: faster than JSON). */
    public Optional<Double> ratioToJson(Run run, Formats.Group g, String format) {
        return ratioToJsonWithError(run, g, format).map(Ratio::value);
    }

    /** As {@link #ratioToJson}, with the ratio's error. */
    public Optional<Ratio> ratioToJsonWithError(Run run, Formats.Group g, String format) {
        Optional<BenchmarkResult> json = run.get(g.json());
        Optional<BenchmarkResult> other = run.get(g.members().get(format));
        if (json.isEmpty() || other.isEmpty()) {
            return Optional.empty();
        }
        Metric jm = json.get().primary();
        Metric om = other.get().primary().in(jm.unit());
        if (format.equals(Formats.JSON)) {
            return Optional.of(new Ratio(1.0, 0.0)); // JSON against itself: exactly 1
        }
        return Optional.of(Ratio.of(om, jm, speed(om, json.get()) / speed(jm, json.get())));
    }

    public Table formatTable() {
        Table t;
        if (single()) {
            t = new Table(List.of("Operation", "Format", "Score", "Units", "vs JSON"), "llrlr");
        } else {
            List<String> headers = new ArrayList<>(List.of("Operation", "Format"));
            runs.forEach(r -> headers.add(r.label()));
            t = new Table(headers, "ll" + "r".repeat(runs.size()));
        }
        for (Formats.Group g : formatGroups()) {
            for (String format : g.members().keySet()) {
                if (single()) {
                    Run run = runs.get(0);
                    Optional<BenchmarkResult> b = run.get(g.members().get(format));
                    Optional<Double> ratio = ratioToJson(run, g, format);
                    if (b.isPresent() && ratio.isPresent()) {
                        t.add(List.of(g.operation(), format, Numbers.withError(b.get().primary().score(), b.get().primary().error()),
                                b.get().primary().unit(), Numbers.ratio(ratio.get())));
                    }
                } else {
                    List<String> row = new ArrayList<>(List.of(g.operation(), format));
                    for (Run r : runs) {
                        row.add(ratioToJson(r, g, format).map(Numbers::ratio).orElse(notIn(r)));
                    }
                    t.add(row);
                }
            }
        }
        return t;
    }

    // ---- between runs ----

    /**
     * {@code other}'s speed relative to {@code base}'s in one run (above 1: faster; times are inverted), with
     * Welch's t-test, if the run has both.
     */
    public Optional<RunRatio> ratio(Run run, BenchmarkKey base, BenchmarkKey other) {
        Optional<BenchmarkResult> b = run.get(base);
        Optional<BenchmarkResult> o = run.get(other);
        if (b.isEmpty() || o.isEmpty()) {
            return Optional.empty();
        }
        Metric bm = b.get().primary();
        Metric om = o.get().primary().in(bm.unit());
        Ratio ratio = Ratio.ofKnown(om, bm, speed(om, b.get()) / speed(bm, b.get()));
        double p = Significance.pValue(bm, om);
        return Optional.of(new RunRatio(ratio, p, significance.significant(p)));
    }

    /** A benchmark's speed in {@code run} relative to the first run, if both have it. */
    public Optional<RunRatio> ratioToFirst(Run run, BenchmarkKey k) {
        Optional<BenchmarkResult> first = runs.get(0).get(k);
        Optional<BenchmarkResult> other = run.get(k);
        if (first.isEmpty() || other.isEmpty()) {
            return Optional.empty();
        }
        Metric fm = first.get().primary();
        Metric om = other.get().primary().in(fm.unit());
        Ratio ratio = Ratio.ofKnown(om, fm, speed(om, first.get()) / speed(fm, first.get()));
        double p = Significance.pValue(fm, om);
        return Optional.of(new RunRatio(ratio, p, significance.significant(p)));
    }

    /** Several runs: every benchmark's speed in each later run relative to the first (e.g. JDK 25 / JDK 17). */
    public Table runRatioTable() {
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Mode"));
        Run first = runs.get(0);
        runs.stream().skip(1).forEach(r -> headers.add(r.label() + " / " + first.label()));
        Table t = new Table(headers, "ll" + "r".repeat(runs.size() - 1));
        if (single()) {
            return t;
        }
        for (BenchmarkKey k : keys) {
            List<String> row = new ArrayList<>(List.of(k.display(), k.mode()));
            for (Run r : runs.subList(1, runs.size())) {
                row.add(first.get(k).isEmpty() ? notIn(first) : ratioToFirst(r, k)
                        .map(x -> Numbers.ratio(x.ratio().value(), x.ratio().error()) + (x.significant() ? " (significant)" : " (n.s.)"))
                        .orElse(notIn(r)));
            }
            t.add(row);
        }
        return t;
    }

    // ---- Jackson 2 vs 3 ----

    /** The Jackson 3 benchmarks whose Jackson 2 twin (same mode and parameters) is also in the report, in {@link Jackson3Twins} order. */
    public List<MajorPair> majorPairs() {
        Set<BenchmarkKey> all = new TreeSet<>(keys);
        List<String> order = new ArrayList<>(Jackson3Twins.TWINS.keySet());
        List<MajorPair> pairs = new ArrayList<>();
        for (BenchmarkKey k3 : keys) {
            Optional<String> twin = Jackson3Twins.jackson2Twin(k3.benchmark());
            if (twin.isEmpty()) {
                continue;
            }
            BenchmarkKey k2 = new BenchmarkKey(twin.get(), k3.mode(), k3.params());
            if (!all.contains(k2)) {
                continue;
            }
            String m = k2.method();
            String fp = "";
            String stem = m;
            if (m.endsWith("Default") && m.length() > 7) {
                fp = "default";
                stem = m.substring(0, m.length() - 7);
            } else if (m.endsWith("Fast") && m.length() > 4) {
                fp = "fast";
                stem = m.substring(0, m.length() - 4);
            } else if (m.matches("default[A-Z].*")) {
                fp = "default";
                stem = Character.toLowerCase(m.charAt(7)) + m.substring(8);
            } else if (m.matches("fastFP[A-Z].*")) {
                fp = "fast";
                stem = Character.toLowerCase(m.charAt(6)) + m.substring(7);
            }
            String operation = k2.simpleClassName() + "." + stem + (k2.params().isEmpty() ? "" : " [" + k2.paramsText() + "]");
            pairs.add(new MajorPair(operation, fp, k2, k3));
        }
        pairs.sort(java.util.Comparator.<MajorPair>comparingInt(p -> order.indexOf(p.jackson3().simpleClassName()))
                .thenComparing(MajorPair::operation).thenComparing(MajorPair::fp).thenComparing(p -> p.jackson2().mode()));
        return pairs;
    }

    /** A 2 vs 3 pair in one run, if the run has both. */
    public Optional<MajorResult> majorIn(Run run, MajorPair pair) {
        Optional<BenchmarkResult> two = run.get(pair.jackson2());
        Optional<BenchmarkResult> three = run.get(pair.jackson3());
        if (two.isEmpty() || three.isEmpty()) {
            return Optional.empty();
        }
        Metric m2 = two.get().primary();
        Metric m3 = three.get().primary().in(m2.unit());
        Ratio ratio = Ratio.ofKnown(m3, m2, speed(m3, two.get()) / speed(m2, two.get()));
        double p = Significance.pValue(m2, m3);
        return Optional.of(new MajorResult(pair, two.get(), m3, ratio, p, significance.significant(p)));
    }

    /** Jackson 2 and 3 side by side per operation, default and fast, in one run. */
    public Table majorTable(Run run) {
        Table t = new Table(List.of("Operation", "FP", "Mode", "Units", "Jackson 2", "Jackson 3", "3 / 2", "Significant"), "llllrrrl");
        for (MajorPair p : majorPairs()) {
            majorIn(run, p).ifPresent(r -> t.add(List.of(p.operation(), p.fp(), p.jackson2().mode(), r.jackson2().primary().unit(),
                    Numbers.withError(r.jackson2().primary().score(), r.jackson2().primary().error()),
                    Numbers.withError(r.jackson3().score(), r.jackson3().error()),
                    Numbers.ratio(r.ratio().value(), r.ratio().error()),
                    (r.significant() ? "yes" : "no") + (Double.isNaN(r.pValue()) ? "" : " (" + Numbers.pValue(r.pValue()) + ")"))));
        }
        return t;
    }

    // ---- MB/s ----

    /** MB/s (10^6 bytes per second) of a benchmark in a run, with its error, when the run's sidecar knows its size. */
    public Optional<double[]> megabytesPerSecond(Run run, BenchmarkKey k) {
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
        // First order: the relative error of the score is the relative error of the rate.
        double err = Double.isNaN(m.error()) ? Double.NaN : mbs * m.error() / m.score();
        return Optional.of(new double[] {mbs, err});
    }

    public Table throughputTable() {
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Mode", "Bytes/op"));
        runs.forEach(r -> headers.add(single() ? "MB/s" : r.label()));
        Table t = new Table(headers, "llr" + "r".repeat(runs.size()));
        for (BenchmarkKey k : keys) {
            OptionalLong bytes = OptionalLong.empty();
            List<String> cells = new ArrayList<>();
            for (Run r : runs) {
                if (bytes.isEmpty()) {
                    bytes = r.bytesPerOp(k);
                }
                cells.add(r.get(k).isEmpty() ? notIn(r) : megabytesPerSecond(r, k).map(v -> Numbers.withError(v[0], v[1])).orElse(""));
            }
            if (bytes.isPresent()) {
                List<String> row = new ArrayList<>(List.of(k.display(), k.mode(), String.format(java.util.Locale.ROOT, "%,d", bytes.getAsLong())));
                row.addAll(cells);
                t.add(row);
            }
        }
        return t;
    }

    // ---- allocation ----

    public Table allocationTable() {
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Mode"));
        runs.forEach(r -> headers.add(single() ? "B/op" : r.label()));
        Table t = new Table(headers, "ll" + "r".repeat(runs.size()));
        for (BenchmarkKey k : keys) {
            List<String> cells = new ArrayList<>();
            boolean any = false;
            for (Run r : runs) {
                Optional<Metric> a = r.get(k).flatMap(BenchmarkResult::allocationPerOp);
                any |= a.isPresent();
                cells.add(r.get(k).isEmpty() ? notIn(r) : a.map(m -> Numbers.withError(m.score(), m.error())).orElse(""));
            }
            if (any) {
                List<String> row = new ArrayList<>(List.of(k.display(), k.mode()));
                row.addAll(cells);
                t.add(row);
            }
        }
        return t;
    }

    // ---- the whole report ----

    /** Writes report.md and the charts (PNG and SVG) into {@code dir}; returns report.md. */
    public Path write(Path dir, Optional<ComparisonReport> comparison) throws IOException {
        Files.createDirectories(dir);
        Charts charts = new Charts(this);
        List<Charts.ChartFile> classCharts = charts.perClass(dir);
        Optional<Charts.ChartFile> pairChart = charts.pairs(dir);
        Optional<Charts.ChartFile> formatChart = charts.formats(dir);
        Map<String, Charts.ChartFile> libraryCharts = charts.libraries(dir);
        Path md = dir.resolve("report.md");
        Files.writeString(md, markdown(comparison, classCharts, pairChart, formatChart, libraryCharts), StandardCharsets.UTF_8);
        return md;
    }

    String markdown(Optional<ComparisonReport> comparison, List<Charts.ChartFile> classCharts,
                    Optional<Charts.ChartFile> pairChart, Optional<Charts.ChartFile> formatChart, Map<String, Charts.ChartFile> libraryCharts) {
        StringBuilder sb = new StringBuilder("# jfp-bench report\n\n");
        Table runTable = new Table(List.of("Run", "File", "JDK", "Jackson", "FastDoubleParser", "Machine", "Commit", "Started"), "llllllll");
        for (Run r : runs.stream().flatMap(x -> x.files().stream().map(f -> x.parts().isEmpty() ? x
                : new Run(f.file(), x.label(), f.results(), f.meta()))).toList()) {
            Optional<RunMetadata> m = r.meta();
            runTable.add(List.of(r.label(), "`" + r.file().getFileName() + "`", r.jdk(),
                    m.map(x -> x.libraries().getOrDefault("jackson-databind", "")).orElse(""),
                    m.map(x -> x.libraries().getOrDefault("fastdoubleparser", "")).orElse(""),
                    m.map(RunMetadata::machine).map(x -> x.cpu() + ", " + x.cores() + " cores, " + x.os()).orElse(""),
                    m.map(RunMetadata::git).map(g -> g.commit().substring(0, Math.min(10, g.commit().length()))
                            + (Boolean.TRUE.equals(g.dirty()) ? " (dirty)" : "")).orElse(""),
                    m.map(x -> x.start() == null ? "" : x.start()).orElse("")));
        }
        sb.append(runTable.markdown()).append('\n');
        runs.stream().filter(r -> r.parts().size() > 1).forEach(r -> sb.append("**Note:** ").append(r.label()).append(" is ")
                .append(r.parts().size()).append(" result files merged into one run (each file's sidecar above)")
                .append(r.parts().stream().map(Run::jdk).distinct().count() > 1 ? "; **they ran on different JDKs**" : "")
                .append(".\n\n"));
        runs.stream().flatMap(r -> r.files().stream()).filter(r -> r.meta().isPresent() && !r.meta().get().complete()).forEach(r ->
                sb.append("**Warning:** `").append(r.file().getFileName()).append("` is from a run that did not complete (exit ")
                        .append(r.meta().get().exitCode()).append(").\n\n"));
        notes.forEach(n -> sb.append("**Note:** ").append(n).append("\n\n"));
        sb.append("Significance: Welch's t-test, on the fork scores (each fork's best iteration) where both sides have two or more forks, else on the iterations, at ")
                .append(significance.describe()).append(" confidence.\n\n");

        comparison.ifPresent(c -> sb.append(c.render(true, 2)).append('\n'));

        Table between = runRatioTable();
        if (!between.isEmpty()) {
            sb.append("## Between runs\n\n")
                    .append("Speed in each run relative to ").append(runs.get(0).label())
                    .append(" (above 1.00×: faster; for times the ratio is inverted), with its error. n.s.: not significant.\n\n")
                    .append(between.markdown()).append('\n');
        }

        Table pairs = pairTable();
        if (!pairs.isEmpty()) {
            sb.append("## Default vs Fast\n\n")
                    .append("Speed-up of the fast floating-point configuration over the default (positive: Fast is faster).")
                    .append(single() ? "" : " n.s.: not significant. A speed-up that shrinks from one column to the next: Default caught up with Fast.")
                    .append("\n\n")
                    .append(pairs.markdown()).append('\n');
            pairChart.ifPresent(c -> sb.append(c.markdown()).append("\n\n"));
        }
        StringBuilder major = new StringBuilder();
        for (Run r : runs) {
            Table t = majorTable(r);
            if (!t.isEmpty()) {
                major.append(single() ? "" : "### " + r.label() + "\n\n").append(t.markdown()).append('\n');
            }
        }
        if (major.length() > 0) {
            sb.append("## Jackson 2 vs 3\n\n")
                    .append("Each Jackson 3 benchmark (`<Format>3<Operation>`) beside its Jackson 2 twin (same method, same input, same checks),")
                    .append(" in the same run. 3 / 2: Jackson 3's speed over Jackson 2's (above 1.00×: Jackson 3 is faster),")
                    .append(" with its error; FP: the floating-point configuration, both majors set alike.\n\n")
                    .append(major);
        }
        sb.append(dev.jfpbench.report.rounds.PairedSection.markdown(runs, significance, threshold));
        Table formats = formatTable();
        if (!formats.isEmpty()) {
            sb.append("## JSON vs Smile vs CBOR\n\n")
                    .append("Speed relative to JSON for the same operation (above 1.00×: faster than JSON).")
                    .append(formatGroups().stream().anyMatch(g -> g.members().keySet().stream().anyMatch(f -> Formats.ORDER.indexOf(f) > 2))
                            ? " Beyond JSON text: `ReadWrite.*` and `Vectors.*` are the compress benchmarks with compression=none"
                            + " (JSON, Smile, CBOR through Jackson) beside Avro, Protobuf (Jackson's dataformats) and Kryo (module formats)."
                            : "")
                    .append("\n\n")
                    .append(formats.markdown()).append('\n');
            formatChart.ifPresent(c -> sb.append(c.markdown()).append("\n\n"));
        }
        Views views = new Views(this);
        sb.append(views.librariesMarkdown(libraryCharts));
        sb.append(views.compressionMarkdown());
        sb.append(views.startupMarkdown());
        Table mbs = throughputTable();
        if (!mbs.isEmpty()) {
            sb.append("## Throughput in MB/s\n\n")
                    .append("Bytes read or written per operation times operations per second; MB = 10^6 bytes.\n\n")
                    .append(mbs.markdown()).append('\n');
        }
        Table alloc = allocationTable();
        if (!alloc.isEmpty()) {
            sb.append("## Allocation per operation\n\n")
                    .append("Bytes allocated per operation (`gc.alloc.rate.norm`, from `-prof gc`).\n\n")
                    .append(alloc.markdown()).append('\n');
        }
        sb.append("## All results\n\n").append(jmhTable().markdown()).append('\n');
        if (!classCharts.isEmpty()) {
            sb.append("## Charts\n\nScore per benchmark class; error bars are JMH's 99.9% confidence intervals.\n\n");
            classCharts.forEach(c -> sb.append(c.markdown()).append("\n\n"));
        }
        return sb.toString();
    }
}
