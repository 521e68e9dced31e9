package dev.jfpbench.libs.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Image;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import dev.jfpbench.core.model.VectorDocs;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The "manual" baseline: the model mapped by hand on Jackson's streaming API ({@code JsonParser} /
 * {@code JsonGenerator}), no databind. What is left is the tokenizer and number parsing/printing.
 */
public final class JacksonStreamingCodec implements Codec<Object> {
    private final JsonFactory factory;
    private final Read read;
    private final Write<Object> write;

    /** {@code type}: Currency, MediaItem, Table or VectorDocs, each mapped by hand below. */
    public JacksonStreamingCodec(Class<?> type, FpConfig fp) {
        this.factory = fp.jsonFactory();
        if (type == Currency.class) {
            read = JacksonStreamingCodec::currency;
            write = (g, v) -> currency(g, (Currency) v);
        } else if (type == MediaItem.class) {
            read = JacksonStreamingCodec::mediaItem;
            write = (g, v) -> mediaItem(g, (MediaItem) v);
        } else if (type == Table.class) {
            read = JacksonStreamingCodec::table;
            write = (g, v) -> table(g, (Table) v);
        } else if (type == VectorDocs.class) {
            read = JacksonStreamingCodec::vectors;
            write = (g, v) -> vectors(g, (VectorDocs) v);
        } else {
            throw new IllegalArgumentException("no hand mapping for " + type.getName());
        }
    }

    @FunctionalInterface
    private interface Read {
        Object from(JsonParser p) throws IOException;
    }

    @FunctionalInterface
    private interface Write<T> {
        void to(JsonGenerator g, T value) throws IOException;
    }

    @Override
    public Object read(byte[] json) throws IOException {
        try (JsonParser p = factory.createParser(json)) {
            p.nextToken();
            return read.from(p);
        }
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        try (JsonGenerator g = factory.createGenerator(out)) {
            write.to(g, value);
        }
    }

    // Reading: each method starts on the value's first token and ends on its last.

    private static Currency currency(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        Currency c = new Currency();
        for (String name; (name = p.nextFieldName()) != null; ) {
            p.nextToken();
            switch (name) {
                case "base": c.base = p.getValueAsString(); break;
                case "date": c.date = p.getValueAsString(); break;
                case "provider": c.provider = p.getValueAsString(); break;
                case "terms": c.terms = p.getValueAsString(); break;
                case "time_last_updated": c.time_last_updated = p.getIntValue(); break;
                case "rates": c.rates = rates(p); break;
                default: p.skipChildren();
            }
        }
        return c;
    }

    private static Map<String, Double> rates(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        Map<String, Double> rates = new LinkedHashMap<>();
        for (String name; (name = p.nextFieldName()) != null; ) {
            rates.put(name, p.nextToken() == JsonToken.VALUE_NULL ? null : p.getDoubleValue());
        }
        return rates;
    }

    private static MediaItem mediaItem(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        MediaItem m = new MediaItem();
        for (String name; (name = p.nextFieldName()) != null; ) {
            p.nextToken();
            switch (name) {
                case "content": m.content = content(p); break;
                case "images": m.images = images(p); break;
                default: p.skipChildren();
            }
        }
        return m;
    }

    private static MediaContent content(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        MediaContent c = new MediaContent();
        for (String name; (name = p.nextFieldName()) != null; ) {
            JsonToken t = p.nextToken();
            switch (name) {
                case "uri": c.uri = p.getValueAsString(); break;
                case "title": c.title = p.getValueAsString(); break;
                case "width": c.width = p.getIntValue(); break;
                case "height": c.height = p.getIntValue(); break;
                case "format": c.format = p.getValueAsString(); break;
                case "duration": c.duration = p.getLongValue(); break;
                case "size": c.size = p.getLongValue(); break;
                case "bitrate": c.bitrate = p.getIntValue(); break;
                case "persons": c.persons = strings(p); break;
                case "player": c.player = t == JsonToken.VALUE_NULL ? null : MediaContent.Player.valueOf(p.getText()); break;
                case "copyright": c.copyright = p.getValueAsString(); break;
                default: p.skipChildren();
            }
        }
        return c;
    }

