package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.smile.SmileFormat;

/** {@link CompressedReadWriteBase} in Smile. */
public class SmileCompressedReadWrite extends CompressedReadWriteBase {
    @Override
    protected DataFormat format() {
        return SmileFormat.INSTANCE;
    }
}
