package dev.jfpbench.libs.gson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** Gson, default settings: {@link LibReadBase}. */
public class LibGsonRead extends LibReadBase {
    @Override
    protected String library() {
        return "Gson";
    }

    @Override
    protected LibCodec codec() {
        return new GsonCodec();
    }
}
