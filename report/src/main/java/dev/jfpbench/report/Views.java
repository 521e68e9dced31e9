package dev.jfpbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The views of a {@link Report} over the benchmark families beyond the Jackson core set, found by name:
 * the library shoot-out ({@code dev.jfpbench.libs.<pkg>.Lib<Library>[Tree](Read|Write).<dataset>[Default|Fast|Inexact]}),
 * compression ({@code dev.jfpbench.compress.<Format>Compressed*.(read|write)<Dataset>} with {@code @Param compression})
 * and start-up ({@code dev.jfpbench.startup.Startup<Setup>.<method>} in single-shot time). Each table is of one run.
 */
final class Views {
    static final String LIBS = "dev.jfpbench.libs.";
    static final String COMPRESS = "dev.jfpbench.compress.";
    static final String STARTUP = "dev.jfpbench.startup.";
    /** The reference of the libraries view: Jackson databind, default FP. */
    static final String REFERENCE_LIBRARY = "Jackson";
    static final String REFERENCE_VARIANT = "default";
    static final List<String> DATASETS = List.of("currency", "mediaItem", "vectors");
    static final String COMPRESSION = "compression";
    static final List<String> COMPRESSIONS = List.of("none", "gzip", "lzf");
    static final String STARTUP_REFERENCE = "StartupJacksonDefault";
    static final List<String> STARTUP_METHODS = List.of("buildMapper", "firstCurrency", "firstMediaItem", "firstVectors");

    private final Report report;

    Views(Report report) {
        this.report = report;
    }

    private static String paramsSuffix(BenchmarkKey k) {
        return (k.params().isEmpty() ? "" : " [" + k.paramsText() + "]") + (k.mode().equals("thrpt") ? "" : " (" + k.mode() + ")");
    }

    // ---- libraries ----

    /** A library benchmark: its library (class name without Lib and Read/Write), operation, dataset and variant. */
    record LibraryBench(BenchmarkKey key, String library, String operation, String dataset, String variant) {
        boolean exact() {
            return !variant.equals("inexact");
        }

        /** "Jackson (default)", "OrgJsonTree". */
        String label() {
            return variant.isEmpty() ? library : library + " (" + variant + ")";
        }

        boolean reference() {
            return library.equals(REFERENCE_LIBRARY) && variant.equals(REFERENCE_VARIANT);
        }
    }

    static Optional<LibraryBench> library(BenchmarkKey k) {
        if (!k.className().startsWith(LIBS)) {
            return Optional.empty();
        }
        String cls = k.simpleClassName();
        String operation;
        if (cls.startsWith("Lib") && cls.endsWith("Read")) {
            operation = "read";
        } else if (cls.startsWith("Lib") && cls.endsWith("Write")) {
            operation = "write";
        } else {
            return Optional.empty();
        }
        String library = cls.substring(3, cls.length() - (operation.equals("read") ? 4 : 5));
        if (library.isEmpty()) {
            return Optional.empty();
        }
        String m = k.method();
        String variant = "";
        for (String v : List.of("Default", "Fast", "Inexact")) {
            if (m.endsWith(v) && m.length() > v.length()) {
                variant = v.toLowerCase(java.util.Locale.ROOT);
                m = m.substring(0, m.length() - v.length());
                break;
            }
        }
        return Optional.of(new LibraryBench(k, library, operation, m + paramsSuffix(k), variant));
    }

    /** Dataset (with parameters and mode, if any) -> operation -> its library benchmarks; datasets in {@link #DATASETS} order first. */
    Map<String, Map<String, List<LibraryBench>>> libraryGroups() {
        Map<String, Map<String, List<LibraryBench>>> groups = new TreeMap<>(Comparator.<String>comparingInt(d -> {
            int i = DATASETS.indexOf(d);
            return i < 0 ? DATASETS.size() : i;
        }).thenComparing(Comparator.naturalOrder()));
        for (BenchmarkKey k : report.keys()) {
            library(k).ifPresent(l -> groups.computeIfAbsent(l.dataset(), x -> new TreeMap<>())
                    .computeIfAbsent(l.operation(), x -> new ArrayList<>()).add(l));
        }
        return groups;
    }

