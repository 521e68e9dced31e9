package dev.jfpbench.vectors.packed;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.format.Storage;

/**
 * {@link VectorReadWriteBase} with the vectors as packed Base64 inside JSON: no decimal text at all, so
 * fast and default should be alike, and the distance to {@code VectorHeavyReadWrite} is what text costs.
 */
public class VectorPackedReadWrite extends VectorReadWriteBase {
    @Override
    protected JacksonFormat format() {
        return PackedJsonFormat.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.BASE64;
    }
}
