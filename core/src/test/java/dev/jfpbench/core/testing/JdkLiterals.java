package dev.jfpbench.core.testing;

import com.fasterxml.jackson.databind.JsonNode;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Pins a reference read of a JSON document to the JDK, without Jackson: the number literals are cut out of the
 * text by a scanner of its own, and every number of the reference (untyped {@code Map}/{@code List}, or a
 * {@code JsonNode} tree), in document order, must be the JDK's parse of its literal: a double bit for bit
 * ({@link Double#parseDouble}), an integer equal to {@link BigInteger}'s.
 */
public final class JdkLiterals {
    private JdkLiterals() {
    }

    /** The number literals of a JSON text, in order (strings skipped, escapes included). */
    public static List<String> of(byte[] json) {
        String s = new String(json, StandardCharsets.UTF_8);
        List<String> literals = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') {
                for (i++; s.charAt(i) != '"'; i++) {
                    if (s.charAt(i) == '\\') {
                        i++;
                    }
                }
            } else if (c == '-' || c >= '0' && c <= '9') {
                int start = i;
                while (i + 1 < s.length() && "+-0123456789.eE".indexOf(s.charAt(i + 1)) >= 0) {
                    i++;
                }
                literals.add(s.substring(start, i + 1));
            }
        }
        return literals;
    }

    /** Throws an {@link AssertionError} at the first number of {@code reference} that is not the JDK's parse of its literal. */
    public static void assertEveryNumberIsTheJdksParse(String what, byte[] json, Object reference) {
        List<String> literals = of(json);
        List<Object> numbers = new ArrayList<>();
        collect(reference, numbers);
        if (numbers.size() != literals.size()) {
            throw new AssertionError(what + ": " + literals.size() + " number literals in the text, " + numbers.size() + " numbers in the reference");
        }
        for (int i = 0; i < literals.size(); i++) {
            String literal = literals.get(i);
            Object n = numbers.get(i);
            boolean floating = literal.indexOf('.') >= 0 || literal.indexOf('e') >= 0 || literal.indexOf('E') >= 0;
            if (floating) {
                double jdk = Double.parseDouble(literal);
                if (!(n instanceof Double) || Double.doubleToRawLongBits((Double) n) != Double.doubleToRawLongBits(jdk)) {
                    throw new AssertionError(what + ": number " + i + " is " + n + " (" + (n == null ? "null" : n.getClass().getSimpleName())
                            + "), the JDK parses '" + literal + "' to " + jdk);
                }
            } else if (!(n instanceof Integer || n instanceof Long || n instanceof BigInteger) || !new BigInteger(n.toString()).equals(new BigInteger(literal))) {
                throw new AssertionError(what + ": number " + i + " is " + n + ", the literal is the integer " + literal);
            }
        }
    }

    /** The numbers of an untyped value or tree, in document order; JSON trees as double, int, long or BigInteger. */
    private static void collect(Object v, List<Object> out) {
        if (v instanceof JsonNode) {
            JsonNode n = (JsonNode) v;
            if (n.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                    collect(it.next().getValue(), out);
                }
            } else if (n.isArray()) {
                for (JsonNode e : n) {
                    collect(e, out);
                }
            } else if (n.isNumber()) {
                out.add(n.isDouble() ? (Object) n.doubleValue() : n.isIntegralNumber() ? n.bigIntegerValue() : n.numberValue());
            }
        } else if (v instanceof Map) {
            for (Object e : ((Map<?, ?>) v).values()) {
                collect(e, out);
            }
        } else if (v instanceof List) {
            for (Object e : (List<?>) v) {
                collect(e, out);
            }
        } else if (v instanceof Number) {
            out.add(v);
        }
    }
}
