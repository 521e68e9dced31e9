package dev.jfpbench.libs.jackson;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.json.JsonFormat;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Jackson's tree model: bytes to {@code JsonNode} and back, no POJO. The written tree is made from the model
 * ({@code valueToTree}: floats stay {@code FloatNode}s); a read tree holds {@code DoubleNode}s, and is checked
 * as a user would bind it ({@code treeToValue}).
 */
public final class JacksonTreeCodec implements Codec<JsonNode> {
    private final ObjectMapper mapper;
    private final ObjectReader reader;
    private final ObjectWriter writer;
    private final Class<?> model;

    /** {@code model}: the model class the trees stand for. */
    public JacksonTreeCodec(Class<?> model, FpConfig fp) {
        this.mapper = JsonFormat.INSTANCE.mapper(fp);
        this.reader = mapper.readerFor(JsonNode.class);
        this.writer = mapper.writerFor(JsonNode.class);
        this.model = model;
    }

    @Override
    public JsonNode read(byte[] json) throws IOException {
        return reader.readTree(json);
    }

    @Override
    public void write(JsonNode value, OutputStream out) throws IOException {
        writer.writeValue(out, value);
    }

    @Override
    public JsonNode fromModel(Object pojo) {
        return mapper.valueToTree(pojo);
    }

    @Override
    public Object toModel(JsonNode read) throws IOException {
        return References.MAPPER.treeToValue(read, model);
    }
}
