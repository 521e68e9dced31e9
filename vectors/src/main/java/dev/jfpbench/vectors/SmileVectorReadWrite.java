package dev.jfpbench.vectors;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.format.Storage;
import dev.jfpbench.smile.SmileFormat;

/** {@link VectorReadWriteBase} in Smile: floats stored as binary, so fast and default should be alike. */
public class SmileVectorReadWrite extends VectorReadWriteBase {
    @Override
    protected JacksonFormat format() {
        return SmileFormat.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.FLOAT32;
    }
}
