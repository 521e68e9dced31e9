package dev.jfpbench.smile;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link StdReadVanillaBase} in Smile. */
public class SmileStdReadVanilla extends StdReadVanillaBase {
    @Override
    protected DataFormat format() {
        return SmileFormat.INSTANCE;
    }
}
