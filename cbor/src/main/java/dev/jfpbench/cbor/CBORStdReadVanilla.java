package dev.jfpbench.cbor;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.format.JacksonFormat;

/** {@link StdReadVanillaBase} in CBOR. Fast/Default should be about 1.0 here: CBOR stores binary doubles. */
public class CBORStdReadVanilla extends StdReadVanillaBase {
    @Override
    protected JacksonFormat format() {
        return CborFormat.INSTANCE;
    }
}
