package dev.jfpbench.json;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link StdWriteVanillaBase} in JSON. */
public class JsonStdWriteVanilla extends StdWriteVanillaBase {
    @Override
    protected DataFormat format() {
        return JsonFormat.INSTANCE;
    }
}
