package dev.jfpbench.smile;

import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.format.Jackson2Format;

/** {@link PayloadReadWriteBase} in Smile. */
public class SmilePayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return SmileFormat.INSTANCE;
    }
}
