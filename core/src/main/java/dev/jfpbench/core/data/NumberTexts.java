package dev.jfpbench.core.data;

import java.lang.ref.SoftReference;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The number texts of a currency or vectors document, in document order, found by a plain scan of the compact JSON
 * (no JSON library): the rates' values ({@code "rates":{"USD":1,...}}) or every {@code emb} array's elements
 * ({@code "emb":[0.01,...]}). What the conversion benchmarks convert, and, parsed by the JDK, their reference.
 */
public final class NumberTexts {
    private static final Map<Dataset, SoftReference<Parsed>> PARSED = new EnumMap<>(Dataset.class);

    private NumberTexts() {
    }

    /**
     * A dataset's own number texts, each with the JDK's parse of it ({@link Float#floatToRawIntBits} for vectors,
     * {@link Double#doubleToRawLongBits} for currency) and the JDK's formatting of that value: what the conversion
     * checks compare a result with. Shared: never modify.
     */
    public record Parsed(List<String> texts, long[] bits, List<String> jdkTexts) {
    }

    /** {@link Parsed} of {@code d}'s document, made once and kept while memory allows (the vectors' take seconds). */
    public static synchronized Parsed parsed(Dataset d) {
        Parsed p = PARSED.getOrDefault(d, new SoftReference<>(null)).get();
        if (p == null) {
            List<String> texts = Collections.unmodifiableList(of(d, d.json()));
            long[] bits = new long[texts.size()];
            List<String> jdk = new ArrayList<>(texts.size());
            for (int i = 0; i < bits.length; i++) {
                if (d == Dataset.VECTORS) {
                    float v = Float.parseFloat(texts.get(i));
                    bits[i] = Float.floatToRawIntBits(v);
                    jdk.add(Float.toString(v));
                } else {
                    double v = Double.parseDouble(texts.get(i));
                    bits[i] = Double.doubleToRawLongBits(v);
                    jdk.add(Double.toString(v));
                }
            }
            p = new Parsed(texts, bits, Collections.unmodifiableList(jdk));
            PARSED.put(d, new SoftReference<>(p));
        }
        return p;
    }

    /** The field whose container holds a dataset's floating-point numbers: "rates" or "emb". */
    public static String field(Dataset d) {
        switch (d) {
            case CURRENCY: return "rates";
            case VECTORS: return "emb";
            default: throw new IllegalArgumentException("no conversion numbers in " + d.label());
        }
    }

    /** Every number text of {@code compactJson}, a document of {@code d}'s shape. */
    public static List<String> of(Dataset d, byte[] compactJson) {
        String json = new String(compactJson, StandardCharsets.ISO_8859_1); // numbers and field names are ASCII
        boolean object = d == Dataset.CURRENCY;
        String open = "\"" + field(d) + "\":" + (object ? '{' : '[');
        char close = object ? '}' : ']';
        List<String> texts = new ArrayList<>();
        for (int at = json.indexOf(open); at >= 0; at = json.indexOf(open, at)) {
            int start = at + open.length();
            int end = json.indexOf(close, start);
            if (end < 0) {
                throw new DatasetException("unclosed " + open + " at " + at);
            }
            if (end > start) {
                for (String item : json.substring(start, end).split(",")) {
                    texts.add(object ? item.substring(item.lastIndexOf(':') + 1) : item);
                }
            }
            at = end;
        }
        return texts;
    }

    /** The number of texts {@link #of} finds. */
    public static int count(Dataset d, byte[] compactJson) {
        return of(d, compactJson).size();
    }
}
