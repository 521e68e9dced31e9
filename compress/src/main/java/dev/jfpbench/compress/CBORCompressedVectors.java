package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.cbor.CborFormat;

/** {@link CompressedVectorsBase} in CBOR. */
public class CBORCompressedVectors extends CompressedVectorsBase {
    @Override
    protected DataFormat format() {
        return CborFormat.INSTANCE;
    }
}
