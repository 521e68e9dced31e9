package dev.jfpbench.libs.avaje;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** avaje-jsonb, generated adapters: {@link LibReadBase}. */
public class LibAvajeJsonbRead extends LibReadBase {
    @Override
    protected String library() {
        return "avaje-jsonb";
    }

    @Override
    protected LibCodec codec() {
        return new AvajeJsonbCodec();
    }
}
