package dev.jfpbench.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Default/Fast pairs, found by name: {@code xxxDefault} with {@code xxxFast}, and {@code defaultXxx} with
 * {@code fastFPXxx}; same class, mode and parameters.
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
            return fastKey.method().startsWith("fastFP") ? "fastFP" : "Fast";
        }

        /** "Default" or "default". */
        public String defaultLabel() {
            return defaultKey.method().startsWith("default") ? "default" : "Default";
        }
    }

    public static List<Pair> find(Collection<BenchmarkKey> keys) {
        Set<BenchmarkKey> all = new TreeSet<>(keys);
        List<Pair> pairs = new ArrayList<>();
        for (BenchmarkKey k : all) {
            String m = k.method();
            String prefix = k.simpleClassName().isEmpty() ? "" : k.simpleClassName() + ".";
            String params = k.params().isEmpty() ? "" : " [" + k.paramsText() + "]";
            if (m.endsWith("Default") && m.length() > "Default".length()) {
                String stem = m.substring(0, m.length() - "Default".length());
                BenchmarkKey fast = k.withMethod(stem + "Fast");
                if (all.contains(fast)) {
                    pairs.add(new Pair(prefix + stem + "[Default→Fast]" + params, prefix + stem + params, k, fast));
                }
            } else if (m.startsWith("default") && m.length() > "default".length()
                    && Character.isUpperCase(m.charAt("default".length()))) {
                String rest = m.substring("default".length());
                BenchmarkKey fast = k.withMethod("fastFP" + rest);
                if (all.contains(fast)) {
                    pairs.add(new Pair(prefix + "[default→fastFP]" + rest + params, prefix + rest + params, k, fast));
                }
            }
        }
        return pairs;
    }
}
