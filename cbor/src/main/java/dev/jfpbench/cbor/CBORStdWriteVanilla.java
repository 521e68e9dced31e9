package dev.jfpbench.cbor;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.format.JacksonFormat;

/** {@link StdWriteVanillaBase} in CBOR. Fast/Default should be about 1.0 here: CBOR writes binary doubles. */
public class CBORStdWriteVanilla extends StdWriteVanillaBase {
    @Override
    protected JacksonFormat format() {
        return CborFormat.INSTANCE;
    }
}
