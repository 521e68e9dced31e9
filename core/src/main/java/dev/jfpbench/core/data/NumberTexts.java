package dev.jfpbench.core.data;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The number texts of a currency or vectors document, in document order, found by a plain scan of the compact JSON
 * (no JSON library): the rates' values ({@code "rates":{"USD":1,...}}) or every {@code emb} array's elements
 * ({@code "emb":[0.01,...]}). What the conversion benchmarks convert, and, parsed by the JDK, their reference.
 */
public final class NumberTexts {
    private NumberTexts() {
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
