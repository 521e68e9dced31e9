package dev.jfpbench.smile;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.format.JacksonFormat;

/** {@link StdWriteVanillaBase} in Smile. Fast/Default should be about 1.0 here: Smile writes binary doubles. */
public class SmileStdWriteVanilla extends StdWriteVanillaBase {
    @Override
    protected JacksonFormat format() {
        return SmileFormat.INSTANCE;
    }
}
