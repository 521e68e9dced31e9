package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Charts;
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
import java.util.TreeSet;

/** Start-up: time from a fresh JVM to a built mapper and to the first read and write, each setup against Jackson default. */
public final class StartupSection implements Section {
    static final String STARTUP = "dev.jfpbench.startup.";
    static final List<String> METHODS = List.of("buildMapper", "firstCurrency", "firstMediaItem", "firstVectors");

    /** Setup (class name without Startup) -> method -> benchmark. */
    static Map<String, Map<String, BenchmarkKey>> groups(Analysis a) {
        String reference = References.STARTUP_REFERENCE.substring("Startup".length());
        Map<String, Map<String, BenchmarkKey>> groups = new TreeMap<>(Comparator.<String>comparingInt(s -> s.equals(reference) ? 0 : 1)
                .thenComparing(Comparator.naturalOrder()));
        for (BenchmarkKey k : a.keys()) {
            if (k.className().startsWith(STARTUP) && k.simpleClassName().startsWith("Startup") && k.simpleClassName().length() > "Startup".length()) {
                String suffix = (k.params().isEmpty() ? "" : " [" + k.paramsText() + "]") + (k.mode().equals("ss") ? "" : " (" + k.mode() + ")");
                groups.computeIfAbsent(k.simpleClassName().substring("Startup".length()) + suffix, x -> new TreeMap<>()).put(k.method(), k);
            }
        }
        return groups;
    }

    static Table table(Analysis a, Run run) {
        Map<String, Map<String, BenchmarkKey>> groups = groups(a);
        TreeSet<String> all = new TreeSet<>(Comparator.<String>comparingInt(m -> {
            int i = METHODS.indexOf(m);
            return i < 0 ? METHODS.size() : i;
        }).thenComparing(Comparator.naturalOrder()));
        groups.values().forEach(g -> all.addAll(g.keySet()));
        List<String> methods = new ArrayList<>(all);
        List<String> headers = new ArrayList<>(List.of("Setup"));
        for (String m : methods) {
            headers.add(m);
            headers.add("speed / default");
        }
        Table t = new Table(headers, "l" + "rr".repeat(methods.size()));
        for (Map.Entry<String, Map<String, BenchmarkKey>> g : groups.entrySet()) {
            List<String> row = new ArrayList<>(List.of(g.getKey()));
            boolean any = false;
            for (String m : methods) {
                BenchmarkKey k = g.getValue().get(m);
                Optional<BenchmarkResult> b = k == null ? Optional.empty() : run.get(k);
                any |= b.isPresent();
                row.add(b.map(x -> Numbers.withError(x.primary().score(), x.primary().error()) + " " + x.primary().unit()).orElse(""));
                Optional<Reference> ref = k == null ? Optional.empty()
                        : a.references(Reference.Kind.STARTUP).stream().filter(r -> r.numerator().equals(k)).findFirst();
                row.add(ref.map(r -> Cells.estimate(a.within(run, r), a.estimator().threshold(), "")).orElse(b.isPresent() ? "(reference)" : ""));
            }
            if (any) {
                t.add(row);
            }
        }
        return t;
    }

    @Override
    public String markdown(Analysis a, Charts charts) {
        if (groups(a).isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Start-up\n\n")
                .append("Time from nothing to a built mapper (`buildMapper`) and to the first completed read and write of each dataset ")
                .append("(`first…`), in JMH single-shot mode: each fork a fresh JVM, so lower is better. speed / default: how much faster ")
                .append("than ").append(References.STARTUP_REFERENCE).append(" the same step starts (above 1.00×: faster; the inverse of the ")
                .append("time ratio), with its interval and verdict.").append(a.single() ? "" : " One table per run.").append("\n\n");
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
