package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Numbers;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Reference;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The digit sweep: Fast over Default by the number of significant digits of the numbers (a {@code digits}
 * parameter), per family (class), operation and run, as a table (with the time per number of each side) and one
 * crossover chart: where the fast parser and writer win (above 1), lose or tie.
 */
public final class DigitsSection implements Section {
    static final String PARAM = "digits";

    /** Series ("JsonDigitsDouble read · JDK 17") -> digits -> its Fast/Default reference. */
    static Map<String, TreeMap<Integer, Reference>> families(Analysis a) {
        Map<String, TreeMap<Integer, Reference>> out = new TreeMap<>();
        for (Reference r : a.references(Reference.Kind.FAST_DEFAULT)) {
            String d = r.numerator().params().get(PARAM);
            if (d == null || !d.matches("\\d+") || r.numerator().params().size() != 1) {
                continue;
            }
            String method = r.denominator().method();
            String op = method.startsWith("read") ? "read" : method.startsWith("write") ? "write" : method.replace("Default", "");
            out.computeIfAbsent(r.numerator().simpleClassName() + " " + op, x -> new TreeMap<>()).put(Integer.parseInt(d), r);
        }
        return out;
    }

    @Override
    public String markdown(Analysis a, Charts charts) throws IOException {
        Map<String, TreeMap<Integer, Reference>> families = families(a);
        if (families.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("## Digit sweep: where fast floating point pays\n\n")
                .append("Fast over Default by the number of significant digits in the shortest text of each number (above 1.00×: the fast ")
                .append("parser or writer wins), with its interval and verdict; Default and Fast: time per number. The chart draws the same ")
                .append("intervals (its axis spans the ratios with half as much again; a wider interval is drawn to the edge).\n\n");
        Map<String, List<Charts.Point>> series = new LinkedHashMap<>();
        for (Map.Entry<String, TreeMap<Integer, Reference>> f : families.entrySet()) {
            sb.append("### ").append(f.getKey()).append("\n\n");
            List<String> headers = new ArrayList<>(List.of("Digits"));
            for (Run r : a.runs()) {
                String suffix = a.single() ? "" : " · " + r.label();
                headers.addAll(List.of("Default" + suffix, "Fast" + suffix, "Fast / Default" + suffix));
            }
            Table t = new Table(headers, "r" + "rrr".repeat(a.runs().size()));
            for (Map.Entry<Integer, Reference> d : f.getValue().entrySet()) {
                List<String> row = new ArrayList<>(List.of(Integer.toString(d.getKey())));
                for (Run r : a.runs()) {
                    row.add(score(r, d.getValue().denominator()));
                    row.add(score(r, d.getValue().numerator()));
                    Optional<Estimate> e = a.within(r, d.getValue());
                    row.add(Cells.estimate(e, a.estimator().threshold(), Analysis.notIn(r)));
                    e.ifPresent(x -> series.computeIfAbsent(f.getKey() + (a.single() ? "" : " · " + r.label()), k -> new ArrayList<>())
                            .add(new Charts.Point(d.getKey(), x.ci())));
                }
                t.add(row);
            }
            sb.append(t.markdown()).append('\n');
        }
        if (!series.isEmpty()) {
            sb.append(charts.trend("digits-crossover", "Fast / Default by significant digits", "significant digits of the shortest text",
                    "Fast / Default speed (above 1: Fast wins)", series, List.of(), null).markdown()).append("\n\n");
        }
        return sb.toString();
    }

    private static String score(Run r, dev.jfpbench.report.BenchmarkKey k) {
        return r.get(k).map(BenchmarkResult::primary).map(m -> Numbers.withError(m.score(), m.error()) + " " + m.unit()).orElse("");
    }
}
