package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a report is about, analysed once: the runs, every benchmark in any of them, every comparison within a run
 * ({@link References}) and across runs, each stated once by the {@link Estimator}. The report's sections only
 * choose and lay out from this model.
 */
public final class Analysis {
    private final List<Run> runs;
    private final List<BenchmarkKey> keys;
    private final List<Reference> references;
    private final Estimator estimator;
    private final List<String> notes;
    private final Optional<Comparison> comparison;
    private final Map<String, Optional<Estimate>> cache = new HashMap<>();

    public Analysis(List<Run> runs, Estimator estimator, List<String> notes, Optional<Comparison> comparison) {
        if (runs.isEmpty()) {
            throw new BadInputException("no run to report on");
        }
        this.runs = List.copyOf(runs);
        this.estimator = estimator;
        this.notes = List.copyOf(notes);
        this.comparison = comparison;
        Set<BenchmarkKey> all = new TreeSet<>();
        runs.forEach(r -> r.results().forEach(b -> all.add(b.key())));
        this.keys = List.copyOf(all);
        this.references = References.find(all);
    }

    public List<Run> runs() {
        return runs;
    }

    public Run first() {
        return runs.get(0);
    }

    public boolean single() {
        return runs.size() == 1;
    }

    public List<BenchmarkKey> keys() {
        return keys;
    }

    public Estimator estimator() {
        return estimator;
    }

    public List<String> notes() {
        return notes;
    }

    public Optional<Comparison> comparison() {
        return comparison;
    }

    public List<Reference> references(Reference.Kind kind) {
        return references.stream().filter(r -> r.kind() == kind).toList();
    }

    /** A reference measured within one run; empty when the run lacks a member. */
    public Optional<Estimate> within(Run run, Reference r) {
        return cache.computeIfAbsent("w\u0000" + run.label() + "\u0000" + r.numerator() + "\u0000" + r.denominator(), x -> estimator.within(run, r));
    }

    /** A benchmark's speed in {@code run} over its speed in the first run; empty when either lacks it. */
    public Optional<Estimate> againstFirst(Run run, BenchmarkKey k) {
        return cache.computeIfAbsent("a\u0000" + run.label() + "\u0000" + k, x -> estimator.across(first(), run, k));
    }

    /** The unit a benchmark's scores are shown in: its unit in the first run that has it. */
    public String unitOf(BenchmarkKey k) {
        for (Run r : runs) {
            Optional<BenchmarkResult> b = r.get(k);
            if (b.isPresent()) {
                return b.get().primary().unit();
            }
        }
        throw new IllegalStateException("no run has " + k);
    }

    /** The cell of a run that lacks a benchmark (e.g. one an older Jackson cannot run): marked, never blank. */
    public static String notIn(Run run) {
        return "n/a (not in " + run.label() + ")";
    }

    /** The runs' files, each as a run with its own sidecar (a merged run's parts one by one). */
    public List<Run> files() {
        List<Run> l = new ArrayList<>();
        runs.forEach(r -> l.addAll(r.files()));
        return l;
    }
}
