package dev.jfpbench.cbor;

import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.format.Jackson2Format;

/** {@link PayloadReadWriteBase} in CBOR. */
public class CBORPayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return CborFormat.INSTANCE;
    }
}
