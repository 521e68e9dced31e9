package dev.jfpbench.vectors;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.format.Storage;

/** {@link VectorReadWriteBase} in CBOR: floats stored as binary, so fast and default should be alike. */
public class CBORVectorReadWrite extends VectorReadWriteBase {
    @Override
    protected JacksonFormat format() {
        return CborFormat.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.FLOAT32;
    }
}
