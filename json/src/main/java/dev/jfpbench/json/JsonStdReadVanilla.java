package dev.jfpbench.json;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.mapper.DataFormat;

/** {@link StdReadVanillaBase} in JSON. */
public class JsonStdReadVanilla extends StdReadVanillaBase {
    @Override
    protected DataFormat format() {
        return JsonFormat.INSTANCE;
    }
}
