package dev.jfpbench.libs.orgjson;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.lib.LibTrees;
import org.json.JSONObject;
import org.json.JSONTokener;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * org.json (JSON-java) has no binding to classes: it parses into its own {@code JSONObject} tree (decimals
 * as {@code BigDecimal}) and writes one. The written tree is made at setup from the model (floats as
 * {@code Float}); a read tree is checked through its own {@code toMap()}, each number taken by
 * {@code doubleValue()}/{@code floatValue()} as its {@code getDouble}/{@code getFloat} do.
 */
public final class OrgJsonTreeCodec implements Codec<Object> {
    private final Class<?> model;

    /** {@code model}: the model class the trees stand for. */
    public OrgJsonTreeCodec(Class<?> model) {
        this.model = model;
    }

    @Override
    public Object read(byte[] json) {
        return new JSONObject(new JSONTokener(new ByteArrayInputStream(json)));
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
        return new JSONObject((Map<?, ?>) LibTrees.plain(pojo));
    }

    @Override
    public Object toModel(Object read) {
        return LibTrees.model(model, ((JSONObject) read).toMap());
    }
}
