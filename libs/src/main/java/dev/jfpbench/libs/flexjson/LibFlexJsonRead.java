package dev.jfpbench.libs.flexjson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** FlexJson, bound to the POJOs: {@link LibReadBase}. */
public class LibFlexJsonRead extends LibReadBase {
    @Override
    protected String library() {
        return "FlexJson";
    }

    @Override
    protected LibCodec codec() {
        return new FlexJsonCodec();
    }
}
