package dev.jfpbench.libs.jackson;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.mapper.FpConfig;

/**
 * Jackson's tree model: bytes to {@code JsonNode} and back, no POJO. The written tree is made from the model
 * ({@code valueToTree}: floats stay {@code FloatNode}s); a read tree holds {@code DoubleNode}s, and is checked
 * as a user would bind it ({@code treeToValue}).
 */
public final class JacksonTreeCodec implements LibCodec {
    private final ObjectMapper mapper;

    public JacksonTreeCodec(FpConfig fp) {
        this.mapper = JacksonFactories.mapper(fp).build();
    }

    @Override
    public Reader reader(LibDataset dataset) {
        ObjectReader reader = mapper.readerFor(JsonNode.class);
        return json -> reader.readTree(json);
    }

    @Override
    public Writer writer(LibDataset dataset) {
        ObjectWriter writer = mapper.writerFor(JsonNode.class);
        return (value, out) -> writer.writeValue(out, value);
    }

    @Override
    public Object fromModel(LibDataset dataset, Object model) {
        return mapper.valueToTree(model);
    }

    @Override
    public Object toModel(LibDataset dataset, Object read) throws Exception {
        return References.MAPPER.treeToValue((JsonNode) read, dataset.type());
    }
}
