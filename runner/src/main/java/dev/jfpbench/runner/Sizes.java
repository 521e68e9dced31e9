package dev.jfpbench.runner;

import dev.jfpbench.report.BenchmarkKey;

import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.verify.BenchmarkVerifier;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Bytes per operation of benchmarks, asked from the benchmark classes themselves: each class (with each
 * parameter set) is instantiated once as JMH would ({@code @Param}s set, {@code @Setup} run) and, if it is
 * {@link InputSized}, asked for each of its methods. Needs the benchmark classes on the class path (perf.jar).
 */
public final class Sizes {
    private Sizes() {
    }

    /** {@link BenchmarkKey#sizeId()} -> bytes per operation, for every benchmark whose size is known. */
    public static SortedMap<String, Long> of(Collection<BenchmarkKey> keys, Consumer<String> warn) {
        Map<String, List<BenchmarkKey>> byInstance = new LinkedHashMap<>();
        for (BenchmarkKey k : keys) {
            byInstance.computeIfAbsent(k.className() + k.params(), x -> new ArrayList<>()).add(k);
        }
        SortedMap<String, Long> sizes = new TreeMap<>();
        for (List<BenchmarkKey> sameInstance : byInstance.values()) {
            BenchmarkKey first = sameInstance.get(0);
            Object bench = instantiate(first, warn);
            if (!(bench instanceof InputSized)) {
                continue;
            }
            for (BenchmarkKey k : sameInstance) {
                try {
                    long bytes = ((InputSized) bench).bytesPerOp(k.method());
                    if (bytes >= 0) {
                        sizes.put(k.sizeId(), bytes);
                    }
                } catch (RuntimeException e) {
                    warn.accept("no size for " + k.display() + ": " + e);
                }
            }
        }
        return sizes;
    }

    private static Object instantiate(BenchmarkKey k, Consumer<String> warn) {
        // Setups may print (e.g. "# payload ..."): keep stdout for the tool's own output.
        PrintStream stdout = System.out;
        System.setOut(System.err);
        try {
            Class<?> type = Class.forName(k.className(), true, Sizes.class.getClassLoader());
            if (!InputSized.class.isAssignableFrom(type)) {
                return null;
            }
            return BenchmarkVerifier.newInstance(type, k.params());
        } catch (ClassNotFoundException e) {
            warn.accept("no size for " + k.display() + ": class " + k.className() + " is not on the class path");
            return null;
        } catch (Exception | LinkageError e) {
            warn.accept("no size for " + k.display() + ": setting it up failed: " + e);
            return null;
        } finally {
            System.setOut(stdout);
        }
    }
}
