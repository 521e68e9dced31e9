package dev.jfpbench.libs.dsljson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** DSL-JSON, compiled converters, exact double precision: {@link LibWriteBase}. */
public class LibDslJsonWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "DSL-JSON";
    }

    @Override
    protected LibCodec codec() {
        return DslJsonCodec.exact();
    }
}
