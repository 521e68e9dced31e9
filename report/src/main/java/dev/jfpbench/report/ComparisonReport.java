package dev.jfpbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/** A {@link Comparison} written out, as Markdown, plain text or JSON, with what was compared and the rule used. */
public final class ComparisonReport {
    private final Comparison comparison;
    private final AllocationGate allocation; // the allocation gate (AllocationGate), beside the time gate

    public ComparisonReport(Comparison comparison) {
        this.comparison = comparison;
        this.allocation = AllocationGate.of(comparison);
    }

    public AllocationGate allocation() {
        return allocation;
    }

    public Comparison comparison() {
        return comparison;
    }

    public String render(boolean markdown, int headingLevel) {
        Run base = comparison.base();
        Run current = comparison.current();
        StringBuilder sb = new StringBuilder();
        String h = "#".repeat(headingLevel) + " ";
        sb.append(markdown ? h + "Comparison\n\n" : "Comparison\n\n");
        sb.append(bullet(markdown)).append("Base: ").append(describe(base, markdown)).append('\n');
        sb.append(bullet(markdown)).append("New: ").append(describe(current, markdown)).append('\n');
        sb.append(bullet(markdown)).append("Rule: ").append(rule()).append('\n');
        for (String w : warnings()) {
            sb.append(bullet(markdown)).append(markdown ? "**Warning:** " : "Warning: ").append(w).append('\n');
        }
        sb.append('\n');

        Table t = new Table(List.of("Benchmark", "Mode", "Units", "Base", "New", "New / base", interval(), "±", "Slowdown seen (80% power)", "How", "Verdict"),
                "lllrrrrrrll");
        for (Comparison.Row r : comparison.rows()) {
            Metric b = r.base().primary();
            Metric n = r.current().primary().in(b.unit());
            Estimate e = r.estimate();
            String verdict = RatioVerdict.words(e.ci(), comparison.estimator().threshold());
            if (markdown && e.verdict().changed()) {
                verdict = "**" + verdict + "**";
            }
            t.add(List.of(r.key().display(), r.key().mode(), b.unit(), Numbers.withError(b.score(), b.error()), Numbers.withError(n.score(), n.error()),
                    e.ratioText(), e.rangeText(), e.halfWidthText(),
                    seen(comparison.slowdownSeen(r)), e.method().text() + ", " + e.samplesText(), verdict));
        }
        sb.append(markdown ? t.markdown() : t.text()).append('\n');
        sb.append("New / base: the new run's speed over the base's (above 1: faster; times are inverted), from the fork scores (each fork's median of its iterations near its best). ")
                .append("Slowdown seen (80% power): the smallest slowdown this run would flag as a regression 4 times in 5, from the per-round ")
                .append("log-ratio sd, the rounds and the confidence of the interval shown: exact over the sd's own sampling error (the noncentral t)")
                .append("; never below the threshold, ")
                .append("since the ratio itself must be beyond it (Welch rows: approximate).\n\n");

        if (!comparison.onlyInBase().isEmpty()) {
            sb.append("Only in base (").append(comparison.onlyInBase().size()).append("): ")
                    .append(names(comparison.onlyInBase(), markdown)).append("\n\n");
        }
        if (!comparison.onlyInNew().isEmpty()) {
            sb.append("Only in new (").append(comparison.onlyInNew().size()).append("): ")
                    .append(names(comparison.onlyInNew(), markdown)).append("\n\n");
        }
        sb.append(summary(markdown)).append('\n');
        sb.append('\n').append(allocation.render(markdown, headingLevel + 1, comparison.regressed())); // the allocation gate
        return sb.toString();
    }

    private String interval() {
        return comparison.familyConfidence() != null ? "Simultaneous " + percent(comparison.familyConfidence()) + " CI"
                : percent(comparison.estimator().confidence()) + " CI";
    }

    /** The rule in one sentence. */
    String rule() {
        StringBuilder sb = new StringBuilder();
        boolean paired = comparison.paired();
        sb.append(paired ? "paired rounds (the two runs are sides of one session): " + dev.jfpbench.report.stats.PairedRatio.METHOD
                : "unpaired runs: Welch's interval on the log fork scores (each fork's median of its iterations near its best; at least two forks a side)");
        if (!paired && comparison.estimator().runNoise() > 0) {
            sb.append(", allowing ").append(percent(comparison.estimator().runNoise())).append(" of run-to-run drift of the machine");
        }
        if (comparison.familyConfidence() != null) {
            sb.append("; simultaneous ").append(percent(comparison.familyConfidence())).append(" intervals over ").append(comparison.rows().size())
                    .append(" benchmarks (Bonferroni: each at ").append(percent(comparison.estimator().confidence()))
                    .append("), so a false alarm anywhere in the run has a chance of at most ").append(percent(1 - comparison.familyConfidence()));
        } else {
            sb.append(" at ").append(percent(comparison.estimator().confidence())).append(" confidence");
        }
        String t = percent(comparison.estimator().threshold());
        sb.append(". Faster or slower when the interval excludes 1; same when it lies wholly within ±").append(t)
                .append("; inconclusive otherwise. The gate: a benchmark regresses when its ")
                .append(comparison.familyConfidence() != null ? "simultaneous " : "").append("interval lies wholly below 1 and its ratio is itself beyond -")
                .append(t).append(" (on the log scale, so A/B and B/A mirror).");
        return sb.toString();
    }

