package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.StdReadVanillaBase;

/** {@link StdReadVanillaBase} in CBOR, through Jackson 3. */
public class CBOR3Read extends StdReadVanillaBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.CBOR;
    }
}
