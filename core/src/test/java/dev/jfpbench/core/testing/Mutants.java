package dev.jfpbench.core.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.FloatNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The smallest wrong results, to prove that a check can fail: a deep copy of a result (our POJOs, maps, lists,
 * arrays, Jackson trees) with one number moved by one ulp, or with one entry or element missing. Which one is
 * fixed: the last floating-point number, and the last element of the last non-empty collection, in the order the
 * value is walked (fields in declaration order, maps and lists in iteration order, depth first); so in a result of
 * many documents it is the last document, where a check that stops early does not look. For a check that allows a
 * bounded error: one number 1% off ({@link #onePercentOff}) and every number zero ({@link #allZeros}).
 */
public final class Mutants {
    /** A decimal number as text: a fraction or an exponent (an integer's text has no ulp that keeps it one). */
    private static final Pattern DECIMAL_TEXT = Pattern.compile("-?[0-9]+(\\.[0-9]+([eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+)");

    private Mutants() {
    }

    /** A wrong copy of a value, where it is wrong (a path as {@link dev.jfpbench.core.verify.Exact} names it) and how. */
    public static final class Mutant<T> {
        public final T value;
        public final String path;
        public final String change;

        Mutant(T value, String path, String change) {
            this.value = value;
            this.path = path;
            this.change = change;
        }

        @Override
        public String toString() {
            return change + (path.isEmpty() ? "" : " at " + path);
        }
    }

    /** Every mutant that applies: one ulp (if the value holds a float, double or BigDecimal), one missing (if it holds a collection). */
    public static <T> List<Mutant<T>> all(T value) {
        List<Mutant<T>> mutants = new ArrayList<>();
        Mutant<T> ulp = oneUlp(value);
        if (ulp != null) {
            mutants.add(ulp);
        }
        Mutant<T> missing = oneMissing(value);
        if (missing != null) {
            mutants.add(missing);
        }
        return mutants;
    }

    /**
     * A deep copy with the last floating-point number one ulp up ({@link Math#nextUp}; down where up would not change
     * it); a {@link BigDecimal} gets one unit in its last place. Null when there is no such number.
     */
    public static <T> Mutant<T> oneUlp(T value) {
        Holder root = new Holder(deepCopy(value));
        Slot last = null;
        for (Slot s : walk(root)) {
            if (s.isNumber()) {
                last = s;
            } else if (s.isFloatingArray() && Array.getLength(s.get.get()) > 0) {
                last = element(s, Array.getLength(s.get.get()) - 1);
            }
        }
        if (last == null) {
            return null;
        }
        Object before = last.get.get();
        Object after = nextUlp(before);
        last.set.accept(after);
        return new Mutant<>(cast(root.value), last.path, "one ulp (" + before + " -> " + after + ")");
    }

    /**
     * A deep copy with the last {@code long} one up: the smallest wrong result of a value without floating point
     * (the table's balances). Null when there is no long.
     */
    public static <T> Mutant<T> oneOff(T value) {
        Holder root = new Holder(deepCopy(value));
        Slot last = null;
        for (Slot s : walk(root)) {
            if (s.get.get() instanceof Long) {
                last = s;
            }
        }
        if (last == null) {
            return null;
        }
        long before = (Long) last.get.get();
        long after = before == Long.MAX_VALUE ? before - 1 : before + 1;
        last.set.accept(after);
        return new Mutant<>(cast(root.value), last.path, "off by one (" + before + " -> " + after + ")");
    }

    /**
     * A deep copy with one floating-point number 1% up: the last of those at least a tenth of the largest in magnitude,
     * so that 1% of it is beyond an absolute bound too (a writer's fixed decimals), and still in the last document of
     * many. Null when every floating-point number is zero or there is none.
     */
    public static <T> Mutant<T> onePercentOff(T value) {
        Holder root = new Holder(deepCopy(value));
        List<Slot> numbers = new ArrayList<>();
        double largest = 0;
        for (Slot s : walk(root)) {
            if (s.isNumber()) {
                numbers.add(s);
                largest = Math.max(largest, Math.abs(doubleOf(s.get.get())));
            } else if (s.isFloatingArray()) {
                numbers.add(s);
                Object a = s.get.get();
                for (int i = 0; i < Array.getLength(a); i++) {
                    largest = Math.max(largest, Math.abs(at(a, i)));
                }
            }
        }
        Slot last = null;
        for (Slot s : numbers) {
            if (s.isFloatingArray()) {
                Object a = s.get.get();
                for (int i = Array.getLength(a) - 1; i >= 0; i--) {
                    if (largest > 0 && Math.abs(at(a, i)) >= largest / 10) {
                        last = element(s, i);
                        break;
                    }
                }
            } else if (largest > 0 && Math.abs(doubleOf(s.get.get())) >= largest / 10) {
                last = s;
            }
        }
        if (last == null) {
            return null;
        }
        Object before = last.get.get();
        Object after = scaled(before, 1.01);
        last.set.accept(after);
        return new Mutant<>(cast(root.value), last.path, "1% off (" + before + " -> " + after + ")");
    }

    /**
     * A deep copy with every number zero (floating-point and integer, of its own type): what a reader that gave up
     * returns. Null when there is no number, or every one is zero already.
     */
    public static <T> Mutant<T> allZeros(T value) {
        Holder root = new Holder(deepCopy(value));
        int changed = 0;
        for (Slot s : walk(root)) {
            Object v = s.get.get();
            if (s.isFloatingArray()) {
                for (int i = 0; i < Array.getLength(v); i++) {
                    if (Double.doubleToRawLongBits(at(v, i)) != 0) {
                        if (v instanceof float[]) {
                            ((float[]) v)[i] = 0f;
                        } else {
                            ((double[]) v)[i] = 0.0;
                        }
                        changed++;
                    }
                }
                continue;
            }
            Object zero = zeroOf(v);
            if (zero != null && !zero.equals(v)) {
                s.set.accept(zero);
                changed++;
            }
        }
        return changed == 0 ? null : new Mutant<>(cast(root.value), "", "all zeros (" + changed + " numbers)");
    }

    /**
     * A deep copy with the last decimal number held as text (a {@code String} or a {@code TextNode}, as an XML read
     * untyped gives them) replaced by the text of its neighbouring double ({@link Math#nextUp}; down where up would
     * not change it): one ulp in a result that holds its numbers as text. Null when there is no such text.
     */
    public static <T> Mutant<T> oneUlpInText(T value) {
        Holder root = new Holder(deepCopy(value));
        Slot last = null;
        for (Slot s : walk(root)) {
            String text = textOf(s.get.get());
            if (text != null && DECIMAL_TEXT.matcher(text).matches() && Double.isFinite(Double.parseDouble(text))) {
                last = s;
            }
        }
        if (last == null) {
            return null;
        }
        Object before = last.get.get();
        String after = Double.toString((Double) nextUlp(Double.parseDouble(textOf(before))));
        last.set.accept(before instanceof TextNode ? TextNode.valueOf(after) : after);
        return new Mutant<>(cast(root.value), last.path, "one ulp in text (" + textOf(before) + " -> " + after + ")");
    }

    private static String textOf(Object v) {
        return v instanceof String ? (String) v : v instanceof TextNode ? ((TextNode) v).textValue() : null;
    }

    /** A deep copy without the last element of the last non-empty collection. Null when there is none. */
    public static <T> Mutant<T> oneMissing(T value) {
        Holder root = new Holder(deepCopy(value));
        Slot last = null;
        for (Slot s : walk(root)) {
            if (s.isNonEmptyCollection()) {
                last = s;
            }
        }
        if (last == null) {
            return null;
        }
        String removed = removeLast(last);
        return new Mutant<>(cast(root.value), last.path, "one missing (" + removed + ")");
    }

    /** A copy that shares nothing mutable with {@code value}. */
    public static <T> T deepCopy(T value) {
        return cast(copy(value));
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object o) {
        return (T) o;
    }

    // ---- copying ----

    private static Object copy(Object v) {
        if (v == null || isImmutable(v)) {
            return v;
        }
        if (v instanceof JsonNode) {
            return ((JsonNode) v).deepCopy();
        }
        Class<?> c = v.getClass();
        if (c.isArray()) {
            if (c.getComponentType().isPrimitive()) {
                int n = Array.getLength(v);
                Object a = Array.newInstance(c.getComponentType(), n);
                System.arraycopy(v, 0, a, 0, n);
                return a;
            }
            Object[] src = (Object[]) v;
            Object[] a = (Object[]) Array.newInstance(c.getComponentType(), src.length);
            for (int i = 0; i < src.length; i++) {
                a[i] = copy(src[i]);
            }
            return a;
        }
        if (v instanceof Map) {
            @SuppressWarnings("unchecked")
            Map<Object, Object> m = (Map<Object, Object>) newInstanceOr(c, LinkedHashMap::new);
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                m.put(e.getKey(), copy(e.getValue()));
            }
            return m;
        }
        if (v instanceof List) {
            @SuppressWarnings("unchecked")
            List<Object> l = (List<Object>) newInstanceOr(c, ArrayList::new);
            for (Object o : (List<?>) v) {
                l.add(copy(o));
            }
            return l;
        }
        if (c.getName().startsWith("dev.jfpbench.")) {
            Object o = newInstanceOr(c, () -> {
                throw new IllegalArgumentException("cannot copy " + c.getName() + ": no constructor without arguments");
            });
            for (Class<?> k = c; k != Object.class; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers())) {
                        continue;
                    }
                    f.setAccessible(true);
                    try {
                        f.set(o, copy(f.get(v)));
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
            return o;
        }
        throw new IllegalArgumentException("cannot copy a " + c.getName() + ": add it to Mutants");
    }

    private static boolean isImmutable(Object v) {
        return v instanceof String || v instanceof Number && v.getClass().getName().startsWith("java.") || v instanceof Boolean
                || v instanceof Character || v instanceof Enum;
    }

    private static Object newInstanceOr(Class<?> c, Supplier<Object> fallback) {
        try {
            Constructor<?> k = c.getDeclaredConstructor();
            k.setAccessible(true);
            return k.newInstance();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return fallback.get();
        }
    }

    // ---- walking ----

    /** The root of a walk: the value itself, replaceable (an array that loses an element is a new array). */
    private static final class Holder {
        Object value;

        Holder(Object value) {
            this.value = value;
        }
    }

    /** One place in the value: what is there, how to replace it, its path. */
    private static final class Slot {
        final String path;
        final Supplier<Object> get;
        final Consumer<Object> set;

        Slot(String path, Supplier<Object> get, Consumer<Object> set) {
            this.path = path.startsWith(".") ? path.substring(1) : path;
            this.get = get;
            this.set = set;
        }

        boolean isNumber() {
            Object v = get.get();
            return v instanceof Double || v instanceof Float || v instanceof BigDecimal
                    || v instanceof DoubleNode || v instanceof FloatNode || v instanceof DecimalNode;
        }

        /** A {@code float[]} or {@code double[]}: its elements are not walked one by one (a million floats), see {@link #element}. */
        boolean isFloatingArray() {
            Object v = get.get();
            return v instanceof float[] || v instanceof double[];
        }

        boolean isNonEmptyCollection() {
            Object v = get.get();
            if (v == null) {
                return false;
            }
            if (v instanceof JsonNode) {
                return ((JsonNode) v).isContainerNode() && ((JsonNode) v).size() > 0;
            }
            return v.getClass().isArray() && Array.getLength(v) > 0
                    || v instanceof Map && !((Map<?, ?>) v).isEmpty() || v instanceof Collection && !((Collection<?>) v).isEmpty();
        }
    }

    /** Every slot, depth first, parents before their elements. */
    private static List<Slot> walk(Holder root) {
        List<Slot> slots = new ArrayList<>();
        walk(new Slot("", () -> root.value, v -> root.value = v), slots);
        return slots;
    }

    private static void walk(Slot slot, List<Slot> out) {
        out.add(slot);
        Object v = slot.get.get();
        if (v == null || isImmutable(v)) {
            return;
        }
        String p = slot.path;
        if (v instanceof ObjectNode) {
            ObjectNode o = (ObjectNode) v;
            for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                walk(new Slot(p + "[" + name + "]", () -> o.get(name), x -> o.set(name, (JsonNode) x)), out);
            }
        } else if (v instanceof ArrayNode) {
            ArrayNode a = (ArrayNode) v;
            for (int i = 0; i < a.size(); i++) {
                int index = i;
                walk(new Slot(p + "[" + i + "]", () -> a.get(index), x -> a.set(index, (JsonNode) x)), out);
            }
        } else if (v instanceof JsonNode) {
            return;
        } else if (v instanceof float[] || v instanceof double[]) {
            return;
        } else if (v.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(v); i++) {
                int index = i;
                walk(new Slot(p + "[" + i + "]", () -> Array.get(v, index), x -> Array.set(v, index, x)), out);
            }
        } else if (v instanceof Map) {
            @SuppressWarnings("unchecked")
            Map<Object, Object> m = (Map<Object, Object>) v;
            for (Object key : new ArrayList<>(m.keySet())) {
                walk(new Slot(p + "[" + key + "]", () -> m.get(key), x -> m.put(key, x)), out);
            }
        } else if (v instanceof List) {
            @SuppressWarnings("unchecked")
            List<Object> l = (List<Object>) v;
            for (int i = 0; i < l.size(); i++) {
                int index = i;
                walk(new Slot(p + "[" + i + "]", () -> l.get(index), x -> l.set(index, x)), out);
            }
        } else if (v.getClass().getName().startsWith("dev.jfpbench.")) {
            List<Class<?>> chain = new ArrayList<>();
            for (Class<?> k = v.getClass(); k != Object.class; k = k.getSuperclass()) {
                chain.add(0, k);
            }
            for (Class<?> k : chain) {
                for (Field f : k.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers())) {
                        continue;
                    }
                    f.setAccessible(true);
                    walk(new Slot(p + "." + f.getName(), () -> get(f, v), x -> set(f, v, x)), out);
                }
            }
        }
    }

    private static double at(Object floatingArray, int i) {
        return floatingArray instanceof float[] ? ((float[]) floatingArray)[i] : ((double[]) floatingArray)[i];
    }

    /** The slot of element {@code i} of a {@link Slot#isFloatingArray floating-point array}. */
    private static Slot element(Slot array, int i) {
        Object a = array.get.get();
        return new Slot(array.path + "[" + i + "]", () -> Array.get(a, i), x -> Array.set(a, i, x));
    }

    private static Object get(Field f, Object o) {
        try {
            return f.get(o);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void set(Field f, Object o, Object value) {
        try {
            f.set(o, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- mutating ----

    private static Object nextUlp(Object v) {
        if (v instanceof Double) {
            double d = (Double) v;
            double up = Math.nextUp(d);
            return Double.doubleToRawLongBits(up) != Double.doubleToRawLongBits(d) && !Double.isInfinite(up) ? up : Math.nextDown(d);
        }
        if (v instanceof Float) {
            float f = (Float) v;
            float up = Math.nextUp(f);
            return Float.floatToRawIntBits(up) != Float.floatToRawIntBits(f) && !Float.isInfinite(up) ? up : Math.nextDown(f);
        }
        if (v instanceof BigDecimal) {
            BigDecimal d = (BigDecimal) v;
            return d.add(d.ulp());
        }
        if (v instanceof DoubleNode) {
            return DoubleNode.valueOf((Double) nextUlp(((DoubleNode) v).doubleValue()));
        }
        if (v instanceof FloatNode) {
            return FloatNode.valueOf((Float) nextUlp(((FloatNode) v).floatValue()));
        }
        if (v instanceof DecimalNode) {
            return DecimalNode.valueOf((BigDecimal) nextUlp(((DecimalNode) v).decimalValue()));
        }
        throw new IllegalArgumentException("not a floating-point number: " + v);
    }

    private static double doubleOf(Object v) {
        return v instanceof JsonNode ? ((JsonNode) v).doubleValue() : ((Number) v).doubleValue();
    }

    private static Object scaled(Object v, double factor) {
        if (v instanceof Double) {
            return (Double) v * factor;
        }
        if (v instanceof Float) {
            return (float) ((Float) v * factor);
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).multiply(BigDecimal.valueOf(factor));
        }
        if (v instanceof DoubleNode) {
            return DoubleNode.valueOf((Double) scaled(((DoubleNode) v).doubleValue(), factor));
        }
        if (v instanceof FloatNode) {
            return FloatNode.valueOf((Float) scaled(((FloatNode) v).floatValue(), factor));
        }
        if (v instanceof DecimalNode) {
            return DecimalNode.valueOf((BigDecimal) scaled(((DecimalNode) v).decimalValue(), factor));
        }
        throw new IllegalArgumentException("not a floating-point number: " + v);
    }

    /** The zero of a number's own type; null for anything else. */
    private static Object zeroOf(Object v) {
        if (v instanceof Double) return 0.0;
        if (v instanceof Float) return 0f;
        if (v instanceof Long) return 0L;
        if (v instanceof Integer) return 0;
        if (v instanceof Short) return (short) 0;
        if (v instanceof Byte) return (byte) 0;
        if (v instanceof BigDecimal) return BigDecimal.ZERO;
        if (v instanceof java.math.BigInteger) return java.math.BigInteger.ZERO;
        if (v instanceof JsonNode && ((JsonNode) v).isNumber()) {
            return ((JsonNode) v).isFloatingPointNumber() ? (Object) DoubleNode.valueOf(0) : com.fasterxml.jackson.databind.node.IntNode.valueOf(0);
        }
        return null;
    }

    private static String removeLast(Slot s) {
        Object v = s.get.get();
        if (v instanceof ObjectNode) {
            ObjectNode o = (ObjectNode) v;
            String lastName = null;
            for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
                lastName = it.next();
            }
            o.remove(lastName);
            return lastName;
        }
        if (v instanceof ArrayNode) {
            ArrayNode a = (ArrayNode) v;
            a.remove(a.size() - 1);
            return "element " + a.size();
        }
        if (v.getClass().isArray()) {
            int n = Array.getLength(v);
            Object shorter = Array.newInstance(v.getClass().getComponentType(), n - 1);
            System.arraycopy(v, 0, shorter, 0, n - 1);
            s.set.accept(shorter);
            return "element " + (n - 1);
        }
        if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            Object lastKey = null;
            for (Object k : m.keySet()) {
                lastKey = k;
            }
            m.remove(lastKey);
            return "key " + lastKey;
        }
        if (v instanceof List) {
            List<?> l = (List<?>) v;
            l.remove(l.size() - 1);
            return "element " + l.size();
        }
        Collection<?> c = (Collection<?>) v;
        Object lastElement = null;
        for (Object o : c) {
            lastElement = o;
        }
        c.remove(lastElement);
        return "element " + lastElement;
    }
}
