package dev.jfpbench.smile;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.format.JacksonFormat;

/** {@link StdReadVanillaBase} in Smile. Fast/Default should be about 1.0 here: Smile stores binary doubles. */
public class SmileStdReadVanilla extends StdReadVanillaBase {
    @Override
    protected JacksonFormat format() {
        return SmileFormat.INSTANCE;
    }
}
