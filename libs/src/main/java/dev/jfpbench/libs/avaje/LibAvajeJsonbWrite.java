package dev.jfpbench.libs.avaje;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** avaje-jsonb, generated adapters: {@link LibWriteBase}. */
public class LibAvajeJsonbWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "avaje-jsonb";
    }

    @Override
    protected LibCodec codec() {
        return new AvajeJsonbCodec();
    }
}
