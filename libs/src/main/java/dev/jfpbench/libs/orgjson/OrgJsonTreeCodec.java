package dev.jfpbench.libs.orgjson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.lib.LibTrees;
import org.json.JSONObject;
import org.json.JSONTokener;

import java.io.ByteArrayInputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * org.json (JSON-java) has no binding to classes: it parses into its own {@code JSONObject} tree (decimals
 * as {@code BigDecimal}) and writes one. The written tree is made at setup from the model (floats as
 * {@code Float}); a read tree is checked through its own {@code toMap()}, each number taken by
 * {@code doubleValue()}/{@code floatValue()} as its {@code getDouble}/{@code getFloat} do.
 */
public final class OrgJsonTreeCodec implements LibCodec {

    @Override
    public Reader reader(LibDataset dataset) {
        return json -> new JSONObject(new JSONTokener(new ByteArrayInputStream(json)));
    }

    @Override
    public Writer writer(LibDataset dataset) {
        return (value, out) -> {
            OutputStreamWriter writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            ((JSONObject) value).write(writer);
            writer.flush();
        };
    }

    @Override
    public Object fromModel(LibDataset dataset, Object model) {
        return new JSONObject((Map<?, ?>) LibTrees.plain(model));
    }

    @Override
    public Object toModel(LibDataset dataset, Object read) {
        return LibTrees.model(dataset, ((JSONObject) read).toMap());
    }
}
