package dev.jfpbench.libs.jsonsimple;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.lib.LibTrees;
import org.json.simple.JSONArray;
import org.json.simple.JSONObject;
import org.json.simple.parser.JSONParser;

import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * json-simple has no binding to classes: it parses into its own tree ({@code JSONObject} is a
 * {@code HashMap}, {@code JSONArray} an {@code ArrayList}, decimals {@code Double}) and writes one. Characters
 * only: a {@code Reader}/{@code Writer} over the bytes. A parser per document ({@code JSONParser} keeps state),
 * as {@code JSONValue.parse} does. The written tree is made at setup from the model (floats as {@code Float}).
 */
public final class JsonSimpleTreeCodec implements LibCodec {

    @Override
    public Reader reader(LibDataset dataset) {
        return json -> new JSONParser().parse(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8));
    }

    @Override
    public Writer writer(LibDataset dataset) {
        return (value, out) -> {
            OutputStreamWriter writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            ((JSONObject) value).writeJSONString(writer);
            writer.flush();
        };
    }

    @Override
    public Object fromModel(LibDataset dataset, Object model) {
        return tree(LibTrees.plain(model));
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
    public Object toModel(LibDataset dataset, Object read) {
        return LibTrees.model(dataset, read);
    }
}
