package dev.jfpbench.smile;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link StdWriteVanillaBase} in Smile. */
public class SmileStdWriteVanilla extends StdWriteVanillaBase {
    @Override
    protected DataFormat format() {
        return SmileFormat.INSTANCE;
    }
}
