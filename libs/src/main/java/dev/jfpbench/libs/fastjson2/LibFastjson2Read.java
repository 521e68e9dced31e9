package dev.jfpbench.libs.fastjson2;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** fastjson2, default features: {@link LibReadBase}. */
public class LibFastjson2Read extends LibReadBase {
    @Override
    protected String library() {
        return "fastjson2";
    }

    @Override
    protected LibCodec codec() {
        return new Fastjson2Codec();
    }
}
