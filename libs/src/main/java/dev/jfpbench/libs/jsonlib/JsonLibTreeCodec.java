package dev.jfpbench.libs.jsonlib;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.lib.LibTrees;
import net.sf.json.JSONArray;
import net.sf.json.JSONNull;
import net.sf.json.JSONObject;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Json-lib through its own tree ({@code JSONObject} is a {@code Map}, {@code JSONArray} a {@code List}). Its bean
 * binding goes through getters and setters (commons-beanutils, ezmorph), not the public fields of our model, so it
 * is measured parsing into and writing its tree. It parses a {@code String} only: the bytes are decoded first,
 * and a {@code Writer} encodes what it writes. Its number parsing is lossy: a decimal is read by commons-lang's
 * {@code NumberUtils.createNumber}, which takes a {@code Float} when the value fits one, and Json-lib then widens that
 * to a {@code Double} through the float's text, so a double with more than about 7 significant digits comes back
 * with 8 or 9 ({@code 0.12345678901234566} reads as {@code 0.12345679}). Floats come through exact. The written tree
 * is made at setup from the model by {@code JSONObject.fromObject} (which turns a {@code Float} into the
 * {@code Double} of its text); a read tree is checked as plain maps and lists (its {@code JSONNull} as null), each
 * number taken by {@code doubleValue()}/{@code floatValue()}.
 */
public final class JsonLibTreeCodec implements Codec<Object> {
    private final Class<?> model;

    /** {@code model}: the model class the trees stand for. */
    public JsonLibTreeCodec(Class<?> model) {
        this.model = model;
    }

    @Override
    public Object read(byte[] json) {
        return JSONObject.fromObject(new String(json, StandardCharsets.UTF_8));
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        // buffered, as OutputStreamWriter's javadoc advises: one encoder call per 8K chars, not per token
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        ((JSONObject) value).write(writer);
        writer.flush();
    }

    @Override
    public Object fromModel(Object pojo) {
        return JSONObject.fromObject((Map<?, ?>) LibTrees.plain(pojo));
    }

    @Override
    public Object toModel(Object read) {
        return LibTrees.model(model, plain(read));
    }

    /** The tree as plain maps and lists, {@code JSONNull} as null: verification only. */
    private static Object plain(Object tree) {
        if (tree instanceof JSONObject) {
            Map<Object, Object> map = new LinkedHashMap<>();
            ((JSONObject) tree).forEach((k, v) -> map.put(k, plain(v)));
            return map;
        }
        if (tree instanceof JSONArray) {
            List<Object> list = new ArrayList<>();
            for (Object v : (JSONArray) tree) {
                list.add(plain(v));
            }
            return list;
        }
        return tree instanceof JSONNull ? null : tree;
    }
}
