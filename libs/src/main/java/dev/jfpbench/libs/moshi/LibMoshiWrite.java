package dev.jfpbench.libs.moshi;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** Moshi, reflective adapters: {@link LibWriteBase}. */
public class LibMoshiWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "Moshi";
    }

    @Override
    protected LibCodec codec() {
        return new MoshiCodec();
    }
}
