package dev.jfpbench.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The library benchmarks, found by name: {@code dev.jfpbench.libs.<pkg>.Lib<Library>(Read|Write).<dataset>[Default|Fast|Inexact]}.
 * Each is measured against Jackson databind with the default floating-point configuration on the same dataset:
 * {@code LibJacksonRead.<dataset>Default} or {@code LibJacksonWrite.<dataset>Default}.
 */
public final class Libraries {
    public static final String PACKAGE = "dev.jfpbench.libs.";
    public static final String REFERENCE_LIBRARY = "Jackson";
    public static final String REFERENCE_VARIANT = "default";
    public static final String REFERENCE_LABEL = "Jackson (default)";
    /** The datasets in the order the views show them; others follow by name. */
    public static final List<String> DATASETS = List.of("currency", "mediaItem", "table", "vectors");

    private Libraries() {
    }

    /**
     * A library benchmark: its library (class name without Lib and Read/Write), operation ("read", "write"),
     * dataset (the method without its variant, with parameters and mode when not throughput) and variant
     * ("default", "fast", "inexact" or "").
     */
    public record Bench(BenchmarkKey key, String library, String operation, String dataset, String variant, String method) {
        public boolean exact() {
            return !variant.equals("inexact");
        }

        /** "Jackson (default)", "OrgJsonTree". */
        public String label() {
            return variant.isEmpty() ? library : library + " (" + variant + ")";
        }

        public boolean reference() {
            return library.equals(REFERENCE_LIBRARY) && variant.equals(REFERENCE_VARIANT);
        }

        /** This benchmark's reference among {@code all}: Jackson default, same operation, dataset, mode and parameters. */
        public Optional<BenchmarkKey> referenceIn(java.util.Collection<BenchmarkKey> all) {
            String name = "Lib" + REFERENCE_LIBRARY + (operation.equals("read") ? "Read" : "Write") + "." + method + "Default";
            return all.stream().filter(k -> k.shortName().equals(name) && k.className().startsWith(PACKAGE) && k.mode().equals(key.mode())
                    && k.params().equals(key.params())).findFirst();
        }
    }

    public static Optional<Bench> of(BenchmarkKey k) {
        if (!k.className().startsWith(PACKAGE)) {
            return Optional.empty();
        }
        String cls = k.simpleClassName();
        String operation;
        if (cls.startsWith("Lib") && cls.endsWith("Read")) {
            operation = "read";
        } else if (cls.startsWith("Lib") && cls.endsWith("Write")) {
            operation = "write";
        } else {
            return Optional.empty();
        }
        String library = cls.substring(3, cls.length() - (operation.equals("read") ? 4 : 5));
        if (library.isEmpty()) {
            return Optional.empty();
        }
        String m = k.method();
        String variant = "";
        for (String v : List.of("Default", "Fast", "Inexact")) {
            if (m.endsWith(v) && m.length() > v.length()) {
                variant = v.toLowerCase(Locale.ROOT);
                m = m.substring(0, m.length() - v.length());
                break;
            }
        }
        String suffix = (k.params().isEmpty() ? "" : " [" + k.paramsText() + "]") + (k.mode().equals("thrpt") ? "" : " (" + k.mode() + ")");
        return Optional.of(new Bench(k, library, operation, m + suffix, variant, m));
    }
}
