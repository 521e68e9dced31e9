package dev.jfpbench.report;

import dev.jfpbench.report.rounds.RoundsInfo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;

/**
 * One saved run: its JMH results, its sidecar if there is one, and the label its table column gets. A merged
 * run ({@link #merge}) is several result files treated as one: {@code parts} are the files as runs of their
 * own (empty for an ordinary run), {@code file} and {@code meta} are the first part's.
 */
public record Run(Path file, String label, List<BenchmarkResult> results, Optional<RunMetadata> meta, List<Run> parts,
                  Optional<RoundsInfo> rounds) {

    public Run {
        results = results instanceof Indexed i ? i : new Indexed(results);
        parts = List.copyOf(parts);
    }

    /** The results, immutable, with a map from key to result: resampling asks {@link #get} millions of times. */
    private static final class Indexed extends java.util.AbstractList<BenchmarkResult> implements java.util.RandomAccess {
        private final List<BenchmarkResult> list;
        private final Map<BenchmarkKey, BenchmarkResult> first = new java.util.HashMap<>();

        Indexed(List<BenchmarkResult> results) {
            list = List.copyOf(results);
            for (BenchmarkResult r : list) {
                first.putIfAbsent(r.key(), r);
            }
        }

        @Override
        public BenchmarkResult get(int i) {
            return list.get(i);
        }

        @Override
        public int size() {
            return list.size();
        }
    }

    public Run(Path file, String label, List<BenchmarkResult> results, Optional<RunMetadata> meta) {
        this(file, label, results, meta, List.of(), RoundsInfo.readFor(file));
    }

    /** The run, or for a merged run the part (file) a benchmark came from: whose rounds it ran in. */
    public Run partOf(BenchmarkKey key) {
        if (parts.isEmpty()) {
            return this;
        }
        return parts.stream().filter(p -> p.get(key).isPresent()).findFirst().orElse(this);
    }

    /** The files this run was read from, each as a run with its own sidecar: itself unless merged. */
    public List<Run> files() {
        return parts.isEmpty() ? List.of(this) : parts;
    }

    /**
     * Several result files as one run (e.g. a throughput run and a start-up run, which must run with different
     * JMH options): the union of their benchmarks; a benchmark (name, mode, parameters) in two files is bad input.
     * {@code label}: the run's label, or null for the files' names joined with " + ".
     */
    public static Run merge(List<Path> files, String label) {
        if (files.size() < 2) {
            throw new BadInputException("--merge needs at least two result files, got " + files.size());
        }
        List<Run> parts = load(files, files.stream().map(Run::stem).toList());
        Map<BenchmarkKey, Run> seen = new LinkedHashMap<>();
        List<BenchmarkResult> all = new ArrayList<>();
        for (Run p : parts) {
            for (BenchmarkResult r : p.results()) {
                Run other = seen.putIfAbsent(r.key(), p);
                if (other != null) {
                    throw new BadInputException("cannot merge: " + r.key().display() + " (" + r.key().mode() + ") is in both "
                            + other.file() + " and " + p.file());
                }
                all.add(r);
            }
        }
        String name = label != null ? label : String.join(" + ", parts.stream().map(Run::label).toList());
        return new Run(parts.get(0).file(), name, all, parts.get(0).meta(), parts, Optional.empty());
    }

    /** Reads the runs and labels them: the given labels, or the first of JDK, Jackson, commit, file name that tells them apart. */
    public static List<Run> load(List<Path> files, List<String> labels) {
        if (labels != null && !labels.isEmpty() && labels.size() != files.size()) {
            throw new BadInputException(labels.size() + " labels for " + files.size() + " runs");
        }
        List<List<BenchmarkResult>> results = new ArrayList<>();
        List<Optional<RunMetadata>> metas = new ArrayList<>();
        for (Path f : files) {
            List<BenchmarkResult> r = JmhResults.read(f);
            if (r.isEmpty()) {
                throw new BadInputException(f + ": no benchmark results in it");
            }
            results.add(r);
            metas.add(RunMetadata.readFor(f));
        }
        List<String> names = labels != null && !labels.isEmpty() ? labels : labels(files, results, metas);
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            runs.add(new Run(files.get(i), names.get(i), results.get(i), metas.get(i)));
        }
        return runs;
    }

    private static List<String> labels(List<Path> files, List<List<BenchmarkResult>> results, List<Optional<RunMetadata>> metas) {
        List<Function<Integer, String>> candidates = List.of(
                i -> jdkVersion(results.get(i), metas.get(i)).map(v -> "JDK " + v).orElse(null),
                i -> metas.get(i).map(m -> m.libraries().get("jackson-databind")).map(v -> "Jackson " + v).orElse(null),
                i -> metas.get(i).map(RunMetadata::git).map(RunMetadata.Git::commit).map(c -> c.substring(0, Math.min(10, c.length()))).orElse(null),
                i -> stem(files.get(i)));
        if (files.size() > 1) {
            for (Function<Integer, String> c : candidates) {
                List<String> names = new ArrayList<>();
                for (int i = 0; i < files.size(); i++) {
                    names.add(c.apply(i));
                }
                if (!names.contains(null) && new HashSet<>(names).size() == names.size()) {
                    return names;
                }
            }
        }
        // One run, or nothing tells them apart: file names, numbered if they repeat.
        List<String> names = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (int i = 0; i < files.size(); i++) {
            String n = stem(files.get(i));
            String unique = n;
            for (int k = 2; !used.add(unique); k++) {
                unique = n + " (" + k + ")";
            }
            names.add(unique);
        }
        return names;
    }

    private static Optional<String> jdkVersion(List<BenchmarkResult> results, Optional<RunMetadata> meta) {
        Optional<String> fromMeta = meta.map(RunMetadata::jdk).map(RunMetadata.Jdk::version);
        if (fromMeta.isPresent()) {
            return fromMeta;
        }
        String v = results.get(0).jdkVersion();
        return v == null || v.isEmpty() ? Optional.empty() : Optional.of(v);
    }

    static String stem(Path file) {
        String n = file.getFileName().toString();
        return n.endsWith(".json") ? n.substring(0, n.length() - 5) : n;
    }

    public Map<BenchmarkKey, BenchmarkResult> byKey() {
        Map<BenchmarkKey, BenchmarkResult> m = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            m.put(r.key(), r);
        }
        return m;
    }

    public Optional<BenchmarkResult> get(BenchmarkKey key) {
        return Optional.ofNullable(((Indexed) results).first.get(key));
    }

    /** Bytes per operation from the sidecar, if it knows them. */
    public OptionalLong bytesPerOp(BenchmarkKey key) {
        if (!parts.isEmpty()) {
            // A merged run: the sidecar of the file the benchmark came from (any that knows it).
            return parts.stream().map(p -> p.bytesPerOp(key)).filter(OptionalLong::isPresent).findFirst().orElse(OptionalLong.empty());
        }
        Long b = meta.map(m -> m.bytesPerOp().get(key.sizeId())).orElse(null);
        return b == null ? OptionalLong.empty() : OptionalLong.of(b);
    }

    /** The JDK the forks ran on: from the sidecar, else from JMH's own record. */
    public String jdk() {
        return meta.map(RunMetadata::jdk)
                .map(j -> (j.vendor() == null ? "" : j.vendor() + " ") + j.version())
                .orElseGet(() -> results.get(0).jdkVersion() + " (" + results.get(0).vmName() + ")");
    }

    public int jdkMajor() {
        return RunMetadata.majorOf(meta.map(RunMetadata::jdk).map(RunMetadata.Jdk::version).orElse(results.get(0).jdkVersion()));
    }
}