    private static List<Image> images(JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        List<Image> images = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            images.add(image(p));
        }
        return images;
    }

    private static Image image(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        Image i = new Image();
        for (String name; (name = p.nextFieldName()) != null; ) {
            JsonToken t = p.nextToken();
            switch (name) {
                case "uri": i.uri = p.getValueAsString(); break;
                case "title": i.title = p.getValueAsString(); break;
                case "width": i.width = p.getIntValue(); break;
                case "height": i.height = p.getIntValue(); break;
                case "size": i.size = t == JsonToken.VALUE_NULL ? null : Image.Size.valueOf(p.getText()); break;
                default: p.skipChildren();
            }
        }
        return i;
    }

    private static List<String> strings(JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        List<String> strings = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            strings.add(p.getValueAsString());
        }
        return strings;
    }

    private static Table table(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        Table t = new Table();
        for (String name; (name = p.nextFieldName()) != null; ) {
            p.nextToken();
            switch (name) {
                case "name": t.name = p.getValueAsString(); break;
                case "rows": t.rows = tableRows(p); break;
                default: p.skipChildren();
            }
        }
        return t;
    }

    private static List<TableRow> tableRows(JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        List<TableRow> rows = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            rows.add(tableRow(p));
        }
        return rows;
    }

    private static TableRow tableRow(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        TableRow r = new TableRow();
        for (String name; (name = p.nextFieldName()) != null; ) {
            p.nextToken();
            switch (name) {
                case "id": r.id = p.getIntValue(); break;
                case "username": r.username = p.getValueAsString(); break;
                case "email": r.email = p.getValueAsString(); break;
                case "name": r.name = p.getValueAsString(); break;
                case "age": r.age = p.getIntValue(); break;
                case "balance": r.balance = p.getLongValue(); break;
                case "active": r.active = p.getBooleanValue(); break;
                case "created": r.created = p.getValueAsString(); break;
                case "country": r.country = p.getValueAsString(); break;
                default: p.skipChildren();
            }
        }
        return r;
    }

    private static VectorDocs vectors(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        VectorDocs docs = new VectorDocs();
        for (String name; (name = p.nextFieldName()) != null; ) {
            p.nextToken();
            if (name.equals("data")) {
                docs.data = rows(p);
            } else {
                p.skipChildren();
            }
        }
        return docs;
    }

    private static List<VectorDocs.Row> rows(JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        List<VectorDocs.Row> rows = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            rows.add(row(p));
        }
        return rows;
    }

    private static VectorDocs.Row row(JsonParser p) throws IOException {
        if (startObject(p)) {
            return null;
        }
        VectorDocs.Row r = new VectorDocs.Row();
        for (String name; (name = p.nextFieldName()) != null; ) {
            p.nextToken();
            switch (name) {
                case "_id": r._id = p.getValueAsString(); break;
                case "text": r.text = p.getValueAsString(); break;
                case "emb": r.emb = floats(p); break;
                default: p.skipChildren();
            }
        }
        return r;
    }

    /** Floats parsed as floats ({@code getFloatValue}), never through a double. */
    private static float[] floats(JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        float[] v = new float[64];
        int n = 0;
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (n == v.length) {
                v = Arrays.copyOf(v, n * 2);
            }
            v[n++] = p.getFloatValue();
        }
        return n == v.length ? v : Arrays.copyOf(v, n);
    }

    /** True for null; otherwise the current token must open an object. */
    private static boolean startObject(JsonParser p) throws IOException {
        return start(p, JsonToken.START_OBJECT);
    }

    private static boolean startArray(JsonParser p) throws IOException {
        return start(p, JsonToken.START_ARRAY);
    }

    private static boolean start(JsonParser p, JsonToken expected) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return true;
        }
        if (t != expected) {
            throw new JsonParseException(p, "expected " + expected + " but found " + t);
        }
        return false;
    }

    // Writing: the model's public fields in declaration order.

    private static void currency(JsonGenerator g, Currency c) throws IOException {
        g.writeStartObject();
        g.writeStringField("base", c.base);
        g.writeStringField("date", c.date);
        g.writeStringField("provider", c.provider);
        g.writeStringField("terms", c.terms);
        g.writeNumberField("time_last_updated", c.time_last_updated);
        g.writeFieldName("rates");
        if (c.rates == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            for (Map.Entry<String, Double> e : c.rates.entrySet()) {
                g.writeFieldName(e.getKey());
                if (e.getValue() == null) {
                    g.writeNull();
                } else {
                    g.writeNumber(e.getValue());
                }
            }
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void mediaItem(JsonGenerator g, MediaItem m) throws IOException {
        g.writeStartObject();
        g.writeFieldName("content");
        MediaContent c = m.content;
        if (c == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            g.writeStringField("uri", c.uri);
            g.writeStringField("title", c.title);
            g.writeNumberField("width", c.width);
            g.writeNumberField("height", c.height);
            g.writeStringField("format", c.format);
            g.writeNumberField("duration", c.duration);
            g.writeNumberField("size", c.size);
            g.writeNumberField("bitrate", c.bitrate);
            g.writeFieldName("persons");
            strings(g, c.persons);
            g.writeStringField("player", c.player == null ? null : c.player.name());
            g.writeStringField("copyright", c.copyright);
            g.writeEndObject();
        }
        g.writeFieldName("images");
        if (m.images == null) {
            g.writeNull();
        } else {
            g.writeStartArray();
            for (Image i : m.images) {
                g.writeStartObject();
                g.writeStringField("uri", i.uri);
                g.writeStringField("title", i.title);
                g.writeNumberField("width", i.width);
                g.writeNumberField("height", i.height);
                g.writeStringField("size", i.size == null ? null : i.size.name());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static void strings(JsonGenerator g, List<String> strings) throws IOException {
        if (strings == null) {
            g.writeNull();
            return;
        }
        g.writeStartArray();
        for (String s : strings) {
            g.writeString(s);
        }
        g.writeEndArray();
    }

    private static void table(JsonGenerator g, Table t) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", t.name);
        g.writeFieldName("rows");
        if (t.rows == null) {
            g.writeNull();
        } else {
            g.writeStartArray();
            for (TableRow r : t.rows) {
                g.writeStartObject();
                g.writeNumberField("id", r.id);
                g.writeStringField("username", r.username);
                g.writeStringField("email", r.email);
                g.writeStringField("name", r.name);
                g.writeNumberField("age", r.age);
                g.writeNumberField("balance", r.balance);
                g.writeBooleanField("active", r.active);
                g.writeStringField("created", r.created);
                g.writeStringField("country", r.country);
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static void vectors(JsonGenerator g, VectorDocs docs) throws IOException {
        g.writeStartObject();
        g.writeFieldName("data");
        if (docs.data == null) {
            g.writeNull();
        } else {
            g.writeStartArray();
            for (VectorDocs.Row r : docs.data) {
                g.writeStartObject();
                g.writeStringField("_id", r._id);
                g.writeStringField("text", r.text);
                g.writeFieldName("emb");
                if (r.emb == null) {
                    g.writeNull();
                } else {
                    g.writeStartArray();
                    for (float f : r.emb) {
                        g.writeNumber(f);
                    }
                    g.writeEndArray();
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }
}
