package dev.jfpbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/** A {@link Comparison} written out, as Markdown or plain text, with what was compared and the rule used. */
public final class ComparisonReport {
    private final Run base;
    private final Run current;
    private final Comparison comparison;

    public ComparisonReport(Run base, Run current, Comparison comparison) {
        this.base = base;
        this.current = current;
        this.comparison = comparison;
    }

    public String render(boolean markdown, int headingLevel) {
        StringBuilder sb = new StringBuilder();
        String h = "#".repeat(headingLevel) + " ";
        sb.append(markdown ? h + "Comparison\n\n" : "Comparison\n\n");
        sb.append(bullet(markdown)).append("Base: ").append(describe(base, markdown)).append('\n');
        sb.append(bullet(markdown)).append("New: ").append(describe(current, markdown)).append('\n');
        if (comparison.paired()) {
            sb.append(bullet(markdown)).append("Rule (paired rounds): faster or slower when the ")
                    .append(comparison.significance().describe()).append(" confidence interval of the per-round ratio (t-interval on log ratios)")
                    .append(" excludes 1 and the ratio moved by more than ").append(Significance.Percent.format(comparison.threshold() * 100))
                    .append("; throughput: higher is better, times: lower is better.\n");
        } else {
            sb.append(bullet(markdown)).append("Rule: faster or slower when Welch's t-test (on the fork scores, each fork's best iteration, when both runs have two or more forks; else on the iterations) is significant at ")
                    .append(comparison.significance().describe()).append(" confidence")
                    .append(comparison.runNoise() > 0 ? " (allowing " + Significance.Percent.format(comparison.runNoise() * 100)
                            + " of run-to-run drift of the machine)" : "")
                    .append(" and the score changed by more than ").append(Significance.Percent.format(comparison.threshold() * 100))
                    .append("; throughput: higher is better, times: lower is better.\n");
        }
        for (String w : warnings()) {
            sb.append(bullet(markdown)).append(markdown ? "**Warning:** " : "Warning: ").append(w).append('\n');
        }
        sb.append('\n');

        String test = comparison.paired() ? comparison.significance().describe() + " CI" : "p-value";
        Table t = new Table(List.of("Benchmark", "Mode", "Units", "Base", "New", "Ratio", "Change", test, "Verdict"), "lllrrrrrl");
        for (Comparison.Row r : comparison.rows()) {
            Metric b = r.base().primary();
            String verdict = r.verdictText(comparison.threshold());
            if (markdown && (r.verdict() == Comparison.Verdict.SLOWER || r.verdict() == Comparison.Verdict.FASTER)) {
                verdict = "**" + verdict + "**";
            }
            t.add(List.of(r.key().display(), r.key().mode(), b.unit(), Numbers.withError(b.score(), b.error()),
                    Numbers.withError(r.current().score(), r.current().error()), String.format(java.util.Locale.ROOT, "%.3f", r.ratio()),
                    Numbers.percent(r.change()), r.paired() != null ? r.paired().range() : Numbers.pValue(r.pValue()), verdict));
        }
        sb.append(markdown ? t.markdown() : t.text()).append('\n');

        if (!comparison.onlyInBase().isEmpty()) {
            sb.append("Only in base (").append(comparison.onlyInBase().size()).append("): ")
                    .append(names(comparison.onlyInBase(), markdown)).append("\n\n");
        }
        if (!comparison.onlyInNew().isEmpty()) {
            sb.append("Only in new (").append(comparison.onlyInNew().size()).append("): ")
                    .append(names(comparison.onlyInNew(), markdown)).append("\n\n");
        }
        sb.append(summary(markdown)).append('\n');
        return sb.toString();
    }

    /** One line: the verdict of the whole comparison. */
    public String summary(boolean markdown) {
        List<Comparison.Row> slower = comparison.with(Comparison.Verdict.SLOWER);
        int faster = comparison.with(Comparison.Verdict.FASTER).size();
        int same = comparison.with(Comparison.Verdict.NO_CHANGE).size();
        int untested = comparison.with(Comparison.Verdict.UNTESTED).size();
        String counts = slower.size() + " slower, " + faster + " faster, " + same + " without significant change"
                + (untested > 0 ? ", " + untested + " not testable" : "") + ".";
        if (slower.isEmpty()) {
            return (markdown ? "**No regression:** " : "No regression: ") + counts;
        }
        String which = slower.stream().map(r -> r.key().display() + " (" + Numbers.percent(r.change()) + ")")
                .collect(Collectors.joining(", "));
        return (markdown ? "**REGRESSION:** " : "REGRESSION: ") + counts + " Slower: " + which;
    }

    private List<String> warnings() {
        List<String> w = new ArrayList<>();
        Optional<RunMetadata> b = base.meta();
        Optional<RunMetadata> n = current.meta();
        if (b.isPresent() && n.isPresent() && b.get().machine() != null && n.get().machine() != null
                && !Objects.equals(b.get().machine().cpu(), n.get().machine().cpu())) {
            w.add("the runs were made on different CPUs (" + b.get().machine().cpu() + " vs " + n.get().machine().cpu()
                    + "): comparing across machines is not meaningful.");
        }
        if (base.jdkMajor() != current.jdkMajor()) {
            w.add("different JDK major versions (" + base.jdkMajor() + " vs " + current.jdkMajor() + ").");
        }
        for (Run r : List.of(base, current)) {
            if (r.meta().isPresent() && !r.meta().get().complete()) {
                w.add(r.file() + " is from a run that did not complete (exit " + r.meta().get().exitCode() + ").");
            }
        }
        return w;
    }

    private static String names(List<BenchmarkKey> keys, boolean markdown) {
        return keys.stream().map(k -> markdown ? "`" + k.display() + "` (" + k.mode() + ")" : k.display() + " (" + k.mode() + ")")
                .collect(Collectors.joining(", "));
    }

    private static String bullet(boolean markdown) {
        return markdown ? "- " : "";
    }

    /** "file — JDK ..., Jackson ..., commit ... on CPU (n cores)". */
    static String describe(Run run, boolean markdown) {
        StringBuilder sb = new StringBuilder(markdown ? "`" + run.file() + "`" : run.file().toString());
        sb.append(" (").append(run.results().size()).append(run.results().size() == 1 ? " result" : " results").append("; JDK ").append(run.jdk());
        run.meta().ifPresent(m -> {
            String jackson = m.libraries().get("jackson-databind");
            if (jackson != null) {
                sb.append(", Jackson ").append(jackson);
            }
            if (m.git() != null && m.git().commit() != null) {
                sb.append(", commit ").append(m.git().commit(), 0, Math.min(10, m.git().commit().length()))
                        .append(Boolean.TRUE.equals(m.git().dirty()) ? " (dirty)" : "");
            }
            if (m.machine() != null) {
                sb.append(", ").append(m.machine().cpu()).append(" (").append(m.machine().cores()).append(" cores)");
            }
            if (m.start() != null) {
                sb.append(", started ").append(m.start());
            }
        });
        return sb.append(')').toString();
    }
}
