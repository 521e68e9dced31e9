package dev.jfpbench.xml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.References;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What XML's untyped and tree results are checked against. XML has no number or boolean type: Jackson reads every
 * value as its element's text, so an untyped read of a document must give the JSON document with every number and
 * boolean as the text it was written with; a write is checked by re-reading its texts with the JDK's own parsers.
 */
final class XmlChecks {
    /** A number's text as JSON (and Double.toString) writes it; nothing the JDK's parsers merely tolerate ("1d", "0x1p3"). */
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    private XmlChecks() {
    }

    /**
     * The JSON document as XML reads it untyped: objects as maps, arrays as lists, numbers and booleans as their
     * JSON text, null as null. Made with the JSON parser from the JSON's own text, never through XML.
     */
    static Object asText(byte[] json) {
        try (JsonParser p = References.MAPPER.getFactory().createParser(json)) {
            p.nextToken();
            return asText(p);
        } catch (IOException e) {
            throw new DatasetException("cannot read JSON: " + e.getMessage().split("\n", 2)[0]);
        }
    }

    private static Object asText(JsonParser p) throws IOException {
        switch (p.currentToken()) {
            case START_OBJECT:
                Map<String, Object> map = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    map.put(name, asText(p));
                }
                return map;
            case START_ARRAY:
                List<Object> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    list.add(asText(p));
                }
                return list;
            case VALUE_NULL:
                return null;
            default:
                return p.getText();
        }
    }

    /**
     * {@code actual} (an XML read: maps, lists, texts) with each text turned into the type the reference holds
     * there, by the JDK's own parsers ({@code Double.parseDouble}, {@code new BigInteger}, ...). A text that is not
     * such a value stays a text, so the comparison with the reference names it.
     */
    static Object typedLike(Object reference, Object actual) {
        if (reference instanceof Map && actual instanceof Map) {
            Map<?, ?> ref = (Map<?, ?>) reference;
            Map<Object, Object> out = new LinkedHashMap<>();
            ((Map<?, ?>) actual).forEach((k, v) -> out.put(k, typedLike(ref.get(k), v)));
            return out;
        }
        if (reference instanceof List && actual instanceof List) {
            List<?> ref = (List<?>) reference;
            List<Object> out = new ArrayList<>();
            List<?> act = (List<?>) actual;
            for (int i = 0; i < act.size(); i++) {
                out.add(i < ref.size() ? typedLike(ref.get(i), act.get(i)) : act.get(i));
            }
            return out;
        }
        if (!(actual instanceof String)) {
            return actual;
        }
        String text = (String) actual;
        if (reference instanceof Boolean) {
            return text.equals("true") ? Boolean.TRUE : text.equals("false") ? Boolean.FALSE : text;
        }
        if (!(reference instanceof Number) || !NUMBER.matcher(text).matches()) {
            return text;
        }
        try {
            if (reference instanceof Double) {
                return Double.parseDouble(text);
            }
            if (reference instanceof Float) {
                return Float.parseFloat(text);
            }
            if (reference instanceof Integer) {
                return Integer.valueOf(text);
            }
            if (reference instanceof Long) {
                return Long.valueOf(text);
            }
            if (reference instanceof BigInteger) {
                return new BigInteger(text);
            }
            if (reference instanceof BigDecimal) {
                return new BigDecimal(text);
            }
        } catch (NumberFormatException e) {
            return text;
        }
        return text;
    }
}
