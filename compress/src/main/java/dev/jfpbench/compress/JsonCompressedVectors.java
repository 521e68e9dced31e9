package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.json.JsonFormat;

/** {@link CompressedVectorsBase} in JSON. */
public class JsonCompressedVectors extends CompressedVectorsBase {
    @Override
    protected DataFormat format() {
        return JsonFormat.INSTANCE;
    }
}
