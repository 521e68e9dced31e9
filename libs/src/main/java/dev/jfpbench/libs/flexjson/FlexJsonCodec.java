package dev.jfpbench.libs.flexjson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import flexjson.JSONDeserializer;
import flexjson.JSONSerializer;

import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/**
 * FlexJson, binding to the POJOs (the root type named with {@code use(null, type)}). Characters only, like
 * Gson: a {@code Reader}/{@code Writer} over the bytes. Writes are deep (FlexJson's default is shallow: no
 * collections) and leave out the {@code "class"} property it adds by default.
 */
public final class FlexJsonCodec implements LibCodec {

    @Override
    public Reader reader(LibDataset dataset) {
        JSONDeserializer<Object> deserializer = new JSONDeserializer<>().use(null, dataset.type());
        return json -> deserializer.deserialize(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8));
    }

    @Override
    public Writer writer(LibDataset dataset) {
        JSONSerializer serializer = new JSONSerializer().exclude("*.class");
        return (value, out) -> {
            OutputStreamWriter writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            serializer.deepSerialize(value, writer);
            writer.flush();
        };
    }
}