    /** One line: the verdict of the whole comparison, and what a run without a regression still bounds. */
    public String summary(boolean markdown) {
        List<Comparison.Row> regressions = comparison.regressions();
        List<Comparison.Row> slower = comparison.with(RatioVerdict.SLOWER);
        int faster = comparison.with(RatioVerdict.FASTER).size();
        int within = comparison.with(RatioVerdict.WITHIN).size();
        int inconclusive = comparison.with(RatioVerdict.INCONCLUSIVE).size();
        int notEnough = comparison.with(RatioVerdict.NOT_ENOUGH).size();
        String counts = slower.size() + " slower, " + faster + " faster, " + within + " same within ±" + percent(comparison.estimator().threshold())
                + ", " + inconclusive + " inconclusive" + (notEnough > 0 ? ", " + notEnough + " with no interval" : "") + ".";
        double bound = comparison.bound();
        String bounds = Double.isInfinite(bound) ? "" : " Every interval lies within ±" + Estimate.pct(bound)
                + (comparison.familyConfidence() != null ? " (simultaneous " + percent(comparison.familyConfidence()) + ")" : "") + ".";
        int m = comparison.rows().size();
        String power = " Could see a 10% regression: " + comparison.couldSee(0.10) + " of " + m + " (80% power, the sd's own sampling error included).";
        if (regressions.isEmpty()) {
            return (markdown ? "**No regression:** " : "No regression: ") + counts + bounds + power;
        }
        String which = regressions.stream().map(r -> r.key().display() + " (" + Numbers.percent(r.change()) + ")").collect(Collectors.joining(", "));
        return (markdown ? "**REGRESSION:** " : "REGRESSION: ") + counts + " Slower: " + which + "." + power;
    }

    /** The comparison as JSON, for scripts: the summary, the rule's numbers and every row. */
    public ObjectNode json() {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode root = f.objectNode();
        root.put("base", comparison.base().file().toString());
        root.put("new", comparison.current().file().toString());
        root.put("regressed", comparison.regressed());
        root.put("paired", comparison.paired());
        root.put("threshold", comparison.estimator().threshold());
        root.put("confidence", comparison.estimator().confidence());
        if (comparison.familyConfidence() != null) {
            root.put("familyConfidence", comparison.familyConfidence());
        }
        root.put("runNoise", comparison.estimator().runNoise());
        double bound = comparison.bound();
        if (!Double.isInfinite(bound)) {
            root.put("bound", bound);
        }
        ObjectNode counts = root.putObject("counts");
        for (RatioVerdict v : RatioVerdict.values()) {
            counts.put(v.name().toLowerCase(java.util.Locale.ROOT), comparison.with(v).size());
        }
        ObjectNode power = root.putObject("power");
        power.put("power", GatePower.POWER);
        power.put("couldSee10", comparison.couldSee(0.10));
        power.put("of", comparison.rows().size());
        ArrayNode rows = root.putArray("rows");
        for (Comparison.Row r : comparison.rows()) {
            ObjectNode o = rows.addObject();
            o.put("benchmark", r.key().benchmark());
            o.put("mode", r.key().mode());
            ObjectNode p = o.putObject("params");
            r.key().params().forEach(p::put);
            Estimate e = r.estimate();
            o.put("ratio", e.ci().ratio());
            if (e.ci().defined()) {
                o.put("low", e.ci().low());
                o.put("high", e.ci().high());
                o.put("halfWidth", e.ci().halfWidth());
            }
            double seen = comparison.slowdownSeen(r);
            if (!Double.isInfinite(seen)) {
                o.put("slowdownSeen80", seen);
            }
            o.put("couldSee10", GatePower.couldSee(seen, 0.10));
            o.put("n", e.ci().n());
            o.put("method", e.method().name().toLowerCase(java.util.Locale.ROOT));
            o.put("verdict", e.verdict().name().toLowerCase(java.util.Locale.ROOT));
        }
        ArrayNode ob = root.putArray("onlyInBase");
        comparison.onlyInBase().forEach(k -> ob.add(k.display()));
        ArrayNode on = root.putArray("onlyInNew");
        comparison.onlyInNew().forEach(k -> on.add(k.display()));
        allocation.addTo(root, comparison.regressed()); // the allocation gate: "allocation" and "alarms"
        return root;
    }

    /** "8.7%"; "n/a" without an interval. */
    private static String seen(double slowdown) {
        return Double.isInfinite(slowdown) ? "n/a" : Estimate.pct(slowdown);
    }

    private List<String> warnings() {
        Run base = comparison.base();
        Run current = comparison.current();
        List<String> w = new ArrayList<>();
        Optional<RunMetadata> b = base.meta();
        Optional<RunMetadata> n = current.meta();
        if (!comparison.paired()) {
            w.add("cross-run comparison: the two runs were not measured in one paired session, so a change of the machine's speed between them "
                    + "reads as a change of the code (the same-runner nightly pairs them instead: scripts/nightly.sh).");
        }
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

    static String percent(double fraction) {
        return Significance.Percent.format(fraction * 100);
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
