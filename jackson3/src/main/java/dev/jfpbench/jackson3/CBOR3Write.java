package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.StdWriteVanillaBase;

/** {@link StdWriteVanillaBase} in CBOR, through Jackson 3. */
public class CBOR3Write extends StdWriteVanillaBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.CBOR;
    }
}
