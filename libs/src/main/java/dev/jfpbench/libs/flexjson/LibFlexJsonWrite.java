package dev.jfpbench.libs.flexjson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** FlexJson, bound to the POJOs: {@link LibWriteBase}. */
public class LibFlexJsonWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "FlexJson";
    }

    @Override
    protected LibCodec codec() {
        return new FlexJsonCodec();
    }
}