    /** The reference (Jackson default) of a group, if it is in it. */
    private static Optional<LibraryBench> referenceOf(List<LibraryBench> group) {
        return group.stream().filter(LibraryBench::reference).findFirst();
    }

    /** A library's speed relative to Jackson default in one run (above 1: faster), with Welch's test. */
    Optional<Report.RunRatio> ratioToReference(Run run, LibraryBench lib, List<LibraryBench> group) {
        Optional<LibraryBench> ref = referenceOf(group);
        if (ref.isEmpty()) {
            return Optional.empty();
        }
        return report.ratio(run, ref.get().key(), lib.key());
    }

    /** One dataset and operation in one run: the libraries ranked by speed, fastest first. */
    Table libraryTable(Run run, List<LibraryBench> group) {
        Table t = new Table(List.of("#", "Library", "Score", "Units", "vs Jackson default", "Significant", "MB/s", "Exact"), "rlrlrlrl");
        List<LibraryBench> present = new ArrayList<>(group.stream().filter(l -> run.get(l.key()).isPresent()).toList());
        present.sort(Comparator.comparingDouble((LibraryBench l) -> run.get(l.key()).orElseThrow().speed()).reversed()
                .thenComparing(LibraryBench::label));
        int rank = 1;
        for (LibraryBench l : present) {
            Metric m = run.get(l.key()).orElseThrow().primary();
            Optional<Report.RunRatio> r = ratioToReference(run, l, group);
            t.add(List.of(Integer.toString(rank++), l.label(), Numbers.withError(m.score(), m.error()), m.unit(),
                    r.map(x -> Numbers.ratio(x.ratio().value(), x.ratio().error())).orElse("n/a"),
                    l.reference() ? "(reference)" : r.map(x -> (x.significant() ? "yes" : "no")
                            + (Double.isNaN(x.pValue()) ? "" : " (" + Numbers.pValue(x.pValue()) + ")")).orElse(""),
                    report.megabytesPerSecond(run, l.key()).map(v -> Numbers.withError(v[0], v[1])).orElse(""),
                    l.exact() ? "yes" : "**no**"));
        }
        return t;
    }

