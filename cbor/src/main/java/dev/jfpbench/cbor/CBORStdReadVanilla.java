package dev.jfpbench.cbor;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link StdReadVanillaBase} in CBOR. */
public class CBORStdReadVanilla extends StdReadVanillaBase {
    @Override
    protected DataFormat format() {
        return CborFormat.INSTANCE;
    }
}
