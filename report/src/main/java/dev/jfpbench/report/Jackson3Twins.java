package dev.jfpbench.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Which Jackson 2 benchmark each Jackson 3 benchmark pairs with, for the "2 vs 3" table. The rule: a Jackson 3
 * class is named {@code <Format>3<Operation>} (package {@code dev.jfpbench.jackson3}) and pairs with the Jackson 2
 * class of {@link #TWINS}; methods keep their names, so {@code Json3Read.readCurrencyPojoFast} pairs with
 * {@code JsonStdReadVanilla.readCurrencyPojoFast}. Names may be given fully qualified (as in JMH's results) or
 * as {@code Class.method}; the answer is fully qualified. Names only: the report never loads Jackson 3, which
 * builds for other Jackson 2 versions leave out.
 */
public final class Jackson3Twins {
    public static final String JACKSON3_PACKAGE = "dev.jfpbench.jackson3.";

    /** Jackson 3 class (simple name) to its Jackson 2 twin (fully qualified), in report order. */
    public static final Map<String, String> TWINS;

    static {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("Json3Read", "dev.jfpbench.json.JsonStdReadVanilla");
        t.put("Smile3Read", "dev.jfpbench.smile.SmileStdReadVanilla");
        t.put("CBOR3Read", "dev.jfpbench.cbor.CBORStdReadVanilla");
        t.put("Json3Write", "dev.jfpbench.json.JsonStdWriteVanilla");
        t.put("Smile3Write", "dev.jfpbench.smile.SmileStdWriteVanilla");
        t.put("CBOR3Write", "dev.jfpbench.cbor.CBORStdWriteVanilla");
        t.put("Json3VectorReadWrite", "dev.jfpbench.vectors.VectorHeavyReadWrite");
        t.put("Smile3VectorReadWrite", "dev.jfpbench.vectors.SmileVectorReadWrite");
        t.put("CBOR3VectorReadWrite", "dev.jfpbench.vectors.CBORVectorReadWrite");
        TWINS = Collections.unmodifiableMap(t);
    }

    private Jackson3Twins() {
    }

    /** The Jackson 2 twin of a Jackson 3 benchmark; empty if it is not a Jackson 3 benchmark. */
    public static Optional<String> jackson2Twin(String benchmark) {
        String[] cm = classAndMethod(benchmark);
        if (cm == null || (benchmark.indexOf('.') != benchmark.lastIndexOf('.') && !benchmark.startsWith(JACKSON3_PACKAGE))) {
            return Optional.empty();
        }
        String twin = TWINS.get(cm[0]);
        return twin == null ? Optional.empty() : Optional.of(twin + "." + cm[1]);
    }

    /** The Jackson 3 twin of a Jackson 2 benchmark; empty if it has none. */
    public static Optional<String> jackson3Twin(String benchmark) {
        String[] cm = classAndMethod(benchmark);
        if (cm == null) {
            return Optional.empty();
        }
        boolean qualified = benchmark.indexOf('.') != benchmark.lastIndexOf('.');
        for (Map.Entry<String, String> e : TWINS.entrySet()) {
            String twin = e.getValue();
            if (qualified ? benchmark.equals(twin + "." + cm[1]) : twin.endsWith("." + cm[0])) {
                return Optional.of(JACKSON3_PACKAGE + e.getKey() + "." + cm[1]);
            }
        }
        return Optional.empty();
    }

    /** {simple class name, method} of {@code [package.]Class.method}, or null. */
    private static String[] classAndMethod(String benchmark) {
        int m = benchmark.lastIndexOf('.');
        if (m <= 0 || m == benchmark.length() - 1) {
            return null;
        }
        return new String[]{benchmark.substring(benchmark.lastIndexOf('.', m - 1) + 1, m), benchmark.substring(m + 1)};
    }
}
