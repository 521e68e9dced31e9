package dev.jfpbench.json;

import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.format.Jackson2Format;

/** {@link PayloadReadWriteBase} in JSON. */
public class JsonPayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
