package dev.jfpbench.libs.jsonsimple;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.lib.LibTrees;
import org.json.simple.JSONArray;
import org.json.simple.JSONObject;
import org.json.simple.parser.JSONParser;
import org.json.simple.parser.ParseException;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * json-simple has no binding to classes: it parses into its own tree ({@code JSONObject} is a
 * {@code HashMap}, {@code JSONArray} an {@code ArrayList}, decimals {@code Double}) and writes one. Characters
 * only: a {@code Reader}/{@code Writer} over the bytes. A parser per document ({@code JSONParser} keeps state),
 * as {@code JSONValue.parse} does. The written tree is made at setup from the model (floats as {@code Float}).
 */
public final class JsonSimpleTreeCodec implements Codec<Object> {
    private final Class<?> model;

    /** {@code model}: the model class the trees stand for. */
    public JsonSimpleTreeCodec(Class<?> model) {
        this.model = model;
    }

    @Override
    public Object read(byte[] json) throws IOException {
        try {
            return new JSONParser().parse(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8));
        } catch (ParseException e) {
            throw new IOException(e);
        }
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        // buffered, as OutputStreamWriter's javadoc advises: one encoder call per 8K chars, not per token
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        ((JSONObject) value).writeJSONString(writer);
        writer.flush();
    }

    @Override
    public Object fromModel(Object pojo) {
        return tree(LibTrees.plain(pojo));
    }

    /** Plain maps and lists as json-simple's own types. */
    @SuppressWarnings("unchecked")
    private static Object tree(Object plain) {
        if (plain instanceof Map) {
            JSONObject o = new JSONObject();
            ((Map<String, Object>) plain).forEach((k, v) -> o.put(k, tree(v)));
            return o;
        }
        if (plain instanceof List) {
            JSONArray a = new JSONArray();
            for (Object v : (List<Object>) plain) {
                a.add(tree(v));
            }
            return a;
        }
        return plain;
    }

    @Override
    public Object toModel(Object read) {
        return LibTrees.model(model, read);
    }
}
