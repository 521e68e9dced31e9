package dev.jfpbench.vectors.packed;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.VectorDocs;

/** JSON with every {@code float[]} embedding packed as Base64 ({@link PackedEmbedding}): no decimal text for the floats. */
public final class PackedJsonFormat {
    public static final Jackson2Format INSTANCE = Jackson2Format.of("JSON packed Base64", false,
            () -> JsonMapper.builder().addMixIn(VectorDocs.Row.class, PackedEmbedding.class));

    private PackedJsonFormat() {
    }
}
