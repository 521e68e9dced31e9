package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.json.JsonFormat;

/** {@link CompressedReadWriteBase} in JSON. */
public class JsonCompressedReadWrite extends CompressedReadWriteBase {
    @Override
    protected DataFormat format() {
        return JsonFormat.INSTANCE;
    }
}
