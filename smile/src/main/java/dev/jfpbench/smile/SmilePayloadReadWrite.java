package dev.jfpbench.smile;

import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link PayloadReadWriteBase} in Smile. */
public class SmilePayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected DataFormat format() {
        return SmileFormat.INSTANCE;
    }
}
