package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.smile.SmileFormat;

/** {@link CompressedVectorsBase} in Smile. */
public class SmileCompressedVectors extends CompressedVectorsBase {
    @Override
    protected DataFormat format() {
        return SmileFormat.INSTANCE;
    }
}
