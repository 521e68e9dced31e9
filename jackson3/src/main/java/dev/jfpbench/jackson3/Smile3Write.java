package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.StdWriteVanillaBase;

/** {@link StdWriteVanillaBase} in Smile, through Jackson 3. */
public class Smile3Write extends StdWriteVanillaBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.SMILE;
    }
}
