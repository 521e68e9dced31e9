package dev.jfpbench.cbor;

import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link PayloadReadWriteBase} in CBOR. */
public class CBORPayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected DataFormat format() {
        return CborFormat.INSTANCE;
    }
}
