package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import dev.jfpbench.core.model.VectorDocs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A user's vectors file ({@code -p vectors=FILE}, or {@code FILE#field}), in any of three shapes, turned once into
 * the suite's compact document {@code {"data":[{"_id":...,"text":...,"emb":[floats]}]}}: what every vector benchmark
 * measures, as it measures the generated dataset. The shapes:
 * <ul>
 *   <li>the suite's own: compacted, nothing else changed (the bytes measured are those of today);</li>
 *   <li>a JSON array of objects, each with one float-array field;</li>
 *   <li>JSON Lines of the same objects (any whitespace between them).</li>
 * </ul>
 * For the last two the float field is the one field that holds a non-empty array of numbers, of one length, in
 * every object, or the field named after {@code #}. It becomes {@code emb}; an object's {@code _id} and
 * {@code text} strings are kept, in the object's order; other fields are left out (the suite's rows have no place
 * for them). Numbers are copied as text, so each float is still {@code Float.parseFloat} of the file's text, and the
 * same rows in any shape give the same bytes. Anything else (empty, not JSON, no such field or several, a
 * non-number, arrays of different lengths, a float out of range): one {@link DatasetException} line naming the file.
 */
public final class VectorFile {
    private static final JsonFactory FACTORY = new JsonFactory();
    /** Rows are read strictly: a field given twice would make "the" float field ambiguous. */
    private static final JsonFactory ROWS = JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    /** The shapes a user's vectors file may have. */
    enum Shape {
        SUITE("{\"data\":[{\"_id\":...,\"text\":...,\"emb\":[floats]}]}"),
        ARRAY("an array of objects with a float-array field"),
        LINES("JSON Lines of objects with a float-array field");

        final String description;

        Shape(String description) {
            this.description = description;
        }
    }

    private VectorFile() {
    }

    /**
     * The suite's compact JSON for a user's vectors file, checked ({@link VectorDataset#read}). {@code spec} is a
     * path, or {@code path#field} to name the float field (a path that exists as given is never split).
     */
    public static byte[] json(String spec) {
        String path = spec;
        String field = null;
        int hash = spec.lastIndexOf('#');
        if (hash >= 0 && !Files.exists(Datasets.resolveUserPath(spec))) {
            path = spec.substring(0, hash);
            field = spec.substring(hash + 1);
        }
        Path file = Datasets.resolveUserPath(path);
        byte[] raw = Datasets.readFile(file, "vectors");
        String source = file.toString();
        if (field != null && field.isEmpty()) {
            throw new DatasetException("vectors " + spec + " names no field after '#' (FILE#field names the float-array field)");
        }
        Shape shape = shape(raw, source);
        if (shape == Shape.SUITE) {
            if (field != null && !field.equals("emb")) {
                throw new DatasetException(source + " has the shape " + shape.description + ", whose floats are \"emb\": it has no field \"" + field + "\" to name");
            }
            byte[] json = JsonBytes.compact(raw, source);
            VectorDataset.read(json, spec);
            return json;
        }
        try {
            Rows rows = new Rows(raw, shape, source);
            String chosen = field != null ? checkNamed(rows, field) : detect(rows);
            byte[] json = convert(rows, chosen);
            VectorDataset.read(json, spec); // the suite's own check, as for a file of its shape
            return json;
        } catch (JsonProcessingException e) {
            throw malformed(source, e);
        } catch (IOException e) {
            throw new DatasetException("cannot read " + source + ": " + e.getMessage());
        }
    }

