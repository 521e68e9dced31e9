package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Formats;
import dev.jfpbench.report.Numbers;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The compress benchmarks: the same document plain, gzipped and LZF-compressed, and what compression costs. */
public final class CompressionSection implements Section {
    static final String COMPRESS = "dev.jfpbench.compress.";
    static final List<String> COMPRESSIONS = List.of("none", "gzip", "lzf");

    /** One compressed operation: dataset, format, read or write, and its benchmark per compression. */
    record Group(String dataset, String format, String operation, Map<String, BenchmarkKey> byCompression) {
    }

    static List<Group> groups(Analysis a) {
        Map<List<String>, Map<String, BenchmarkKey>> found = new TreeMap<>(Comparator.<List<String>, String>comparing(l -> l.get(0))
                .thenComparing(l -> l.get(1), Comparator.comparingInt(f -> {
                    int i = Formats.ORDER.indexOf(f);
                    return i < 0 ? Formats.ORDER.size() : i;
                })).thenComparing(l -> l.get(2)));
        for (BenchmarkKey k : a.keys()) {
            String c = k.params().get(References.COMPRESSION);
            Optional<Formats.Member> f = Formats.member(k.simpleClassName());
            String m = k.method();
            if (!k.className().startsWith(COMPRESS) || c == null || f.isEmpty() || !m.matches("(read|write)[A-Z].*")) {
                continue;
            }
            String operation = m.startsWith("read") ? "read" : "write";
            String dataset = m.substring(operation.length());
            Map<String, String> others = new TreeMap<>(k.params());
            others.remove(References.COMPRESSION);
            String suffix = (others.isEmpty() ? "" : " " + others) + (k.mode().equals("thrpt") ? "" : " (" + k.mode() + ")");
            found.computeIfAbsent(List.of(dataset + suffix, f.get().format(), operation), x -> new TreeMap<>()).put(c, k);
        }
        List<Group> groups = new ArrayList<>();
        found.forEach((id, byC) -> groups.add(new Group(id.get(0), id.get(1), id.get(2), byC)));
        return groups;
    }

    static Table table(Analysis a, Run run) {
        Table t = new Table(List.of("Dataset", "Format", "Operation", "Units", "none", "gzip", "lzf", "gzip / none", "lzf / none"), "llllrrrrr");
        for (Group g : groups(a)) {
            String unit = null;
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
            List<String> row = new ArrayList<>(List.of(g.dataset(), g.format(), g.operation(), unit));
            row.addAll(scores);
            for (String c : List.of("gzip", "lzf")) {
                BenchmarkKey k = g.byCompression().get(c);
                Optional<Reference> ref = a.references(Reference.Kind.COMPRESSION).stream().filter(r -> r.numerator().equals(k)).findFirst();
                row.add(ref.map(r -> Cells.estimate(a.within(run, r), a.estimator().threshold(), "")).orElse(""));
            }
            t.add(row);
        }
        return t;
    }

    @Override
    public String markdown(Analysis a, Charts charts) {
        if (groups(a).isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Compression\n\n")
                .append("The same documents plain (none), gzipped (JDK `GZIPOutputStream`, default level) and LZF-compressed: reads from ")
                .append("in-memory compressed bytes of the dataset's own text (JSON; Smile and CBOR converted from it), writes to a no-op stream ")
                .append("through the compressor. gzip / none, lzf / none: speed over the plain format (below 1.00×: what compression costs), ")
                .append("with its interval and verdict.").append(a.single() ? "" : " One table per run.").append("\n\n");
        for (Run r : a.runs()) {
            Table t = table(a, r);
            if (!a.single()) {
                sb.append("**").append(r.label()).append("**\n\n");
            }
            sb.append(t.isEmpty() ? Analysis.notIn(r) + "\n" : t.markdown()).append('\n');
        }
        return sb.toString();
    }
}