    /** The libraries section, each dataset's chart (by dataset, if drawn) after its tables. */
    String librariesMarkdown(Map<String, Charts.ChartFile> charts) {
        Map<String, Map<String, List<LibraryBench>>> groups = libraryGroups();
        if (groups.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Libraries\n\n")
                .append("The same data read (bytes to POJO) and written (POJO to bytes) by each library, fastest first. ")
                .append("vs Jackson default: speed relative to `LibJacksonRead`/`LibJacksonWrite` `<dataset>Default` ")
                .append("(above 1.00×: faster), with its error and Welch's t-test. MB/s where the run's sidecar knows the bytes per operation.")
                .append(report.runs().size() > 1 ? " One table per run." : "").append("\n\n")
                .append("Exact: a benchmark is exact unless its method ends in `Inexact` (a configuration that gets realistic numbers wrong, ")
                .append("measured beside the library's exact one if it has one); every benchmark is verified against the reference by the ")
                .append("libs tests, bit for bit on every float and double. Default/fast: Jackson's floating-point configuration. ")
                .append("Libraries that cannot bind to a POJO go through their own tree (`…Tree`: org.json, json-simple, Jackson's `JsonNode`), ")
                .append("and Gson, FlexJson and json-simple read and write through a `Reader`/`Writer` on the bytes (UTF-8 decoding measured): ")
                .append("see the library table in libs/README.md.\n\n");
        for (Map.Entry<String, Map<String, List<LibraryBench>>> d : groups.entrySet()) {
            for (Map.Entry<String, List<LibraryBench>> op : d.getValue().entrySet()) {
                sb.append("### ").append(d.getKey()).append(": ").append(op.getKey()).append("\n\n");
                for (Run r : report.runs()) {
                    Table t = libraryTable(r, op.getValue());
                    if (report.runs().size() > 1) {
                        sb.append("**").append(r.label()).append("**\n\n");
                    }
                    sb.append(t.isEmpty() ? Report.notIn(r) + "\n" : t.markdown()).append('\n');
                }
            }
            Optional.ofNullable(charts.get(d.getKey())).ifPresent(c -> sb.append(c.markdown()).append("\n\n"));
        }
        return sb.toString();
    }

    // ---- compression ----

    /** One compressed operation: dataset, format, read or write, and its benchmark per compression. */
    record CompressionGroup(String dataset, String format, String operation, Map<String, BenchmarkKey> byCompression) {
    }

    List<CompressionGroup> compressionGroups() {
        Map<List<String>, Map<String, BenchmarkKey>> found = new TreeMap<>(Comparator.<List<String>, String>comparing(l -> l.get(0))
                .thenComparing(l -> l.get(1), Comparator.comparingInt(f -> {
                    int i = Formats.ORDER.indexOf(f);
                    return i < 0 ? Formats.ORDER.size() : i;
                })).thenComparing(l -> l.get(2)));
        for (BenchmarkKey k : report.keys()) {
            String c = k.params().get(COMPRESSION);
            Optional<Formats.Member> f = Formats.member(k.simpleClassName());
            String m = k.method();
            if (!k.className().startsWith(COMPRESS) || c == null || f.isEmpty() || !m.matches("(read|write)[A-Z].*")) {
                continue;
            }
            String operation = m.startsWith("read") ? "read" : "write";
            String dataset = m.substring(operation.length());
            Map<String, String> others = new TreeMap<>(k.params());
            others.remove(COMPRESSION);
            String suffix = (others.isEmpty() ? "" : " " + others) + (k.mode().equals("thrpt") ? "" : " (" + k.mode() + ")");
            found.computeIfAbsent(List.of(dataset + suffix, f.get().format(), operation), x -> new TreeMap<>()).put(c, k);
        }
        List<CompressionGroup> groups = new ArrayList<>();
        found.forEach((id, byC) -> groups.add(new CompressionGroup(id.get(0), id.get(1), id.get(2), byC)));
        return groups;
    }

    Table compressionTable(Run run) {
        Table t = new Table(List.of("Dataset", "Format", "Operation", "Units", "none", "gzip", "lzf", "gzip / none", "lzf / none"), "llllrrrrr");
        for (CompressionGroup g : compressionGroups()) {
            BenchmarkKey none = g.byCompression().get("none");
            Optional<BenchmarkResult> noneResult = none == null ? Optional.empty() : run.get(none);
            String unit = noneResult.map(b -> b.primary().unit()).orElse(null);
            List<String> row = new ArrayList<>(List.of(g.dataset(), g.format(), g.operation()));
            List<String> scores = new ArrayList<>();
            boolean any = false;
            for (String c : COMPRESSIONS) {
                Optional<BenchmarkResult> b = Optional.ofNullable(g.byCompression().get(c)).flatMap(run::get);
                any |= b.isPresent();
                if (unit == null && b.isPresent()) {
                    unit = b.get().primary().unit();
                }
                String u = unit;
                scores.add(b.map(x -> x.primary().in(u)).map(x -> Numbers.withError(x.score(), x.error())).orElse(""));
            }
            if (!any) {
                continue;
            }
            row.add(unit);
            row.addAll(scores);
            for (String c : List.of("gzip", "lzf")) {
                BenchmarkKey k = g.byCompression().get(c);
                row.add(none == null || k == null ? "" : report.ratio(run, none, k)
                        .map(x -> Numbers.ratio(x.ratio().value(), x.ratio().error())).orElse(""));
            }
            t.add(row);
        }
        return t;
    }

    String compressionMarkdown() {
        if (compressionGroups().isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Compression\n\n")
                .append("The same documents plain (none), gzipped (JDK `GZIPOutputStream`, default level) and LZF-compressed: reads from ")
                .append("in-memory compressed bytes, writes to a no-op stream through the compressor. gzip / none, lzf / none: speed relative ")
                .append("to the plain format (below 1.00×: what compression costs), with its error.")
                .append(report.runs().size() > 1 ? " One table per run." : "").append("\n\n");
        for (Run r : report.runs()) {
            Table t = compressionTable(r);
            if (report.runs().size() > 1) {
                sb.append("**").append(r.label()).append("**\n\n");
            }
            sb.append(t.isEmpty() ? Report.notIn(r) + "\n" : t.markdown()).append('\n');
        }
        return sb.toString();
    }

    // ---- start-up ----

    /** Setup (class name without Startup) -> method -> benchmark, for every start-up benchmark. */
    Map<String, Map<String, BenchmarkKey>> startupGroups() {
        Map<String, Map<String, BenchmarkKey>> groups = new TreeMap<>(Comparator.<String>comparingInt(s -> s.equals(setupOf(STARTUP_REFERENCE)) ? 0 : 1)
                .thenComparing(Comparator.naturalOrder()));
        for (BenchmarkKey k : report.keys()) {
            if (k.className().startsWith(STARTUP) && k.simpleClassName().startsWith("Startup")
                    && k.simpleClassName().length() > "Startup".length()) {
                // Single-shot is the start-up mode: only another mode is named.
                String suffix = (k.params().isEmpty() ? "" : " [" + k.paramsText() + "]") + (k.mode().equals("ss") ? "" : " (" + k.mode() + ")");
                groups.computeIfAbsent(setupOf(k.simpleClassName()) + suffix, x -> new TreeMap<>()).put(k.method(), k);
            }
        }
        return groups;
    }

    private static String setupOf(String simpleClassName) {
        return simpleClassName.substring("Startup".length());
    }

    /** The methods of the start-up benchmarks: the four known ones first, in their order. */
    private List<String> startupMethods(Map<String, Map<String, BenchmarkKey>> groups) {
        TreeSet<String> all = new TreeSet<>(Comparator.<String>comparingInt(m -> {
            int i = STARTUP_METHODS.indexOf(m);
            return i < 0 ? STARTUP_METHODS.size() : i;
        }).thenComparing(Comparator.naturalOrder()));
        groups.values().forEach(g -> all.addAll(g.keySet()));
        return new ArrayList<>(all);
    }

    Table startupTable(Run run) {
        Map<String, Map<String, BenchmarkKey>> groups = startupGroups();
        List<String> methods = startupMethods(groups);
        List<String> headers = new ArrayList<>(List.of("Setup"));
        for (String m : methods) {
            headers.add(m);
            headers.add("/ default");
        }
        Table t = new Table(headers, "l" + "rr".repeat(methods.size()));
        Map<String, BenchmarkKey> reference = groups.getOrDefault(setupOf(STARTUP_REFERENCE), Map.of());
        for (Map.Entry<String, Map<String, BenchmarkKey>> g : groups.entrySet()) {
            List<String> row = new ArrayList<>(List.of(g.getKey()));
            boolean any = false;
            for (String m : methods) {
                BenchmarkKey k = g.getValue().get(m);
                Optional<BenchmarkResult> b = k == null ? Optional.empty() : run.get(k);
                any |= b.isPresent();
                row.add(b.map(x -> Numbers.withError(x.primary().score(), x.primary().error()) + " " + x.primary().unit()).orElse(""));
                BenchmarkKey ref = reference.get(m);
                // Time over the reference's time (the inverse of the speed ratio): below 1.00x starts faster.
                row.add(k == null || ref == null || b.isEmpty() ? "" : report.ratio(run, ref, k)
                        .map(x -> Numbers.ratio(1.0 / x.ratio().value(), x.ratio().error() / (x.ratio().value() * x.ratio().value()))
                                + (x.significant() || k.equals(ref) ? "" : " (n.s.)"))
                        .orElse(""));
            }
            if (any) {
                t.add(row);
            }
        }
        return t;
    }

    String startupMarkdown() {
        if (startupGroups().isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Start-up\n\n")
                .append("Time from nothing to a built mapper (`buildMapper`) and to the first completed read and write of each dataset ")
                .append("(`first…`), in JMH single-shot mode: each fork a fresh JVM, so lower is better. / default: time relative to ")
                .append(STARTUP_REFERENCE).append(" for the same step (below 1.00×: faster to start), with its error; ")
                .append("n.s.: not significantly different (Welch's t-test over the forks).")
                .append(report.runs().size() > 1 ? " One table per run." : "").append("\n\n");
        for (Run r : report.runs()) {
            Table t = startupTable(r);
            if (report.runs().size() > 1) {
                sb.append("**").append(r.label()).append("**\n\n");
            }
            sb.append(t.isEmpty() ? Report.notIn(r) + "\n" : t.markdown()).append('\n');
        }
        return sb.toString();
    }
}
