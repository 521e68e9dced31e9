package dev.jfpbench.core.verify;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Exact comparison of benchmark results with their reference. Floats and doubles must have the same bits
 * ({@code -0.0} differs from {@code 0.0}); {@code BigDecimal}s the same value and scale; POJOs are compared
 * field by public field, so a wrong {@code equals} cannot hide a difference. The first difference is named
 * by its path, e.g. {@code rates[EUR]: expected 0.8607 (0x3feb8...) but was ...}. The same walk, with the
 * floats and doubles only within a {@link Bound}, is the check of a flagged inexact configuration
 * ({@link #diffWithin}); everything else (keys, lengths, nulls, types, integers, strings) stays exact.
 */
public final class Exact {
    private Exact() {
    }

    /** Throws an {@link AssertionError} naming the first difference. */
    public static void check(String what, Object expected, Object actual) {
        String diff = diff(expected, actual);
        if (diff != null) {
            throw new AssertionError(what + ": " + diff);
        }
    }

    /** The first difference between the two, or null when they are exactly equal. */
    public static String diff(Object expected, Object actual) {
        return new Exact.Walk(null, null).diff("", expected, actual);
    }

    /**
     * The first difference beyond {@code bound}: the same structure as {@code expected} (every key, array length and
     * null), every integer, string and {@code BigDecimal} equal, and every float and double within the bound of the
     * expected one; null when there is none.
     */
    public static String diffWithin(Object expected, Object actual, Bound bound) {
        return new Exact.Walk(bound, null).diff("", expected, actual);
    }

    /**
     * The errors of every float and double of {@code actual}, added to {@code errors}; the first difference of any
     * other kind (structure, an integer, a string) is returned as by {@link #diff}, and null if there is none.
     */
    public static String measure(Object expected, Object actual, Bound.Errors errors) {
        return new Exact.Walk(null, errors).diff("", expected, actual);
    }

    /** One comparison: exact (no bound, no errors), within a bound, or measuring. */
    private static final class Walk {
        private final Bound bound;
        private final Bound.Errors errors;

        Walk(Bound bound, Bound.Errors errors) {
            this.bound = bound;
            this.errors = errors;
        }

        /**
         * Two doubles or two floats that differ in their bits: the difference, or null where it is allowed (the text of
         * an exact difference made only when it is returned: a measuring walk passes every number here).
         */
        private String number(String path, double e, double a, boolean single, Supplier<String> exactDiff) {
            if (errors != null) {
                errors.add(path.startsWith(".") ? path.substring(1) : path, e, a, single);
                return null;
            }
            if (bound != null && Double.doubleToRawLongBits(e) != Double.doubleToRawLongBits(a) && bound.allows(e, a, single)) {
                return null;
            }
            return bound == null ? exactDiff.get() : exactDiff.get() + ": off by " + Bound.format(Math.abs(a - e)) + ", beyond " + bound
                    + " (" + Bound.format(bound.allowance(e, single)) + " here)";
        }

        private String diff(String path, Object e, Object a) {
            if (e == a && (errors == null || !(e instanceof Double || e instanceof Float))) {
                return null;
            }
            if (e == null || a == null) {
                return at(path) + "expected " + e + " but was " + a;
            }
            if (e instanceof Double && a instanceof Double) {
                long eb = Double.doubleToRawLongBits((Double) e), ab = Double.doubleToRawLongBits((Double) a);
                return eb == ab && errors == null ? null : number(path, (Double) e, (Double) a, false,
                        () -> at(path) + "expected " + e + " (0x" + Long.toHexString(eb) + ") but was " + a + " (0x" + Long.toHexString(ab) + ")");
            }
            if (e instanceof Float && a instanceof Float) {
                int eb = Float.floatToRawIntBits((Float) e), ab = Float.floatToRawIntBits((Float) a);
                return eb == ab && errors == null ? null : number(path, (Float) e, (Float) a, true,
                        () -> at(path) + "expected " + e + "f (0x" + Integer.toHexString(eb) + ") but was " + a + "f (0x" + Integer.toHexString(ab) + ")");
            }
            if (e.getClass() != a.getClass() && !(e instanceof Map && a instanceof Map) && !(e instanceof List && a instanceof List)) {
                return at(path) + "expected a " + e.getClass().getName() + " (" + e + ") but was a " + a.getClass().getName() + " (" + a + ")";
            }
            if (e instanceof BigDecimal) {
                return e.equals(a) ? null : at(path) + "expected " + e + " (scale " + ((BigDecimal) e).scale() + ") but was " + a + " (scale " + ((BigDecimal) a).scale() + ")";
            }
            if (e instanceof float[] && a instanceof float[]) {
                return floatArrayDiff(path, (float[]) e, (float[]) a);
            }
            if (e.getClass().isArray()) {
                int n = Array.getLength(e), m = Array.getLength(a);
                if (n != m) {
                    return at(path) + "expected " + n + " elements but was " + m;
                }
                for (int i = 0; i < n; i++) {
                    String d = diff(path + "[" + i + "]", Array.get(e, i), Array.get(a, i));
                    if (d != null) {
                        return d;
                    }
                }
                return null;
            }
            if (e instanceof Map) {
                Map<?, ?> em = (Map<?, ?>) e, am = (Map<?, ?>) a;
                for (Map.Entry<?, ?> entry : em.entrySet()) {
                    if (!am.containsKey(entry.getKey())) {
                        return at(path) + "missing key " + entry.getKey();
                    }
                    String d = diff(path + "[" + entry.getKey() + "]", entry.getValue(), am.get(entry.getKey()));
                    if (d != null) {
                        return d;
                    }
                }
                for (Object k : am.keySet()) {
                    if (!em.containsKey(k)) {
                        return at(path) + "unexpected key " + k;
                    }
                }
                return null;
            }
            if (e instanceof List) {
                List<?> el = (List<?>) e, al = (List<?>) a;
                if (el.size() != al.size()) {
                    return at(path) + "expected " + el.size() + " elements but was " + al.size();
                }
                Iterator<?> ei = el.iterator(), ai = al.iterator();
                for (int i = 0; ei.hasNext(); i++) {
                    String d = diff(path + "[" + i + "]", ei.next(), ai.next());
                    if (d != null) {
                        return d;
                    }
                }
                return null;
            }
            if (isPojo(e.getClass())) {
                for (Class<?> c = e.getClass(); c != Object.class; c = c.getSuperclass()) {
                    for (Field f : c.getDeclaredFields()) {
                        int mod = f.getModifiers();
                        if (Modifier.isStatic(mod) || !Modifier.isPublic(mod)) {
                            continue;
                        }
                        try {
                            String d = diff(path + "." + f.getName(), f.get(e), f.get(a));
                            if (d != null) {
                                return d;
                            }
                        } catch (IllegalAccessException ex) {
                            throw new IllegalStateException(ex);
                        }
                    }
                }
                return null;
            }
            return Objects.equals(e, a) ? null : at(path) + "expected " + e + " but was " + a;
        }

        /** As the generic array walk, without boxing: embedding checks compare millions of floats. */
        private String floatArrayDiff(String path, float[] e, float[] a) {
            if (e.length != a.length) {
                return at(path) + "expected " + e.length + " elements but was " + a.length;
            }
            for (int i = 0; i < e.length; i++) {
                if (Float.floatToRawIntBits(e[i]) != Float.floatToRawIntBits(a[i]) || errors != null) {
                    String d = diff(path + "[" + i + "]", e[i], a[i]);
                    if (d != null) {
                        return d;
                    }
                }
            }
            return null;
        }
    }

    /** Our own model classes: compared by their public fields. */
    private static boolean isPojo(Class<?> c) {
        return c.getName().startsWith("dev.jfpbench.") && !c.isEnum();
    }

    private static String at(String path) {
        return path.isEmpty() ? "" : (path.startsWith(".") ? path.substring(1) : path) + ": ";
    }
}
