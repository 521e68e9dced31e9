package dev.jfpbench.cbor;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link StdWriteVanillaBase} in CBOR. */
public class CBORStdWriteVanilla extends StdWriteVanillaBase {
    @Override
    protected DataFormat format() {
        return CborFormat.INSTANCE;
    }
}
