package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.RatioVerdict;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What every finding is computed with: the repository root its result files are named from, the one estimator
 * (the published confidence and threshold), and the runs, each read once. Findings compare only within a paired
 * session (a file's own rounds, or two sides of one session): a comparison that is not paired is refused, so no
 * published table can hold a cross-run ratio.
 */
public final class Context {
    /** The confidence and the "same" threshold of every published finding. */
    public static final double CONFIDENCE = 0.95;
    public static final double THRESHOLD = 0.05;

    private final Path root;
    private final Estimator estimator = new Estimator(CONFIDENCE, THRESHOLD, 0);
    private final Map<String, Run> runs = new HashMap<>();
    private final Map<Finding, FindingTable> tables = new HashMap<>();
    private final Optional<List<String>> benchmarks;
    private final Optional<List<Selection>> contract;
    private Optional<Coverage> coverage = Optional.empty();

    /** A contract selection as the jar states it: a regex and the benchmarks it must select. */
    public record Selection(String regex, List<String> selects) {
    }

    /**
     * The coverage facts as the jar states them ({@code RunTool select --coverage}): the gate's benchmarks, the
     * coverage selection (its regex, benchmarks and runs) and per Jackson code path the benchmarks of each that exercise it.
     */
    public record Coverage(List<String> gate, String regex, List<String> selection, int runs, List<CoveragePath> paths) {
    }

    /** One code path: read or write, what it is, and the gate's and the selection's benchmarks that exercise it. */
    public record CoveragePath(String side, String label, List<String> gate, List<String> coverage) {
    }

    /** {@code benchmarks}: the jar's benchmark names, for the catalogue (absent: the catalogue cannot be made). */
    public Context(Path root, Optional<List<String>> benchmarks) {
        this(root, benchmarks, Optional.empty());
    }

    /** {@code contract}: the contract selections from the jar, for their table. */
    public Context(Path root, Optional<List<String>> benchmarks, Optional<List<Selection>> contract) {
        this.root = root.toAbsolutePath().normalize();
        this.benchmarks = benchmarks;
        this.contract = contract;
    }

    public Optional<List<Selection>> contract() {
        return contract;
    }

    /** The coverage facts from the jar, for their table (absent: the table cannot be made). */
    public Context withCoverage(Optional<Coverage> coverage) {
        this.coverage = coverage;
        return this;
    }

    public Optional<Coverage> coverage() {
        return coverage;
    }

    public Path root() {
        return root;
    }

    public Estimator estimator() {
        return estimator;
    }

    public Optional<List<String>> benchmarks() {
        return benchmarks;
    }

    /**
     * A finding's table, computed once in this context: the docs' blocks, the answer's picture and the site's pages
     * show the same tables (scripts/findings.sh --check --site makes both from one computation).
     */
    public FindingTable table(Finding f) {
        FindingTable t = tables.get(f);
        if (t == null) {
            t = f.table(this);
            tables.put(f, t);
        }
        return t;
    }

    /** A committed result file, by its path from the root; bad input when it is missing or not JMH JSON. */
    public Run run(String file) {
        return runs.computeIfAbsent(file, f -> {
            Path p = root.resolve(f);
            if (!Files.isRegularFile(p)) {
                throw new BadInputException("no result file " + f);
            }
            return Run.load(List.of(p), List.of(f)).get(0);
        });
    }

    /** The benchmark {@code Class.method} (with these parameters, if any) in the run; bad input when absent. */
    public BenchmarkKey key(String file, String classDotMethod, Map<String, String> params) {
        Run run = run(file);
        for (BenchmarkResult r : run.results()) {
            BenchmarkKey k = r.key();
            if (k.benchmark().endsWith("." + classDotMethod) && k.params().entrySet().containsAll(params.entrySet())) {
                return k;
            }
        }
        throw new BadInputException(file + " has no " + classDotMethod + (params.isEmpty() ? "" : " " + params));
    }

    /**
     * The benchmark in a file: the same key, or else the file's only key of the same name (a column measured with
     * another value of a parameter, e.g. {@code vectors=full-precision}, shows the same benchmark).
     */
    public Optional<BenchmarkKey> same(String file, BenchmarkKey key) {
        Run run = run(file);
        if (run.get(key).isPresent()) {
            return Optional.of(key);
        }
        List<BenchmarkKey> named = run.byKey().keySet().stream().filter(k -> k.benchmark().equals(key.benchmark()) && k.mode().equals(key.mode())).toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /** {@code numerator}'s speed over {@code denominator}'s within one file's paired rounds. */
    public Estimate within(String file, BenchmarkKey numerator, BenchmarkKey denominator, String name) {
        Run run = run(file);
        return paired(estimator.estimate(name, run.label(), run, numerator, run, denominator)
                .orElseThrow(() -> new BadInputException(file + ": cannot compare " + numerator.display() + " with " + denominator.display())), file);
    }

    /** A benchmark's speed in {@code next} over its speed in {@code base}: two sides of one paired session. */
    public Estimate across(String base, String next, BenchmarkKey key, String name) {
        Run b = run(base);
        Run n = run(next);
        return paired(estimator.estimate(name, b.label() + " vs " + n.label(), n, key, b, key)
                .orElseThrow(() -> new BadInputException(base + " and " + next + " do not both have " + key.display())), base + " and " + next);
    }

    /**
     * Refuses (one line) two files that are not the two sides of one paired session, as every finding refuses a
     * cross-run ratio: for the tables that read whole sessions (resampling, spreads) rather than one ratio.
     */
    public void requireOneSession(String base, String next) {
        across(base, next, run(base).results().get(0).key(), "one paired session");
    }

    /** How {@code numerator}/{@code denominator} changes from {@code base} to {@code next}: two sides of one paired session. */
    public Estimate change(String base, String next, BenchmarkKey numerator, BenchmarkKey denominator, String name) {
        Run b = run(base);
        Run n = run(next);
        return estimator.change(name, b.label() + " vs " + n.label(), b, n, numerator, denominator)
                .orElseThrow(() -> new BadInputException(base + " and " + next + ": " + name
                        + " needs both benchmarks on both sides of one paired session: a finding never publishes a cross-run ratio"));
    }

    private static Estimate paired(Estimate e, String where) {
        if (e.method() != Estimate.Method.PAIRED) {
            throw new BadInputException(where + ": " + e.name() + " is not from one paired session: a finding never publishes a cross-run ratio");
        }
        return e;
    }

    /** The verdict words of an estimate, by the one rule. */
    public String words(Estimate e) {
        return RatioVerdict.words(e.ci(), THRESHOLD);
    }

    /** Numbers a finding's sources in the order it cites them. */
    public static final class Sources {
        private final Context context;
        private final List<String> files = new ArrayList<>();

        public Sources(Context context) {
            this.context = context;
        }

        /** The file's number (1-based), adding it when new. */
        public int cite(String file) {
            int i = files.indexOf(file);
            if (i < 0) {
                context.run(file);
                files.add(file);
                return files.size();
            }
            return i + 1;
        }

        public List<Source> list() {
            return files.stream().map(f -> Source.of(f, context.run(f))).toList();
        }
    }

    /** The label of a table whose cells are paired ratios: the confidence, the rounds and the verdict rule. */
    public static String label(List<Source> sources) {
        List<Integer> rounds = sources.stream().map(Source::rounds).distinct().sorted().toList();
        return rounds.size() == 1 ? label(rounds.get(0) + (rounds.get(0) == 1 ? " paired round" : " paired rounds"), "")
                : label(String.join(" or ", rounds.stream().map(String::valueOf).toList()) + " paired rounds", "Each source says how many rounds it ran.");
    }

    /**
     * As {@link #label(List)}, unless some cell's interval is over fewer rounds than its source ran (a session that
     * stops each benchmark or question once it is settled, {@code why}): then the range of the cells' own rounds.
     */
    public static String label(List<Source> sources, List<List<Cell>> rows, String why) {
        java.util.Map<String, Integer> ran = new java.util.HashMap<>();
        sources.forEach(x -> ran.put(x.file(), x.rounds()));
        List<Cell> measured = rows.stream().flatMap(List::stream).filter(c -> c.estimate().isPresent()).toList();
        boolean fewer = measured.stream().anyMatch(c -> c.estimate().get().ci().n() < ran.getOrDefault(c.file(), 0));
        if (!fewer) {
            return label(sources);
        }
        java.util.IntSummaryStatistics n = measured.stream().mapToInt(c -> c.estimate().get().ci().n()).summaryStatistics();
        return label((n.getMin() == n.getMax() ? String.valueOf(n.getMin()) : n.getMin() + " to " + n.getMax()) + " paired rounds",
                why.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + why.substring(1) + ", so each cell's interval is over its own rounds.");
    }

    /**
     * The same label, the rounds said by the caller ("5 to 37 paired rounds") and what more to say of them ({@code more},
     * a sentence or empty): sentences one after another, never one bracket inside another.
     */
    public static String label(String r, String more) {
        return "Each cell: the ratio of speeds (above 1: the first named is faster), its " + Math.round(CONFIDENCE * 100)
                + "% confidence interval over " + r + ", and its verdict: faster or slower when the interval excludes 1, same when it lies "
                + "within ±" + Math.round(THRESHOLD * 100) + "%, else inconclusive, with its half-width." + (more.isEmpty() ? "" : " " + more)
                + " The interval is " + dev.jfpbench.report.stats.PairedRatio.METHOD + ".";
    }
}
