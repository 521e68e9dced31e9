package dev.jfpbench.libs.gson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** Gson, default settings: {@link LibWriteBase}. */
public class LibGsonWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "Gson";
    }

    @Override
    protected LibCodec codec() {
        return new GsonCodec();
    }
}
