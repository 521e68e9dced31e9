package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Formats;
import dev.jfpbench.report.Jackson3Twins;
import dev.jfpbench.report.Libraries;
import dev.jfpbench.report.Pairs;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every comparison the report makes within one run, found from the benchmarks' names (each rule lives with its
 * family: {@link Pairs} (also the conversion controls), {@link Formats}, {@link Libraries}, {@link Jackson3Twins}, start-up, compression and thread
 * counts here). The paired rounds engine measures exactly these pairs within a round, and shards keep each pair whole
 * ({@link #groups}).
 */
public final class References {
    static final String STARTUP = "dev.jfpbench.startup.";
    public static final String STARTUP_REFERENCE = "StartupJacksonDefault";
    static final String COMPRESS = "dev.jfpbench.compress.";
    public static final String COMPRESSION = "compression";
    public static final String UNCOMPRESSED = "none";
    /** The class of a thread-scaling leaf: its stem, then its threads ({@code 2Threads}, {@code MaxThreads}, {@code VirtualThreads}). */
    static final java.util.regex.Pattern THREADS = java.util.regex.Pattern.compile("(\\w+?)((?:[0-9]+|Max|Virtual)Threads)");
    /** The suffix of the one-thread class every other thread count of its stem is compared with. */
    public static final String ONE_THREAD = "1Thread";

    private References() {
    }

    /** Every reference among these benchmarks (both members present), in a stable order. */
    public static List<Reference> find(Collection<BenchmarkKey> keys) {
        Set<BenchmarkKey> all = new TreeSet<>(keys);
        List<Reference> out = new ArrayList<>();
        for (Pairs.Pair p : Pairs.find(all)) {
            out.add(new Reference(Reference.Kind.FAST_DEFAULT, p.label(), p.fastLabel(), p.defaultLabel(), p.fastKey(), p.defaultKey()));
        }
        for (Pairs.Control c : Pairs.controls(all)) {
            out.add(new Reference(Reference.Kind.CONVERSION, c.label(), c.controlLabel(), c.configurationLabel(), c.control(), c.configuration()));
        }
        for (Formats.Group g : Formats.find(all)) {
            for (Map.Entry<String, BenchmarkKey> m : g.members().entrySet()) {
                if (!m.getKey().equals(Formats.JSON)) {
                    out.add(new Reference(Reference.Kind.FORMAT_JSON, g.operation(), m.getKey(), Formats.JSON, m.getValue(), g.json()));
                }
            }
        }
        for (BenchmarkKey k : all) {
            Optional<Libraries.Bench> lib = Libraries.of(k);
            if (lib.isPresent() && !lib.get().reference()) {
                lib.get().referenceIn(all).ifPresent(ref -> out.add(new Reference(Reference.Kind.LIBRARY,
                        lib.get().dataset() + " " + lib.get().operation(), lib.get().label(), Libraries.REFERENCE_LABEL, k, ref)));
            }
        }
        for (BenchmarkKey k3 : all) {
            Optional<String> twin = Jackson3Twins.jackson2Twin(k3.benchmark());
            if (twin.isPresent()) {
                BenchmarkKey k2 = new BenchmarkKey(twin.get(), k3.mode(), k3.params());
                if (all.contains(k2)) {
                    out.add(new Reference(Reference.Kind.JACKSON3, k2.display(), "Jackson 3", "Jackson 2", k3, k2));
                }
            }
        }
        for (BenchmarkKey k : all) {
            startupReference(k).filter(all::contains).ifPresent(ref -> out.add(new Reference(Reference.Kind.STARTUP,
                    k.method() + suffix(k), k.simpleClassName().substring("Startup".length()), ref.simpleClassName().substring("Startup".length()), k, ref)));
            compressionReference(k).filter(all::contains).ifPresent(ref -> out.add(new Reference(Reference.Kind.COMPRESSION,
                    ref.display(), k.params().get(COMPRESSION), UNCOMPRESSED, k, ref)));
        }
        for (BenchmarkKey k : all) {
            java.util.regex.Matcher m = THREADS.matcher(k.simpleClassName());
            if (m.matches()) {
                threadsReference(k).filter(all::contains).ifPresent(ref -> out.add(new Reference(Reference.Kind.THREADS,
                        m.group(1) + "." + k.method() + (k.params().isEmpty() ? "" : " [" + k.paramsText() + "]") + " per thread", m.group(2), ONE_THREAD, k, ref)));
            }
        }
        return out;
    }

    /** The references of one kind. */
    public static List<Reference> find(Collection<BenchmarkKey> keys, Reference.Kind kind) {
        return find(keys).stream().filter(r -> r.kind() == kind).toList();
    }

    /** A start-up benchmark's reference: the same step of {@value #STARTUP_REFERENCE}. */
    static Optional<BenchmarkKey> startupReference(BenchmarkKey k) {
        if (!k.className().startsWith(STARTUP) || !k.simpleClassName().startsWith("Startup") || k.simpleClassName().equals(STARTUP_REFERENCE)
                || k.simpleClassName().length() <= "Startup".length()) {
            return Optional.empty();
        }
        return Optional.of(new BenchmarkKey(k.className().substring(0, k.className().lastIndexOf('.') + 1) + STARTUP_REFERENCE + "." + k.method(),
                k.mode(), k.params()));
    }

    /** A compressed benchmark's reference: the same benchmark with {@code compression=none}. */
    static Optional<BenchmarkKey> compressionReference(BenchmarkKey k) {
        String c = k.params().get(COMPRESSION);
        if (!k.className().startsWith(COMPRESS) || c == null || c.equals(UNCOMPRESSED)) {
            return Optional.empty();
        }
        Map<String, String> p = new TreeMap<>(k.params());
        p.put(COMPRESSION, UNCOMPRESSED);
        return Optional.of(BenchmarkKey.of(k.benchmark(), k.mode(), p));
    }

    /** A thread-scaling benchmark's reference: the same method of its stem's {@value #ONE_THREAD} class. */
    static Optional<BenchmarkKey> threadsReference(BenchmarkKey k) {
        java.util.regex.Matcher m = THREADS.matcher(k.simpleClassName());
        if (!m.matches()) {
            return Optional.empty();
        }
        String pkg = k.className().substring(0, k.className().length() - k.simpleClassName().length());
        return Optional.of(new BenchmarkKey(pkg + m.group(1) + ONE_THREAD + "." + k.method(), k.mode(), k.params()));
    }

    private static String suffix(BenchmarkKey k) {
        return (k.params().isEmpty() ? "" : " [" + k.paramsText() + "]") + (k.mode().equals("ss") ? "" : " (" + k.mode() + ")");
    }

    /**
     * The benchmark names (JMH's {@code package.Class.method}) grouped so that every pair of {@link #find} lies
     * within one group: the connected parts of the graph whose edges are the references, found among the
     * benchmarks given with their parameters ({@code keys}); names without a reference are groups of one.
     * Groups in the order of their first name.
     */
    public static List<List<String>> groups(Collection<BenchmarkKey> keys) {
        Map<String, String> parent = new HashMap<>();
        for (BenchmarkKey k : keys) {
            parent.put(k.benchmark(), k.benchmark());
        }
        for (Reference r : find(keys)) {
            union(parent, r.numerator().benchmark(), r.denominator().benchmark());
        }
        Map<String, TreeSet<String>> byRoot = new TreeMap<>();
        for (String n : parent.keySet()) {
            byRoot.computeIfAbsent(root(parent, n), x -> new TreeSet<>()).add(n);
        }
        List<List<String>> groups = new ArrayList<>();
        byRoot.values().forEach(g -> groups.add(List.copyOf(g)));
        groups.sort((a, b) -> a.get(0).compareTo(b.get(0)));
        return groups;
    }

    private static String root(Map<String, String> parent, String n) {
        String r = n;
        while (!parent.get(r).equals(r)) {
            r = parent.get(r);
        }
        parent.put(n, r);
        return r;
    }

    private static void union(Map<String, String> parent, String a, String b) {
        String ra = root(parent, a);
        String rb = root(parent, b);
        if (!ra.equals(rb)) {
            if (ra.compareTo(rb) < 0) {
                parent.put(rb, ra);
            } else {
                parent.put(ra, rb);
            }
        }
    }
}
