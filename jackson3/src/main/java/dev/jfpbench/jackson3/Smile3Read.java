package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.StdReadVanillaBase;

/** {@link StdReadVanillaBase} in Smile, through Jackson 3. */
public class Smile3Read extends StdReadVanillaBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.SMILE;
    }
}