    /** Which shape: a single object with a {@code "data"} array of objects is the suite's, other objects JSON Lines. */
    static Shape shape(byte[] raw, String source) {
        try (JsonParser p = FACTORY.createParser(raw)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new DatasetException("malformed JSON in " + source + ": the file is empty");
            }
            if (t == JsonToken.START_ARRAY) {
                return Shape.ARRAY;
            }
            if (t != JsonToken.START_OBJECT) {
                throw new DatasetException(source + " is not a vector file: it holds " + kind(t)
                        + ", not " + Shape.SUITE.description + ", " + Shape.ARRAY.description + ", or " + Shape.LINES.description);
            }
            boolean data = false;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (name.equals("data") && value == JsonToken.START_ARRAY) {
                    JsonToken first = p.nextToken();
                    data = first == JsonToken.START_OBJECT || first == JsonToken.END_ARRAY;
                    if (first != JsonToken.END_ARRAY) {
                        p.skipChildren();
                        while (p.nextToken() != JsonToken.END_ARRAY) {
                            p.skipChildren();
                        }
                    }
                } else {
                    p.skipChildren();
                }
            }
            return data && p.nextToken() == null ? Shape.SUITE : Shape.LINES;
        } catch (JsonProcessingException e) {
            throw malformed(source, e);
        } catch (IOException e) {
            throw new DatasetException("cannot read " + source + ": " + e.getMessage());
        }
    }

    /**
     * The rows of an array or JSON Lines file, each an object, named as a user finds them: "row N" (from 0, as the
     * suite's own messages) in an array, "line N" in JSON Lines.
     */
    private static final class Rows {
        final byte[] raw;
        final Shape shape;
        final String source;

        Rows(byte[] raw, Shape shape, String source) {
            this.raw = raw;
            this.shape = shape;
            this.source = source;
        }

        interface Visitor {
            /** {@code p} is at the row's START_OBJECT; returns with it at the matching END_OBJECT. */
            void row(int index, String label, JsonParser p) throws IOException;
        }

        /** Visits every row; returns how many there were. */
        int each(Visitor visitor) throws IOException {
            try (JsonParser p = ROWS.createParser(raw)) {
                JsonToken t = p.nextToken();
                boolean array = shape == Shape.ARRAY;
                if (array) {
                    t = p.nextToken();
                }
                int i = 0;
                for (; array ? t != JsonToken.END_ARRAY : t != null; t = p.nextToken(), i++) {
                    JsonLocation at = p.currentTokenLocation();
                    String label = array ? "row " + i : "line " + at.getLineNr();
                    if (t != JsonToken.START_OBJECT) {
                        throw bad(label + " is " + kind(t) + ", not an object");
                    }
                    visitor.row(i, label, p);
                }
                if (array && p.nextToken() != null) {
                    throw bad("content after the end of the array");
                }
                if (i == 0) {
                    throw bad(array ? "the array is empty" : "no rows");
                }
                return i;
            }
        }

        DatasetException bad(String what) {
            return new DatasetException(source + " is not a vector file (" + shape.description + "): " + what);
        }
    }

    /**
     * Each field of the object at {@code p}: its length when it is a non-empty array of numbers, else what it is
     * instead (e.g. {@code "is a string, not an array of numbers"}, {@code "[3] is null, not a number"}).
     */
    private static Map<String, Object> fields(JsonParser p) throws IOException {
        Map<String, Object> fields = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken t = p.nextToken();
            if (t != JsonToken.START_ARRAY) {
                fields.put(name, "is " + kind(t) + ", not an array of numbers");
                p.skipChildren();
                continue;
            }
            int n = 0;
            String problem = null;
            for (t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), n++) {
                if (problem == null && !t.isNumeric()) {
                    problem = "[" + n + "] is " + kind(t) + ", not a number";
                }
                p.skipChildren();
            }
            fields.put(name, problem != null ? problem : n == 0 ? "is an empty array" : (Object) n);
        }
        return fields;
    }

    /** The one field that is an array of numbers of one length in every row. */
    private static String detect(Rows rows) throws IOException {
        Set<String> candidates = new LinkedHashSet<>();
        Map<String, Integer> lengths = new LinkedHashMap<>();
        String[] firstLabel = new String[1];
        rows.each((index, label, p) -> {
            Map<String, Object> fields = fields(p);
            if (index == 0) {
                firstLabel[0] = label;
                fields.forEach((name, v) -> {
                    if (v instanceof Integer) {
                        candidates.add(name);
                        lengths.put(name, (Integer) v);
                    }
                });
                if (candidates.isEmpty()) {
                    throw rows.bad(label + " has no array of numbers (its fields: " + (fields.isEmpty() ? "none" : String.join(", ", fields.keySet())) + ")");
                }
                return;
            }
            String reason = null;
            for (String name : new ArrayList<>(candidates)) {
                String problem = problem(fields.get(name), name, lengths.get(name), firstLabel[0]);
                if (problem != null) {
                    candidates.remove(name);
                    reason = reason == null ? label + problem : reason;
                }
            }
            if (candidates.isEmpty()) {
                throw rows.bad("no field is an array of numbers of one length in every object: " + reason);
            }
        });
        if (candidates.size() > 1) {
            throw rows.bad(candidates.size() + " fields are arrays of numbers in every object (\"" + String.join("\", \"", candidates)
                    + "\"): name one, -p vectors=" + rows.source + "#" + candidates.iterator().next());
        }
        return candidates.iterator().next();
    }

    /** Checks that the named field is an array of numbers of one length in every row. */
    private static String checkNamed(Rows rows, String field) throws IOException {
        int[] length = new int[1];
        String[] firstLabel = new String[1];
        rows.each((index, label, p) -> {
            Object v = fields(p).get(field);
            if (index == 0) {
                firstLabel[0] = label;
                if (v instanceof Integer) {
                    length[0] = (Integer) v;
                }
            }
            String problem = problem(v, field, index == 0 ? null : length[0], firstLabel[0]);
            if (problem != null) {
                throw rows.bad(label + problem);
            }
        });
        return field;
    }

    /** What is wrong with field {@code name} of a row ({@code v} from {@link #fields}), or null. */
    private static String problem(Object v, String name, Integer length, String firstLabel) {
        if (v == null) {
            return " has no field \"" + name + "\"";
        }
        if (v instanceof String) {
            return ": \"" + name + "\"" + (((String) v).startsWith("[") ? "" : " ") + v;
        }
        if (length != null && !v.equals(length)) {
            return ": \"" + name + "\" has " + v + " numbers, " + firstLabel + " has " + length;
        }
        return null;
    }

    /** The suite's compact document: {@code field} as {@code emb}, {@code _id} and {@code text} strings kept. */
    private static byte[] convert(Rows rows, String field) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(rows.raw.length);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeFieldName("data");
            g.writeStartArray();
            rows.each((index, label, p) -> {
                g.writeStartObject();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken t = p.nextToken();
                    if (name.equals(field)) {
                        g.writeFieldName("emb");
                        g.writeStartArray();
                        int j = 0;
                        for (t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), j++) {
                            String text = p.getText();
                            if (!Float.isFinite(Float.parseFloat(text))) {
                                throw rows.bad(label + ": \"" + field + "\"[" + j + "] " + text + " is not a finite float");
                            }
                            g.writeNumber(text);
                        }
                        g.writeEndArray();
                    } else if ((name.equals("_id") || name.equals("text")) && t == JsonToken.VALUE_STRING) {
                        g.writeFieldName(name);
                        g.copyCurrentEvent(p);
                    } else {
                        p.skipChildren();
                    }
                }
                g.writeEndObject();
            });
            g.writeEndArray();
            g.writeEndObject();
        }
        return out.toByteArray();
    }

    private static String kind(JsonToken t) {
        if (t == null) {
            return "the end of the file";
        }
        switch (t) {
            case START_OBJECT: return "an object";
            case START_ARRAY: return "an array";
            case VALUE_STRING: return "a string";
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT: return "a number";
            case VALUE_TRUE:
            case VALUE_FALSE: return "a boolean";
            case VALUE_NULL: return "null";
            default: return t.asString() == null ? t.name() : t.asString();
        }
    }

    private static DatasetException malformed(String source, JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "unreadable" : e.getOriginalMessage().split("\n", 2)[0];
        JsonLocation at = e.getLocation();
        return new DatasetException("malformed JSON in " + source + ": " + message
                + " at " + (at == null ? "?" : "line " + at.getLineNr() + ", column " + at.getColumnNr()));
    }
}
