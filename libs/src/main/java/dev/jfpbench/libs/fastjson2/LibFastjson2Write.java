package dev.jfpbench.libs.fastjson2;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** fastjson2, default features: {@link LibWriteBase}. */
public class LibFastjson2Write extends LibWriteBase {
    @Override
    protected String library() {
        return "fastjson2";
    }

    @Override
    protected LibCodec codec() {
        return new Fastjson2Codec();
    }
}
