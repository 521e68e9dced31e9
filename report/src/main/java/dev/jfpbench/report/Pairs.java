package dev.jfpbench.report;

import dev.jfpbench.names.FpNames;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Default/Fast pairs, found by the suite's one naming rule ({@link FpNames}: {@code xxxDefault} with {@code xxxFast},
 * {@code defaultXxx} with {@code fastFPXxx}); same class, mode and parameters.
 */
public final class Pairs {
    private Pairs() {
    }

    /**
     * A pair; {@code name} shows both, e.g. {@code JsonStdReadVanilla.readCurrencyPojo[Default→Fast]};
     * {@code label} is shorter, for charts: {@code JsonStdReadVanilla.readCurrencyPojo}.
     */
    public record Pair(String name, String label, BenchmarkKey defaultKey, BenchmarkKey fastKey) {
        /** "Fast" or "fastFP", as the method says. */
        public String fastLabel() {
            return FpNames.isPrefixed(fastKey.method()) ? FpNames.FAST_PREFIX : FpNames.FAST;
        }

        /** "Default" or "default". */
        public String defaultLabel() {
            return FpNames.isPrefixed(defaultKey.method()) ? FpNames.DEFAULT_PREFIX : FpNames.DEFAULT;
        }
    }

    /** The suffixes of a conversion control: tokenised only (a read), written from pre-formatted text (a write). */
    public static final List<String> CONTROLS = List.of("Tokens", "Text");

    /**
     * A conversion control ({@code xTokens}, {@code xText}) and a configuration of the same stem, class, mode and
     * parameters ({@code xDefault} or {@code xFast}); {@code label} as a pair's, e.g. {@code JsonConversionRead.currency}.
     */
    public record Control(String label, String controlLabel, String configurationLabel, BenchmarkKey control, BenchmarkKey configuration) {
    }

    /** Every control with its Default and its Fast (each one present), Default first. */
    public static List<Control> controls(Collection<BenchmarkKey> keys) {
        Set<BenchmarkKey> all = new TreeSet<>(keys);
        List<Control> out = new ArrayList<>();
        for (BenchmarkKey k : all) {
            for (String suffix : CONTROLS) {
                String m = k.method();
                if (m.endsWith(suffix) && m.length() > suffix.length()) {
                    String stem = m.substring(0, m.length() - suffix.length());
                    String prefix = k.simpleClassName().isEmpty() ? "" : k.simpleClassName() + ".";
                    String params = k.params().isEmpty() ? "" : " [" + k.paramsText() + "]";
                    for (String configuration : List.of("Default", "Fast")) {
                        BenchmarkKey c = k.withMethod(stem + configuration);
                        if (all.contains(c)) {
                            out.add(new Control(prefix + stem + params, suffix, configuration, k, c));
                        }
                    }
                }
            }
        }
        return out;
    }

    public static List<Pair> find(Collection<BenchmarkKey> keys) {
        Set<BenchmarkKey> all = new TreeSet<>(keys);
        List<Pair> pairs = new ArrayList<>();
        for (BenchmarkKey k : all) {
            String m = k.method();
            String prefix = k.simpleClassName().isEmpty() ? "" : k.simpleClassName() + ".";
            String params = k.params().isEmpty() ? "" : " [" + k.paramsText() + "]";
            String twin = FpNames.fastTwin(m);
            if (twin == null || !all.contains(k.withMethod(twin))) {
                continue;
            }
            BenchmarkKey fast = k.withMethod(twin);
            String stem = FpNames.stem(m);
            Pair pair = FpNames.isPrefixed(m)
                    ? new Pair(prefix + "[" + FpNames.DEFAULT_PREFIX + "→" + FpNames.FAST_PREFIX + "]" + stem + params, prefix + stem + params, k, fast)
                    : new Pair(prefix + stem + "[" + FpNames.DEFAULT + "→" + FpNames.FAST + "]" + params, prefix + stem + params, k, fast);
            pairs.add(pair);
        }
        return pairs;
    }
}
