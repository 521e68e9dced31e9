package dev.jfpbench.libs.flexjson;

import dev.jfpbench.core.codec.Codec;
import flexjson.JSONDeserializer;
import flexjson.JSONSerializer;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * FlexJson, binding to the POJOs (the root type named with {@code use(null, type)}). Characters only, like
 * Gson: a {@code Reader}/{@code Writer} over the bytes. Writes are deep (FlexJson's default is shallow: no
 * collections) and leave out the {@code "class"} property it adds by default.
 */
public final class FlexJsonCodec<T> implements Codec<T> {
    private final JSONDeserializer<T> deserializer;
    private final JSONSerializer serializer = new JSONSerializer().exclude("*.class");

    public FlexJsonCodec(Class<T> type) {
        this.deserializer = new JSONDeserializer<T>().use(null, type);
    }

    @Override
    public T read(byte[] json) {
        return deserializer.deserialize(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8));
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        // buffered, as OutputStreamWriter's javadoc advises: one encoder call per 8K chars, not per token
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        serializer.deepSerialize(value, writer);
        writer.flush();
    }
}
