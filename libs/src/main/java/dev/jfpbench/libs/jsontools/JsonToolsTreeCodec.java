package dev.jfpbench.libs.jsontools;

import com.sdicons.json.mapper.JSONMapper;
import com.sdicons.json.mapper.MapperException;
import com.sdicons.json.model.JSONValue;
import com.sdicons.json.parser.JSONParser;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.lib.LibTrees;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/**
 * Json-tools (jsontools-core) through its own tree ({@code JSONValue}: {@code JSONObject}, {@code JSONArray},
 * decimals as {@code JSONDecimal} holding a {@code BigDecimal}). Its mapper binds bean properties, not the public
 * fields of our model, so it is measured parsing into and rendering its tree. Characters only: a {@code Reader} over
 * the bytes, and {@code render(false)} makes a {@code String} that a {@code Writer} encodes. A parser per document
 * (an ANTLR 2 lexer and parser, which keep state). The written tree is made at setup from the model by the
 * library's own {@code JSONMapper.toJSON} (a {@code Float} becomes {@code new BigDecimal(f.toString())}); a read
 * tree is checked through its own {@code strip()} (plain maps, lists, {@code BigDecimal}s).
 */
public final class JsonToolsTreeCodec implements Codec<Object> {
    private final Class<?> model;

    /** {@code model}: the model class the trees stand for. */
    public JsonToolsTreeCodec(Class<?> model) {
        this.model = model;
    }

    @Override
    public Object read(byte[] json) throws IOException {
        try {
            return new JSONParser(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8)).nextValue();
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        OutputStreamWriter writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        writer.write(((JSONValue) value).render(false));
        writer.flush();
    }

    @Override
    public Object fromModel(Object pojo) {
        try {
            return JSONMapper.toJSON(LibTrees.plain(pojo));
        } catch (MapperException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Object toModel(Object read) {
        return LibTrees.model(model, ((JSONValue) read).strip());
    }
}
