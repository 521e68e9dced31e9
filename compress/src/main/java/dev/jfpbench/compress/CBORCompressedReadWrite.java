package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.cbor.CborFormat;

/** {@link CompressedReadWriteBase} in CBOR. */
public class CBORCompressedReadWrite extends CompressedReadWriteBase {
    @Override
    protected DataFormat format() {
        return CborFormat.INSTANCE;
    }
}
