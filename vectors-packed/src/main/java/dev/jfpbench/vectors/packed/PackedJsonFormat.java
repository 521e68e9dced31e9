package dev.jfpbench.vectors.packed;

import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.model.VectorDocs;

/** JSON with every {@code float[]} embedding packed as Base64 ({@link PackedEmbedding}). */
public final class PackedJsonFormat implements DataFormat {
    public static final PackedJsonFormat INSTANCE = new PackedJsonFormat();

    private PackedJsonFormat() {
    }

    @Override
    public String name() {
        return "JSON packed Base64";
    }

    @Override
    public MapperBuilder<?, ?> newMapperBuilder() {
        return JsonMapper.builder().addMixIn(VectorDocs.Row.class, PackedEmbedding.class);
    }
}
