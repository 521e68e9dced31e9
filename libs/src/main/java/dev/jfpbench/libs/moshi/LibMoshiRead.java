package dev.jfpbench.libs.moshi;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** Moshi, reflective adapters: {@link LibReadBase}. */
public class LibMoshiRead extends LibReadBase {
    @Override
    protected String library() {
        return "Moshi";
    }

    @Override
    protected LibCodec codec() {
        return new MoshiCodec();
    }
}
