package dev.jfpbench.json;

import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link PayloadReadWriteBase} in JSON. */
public class JsonPayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected DataFormat format() {
        return JsonFormat.INSTANCE;
    }
}
