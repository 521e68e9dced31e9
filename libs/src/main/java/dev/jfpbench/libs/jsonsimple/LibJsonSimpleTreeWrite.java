package dev.jfpbench.libs.jsonsimple;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** json-simple, parsing into and writing its own tree (it cannot bind to classes): {@link LibWriteBase}. */
public class LibJsonSimpleTreeWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "json-simple (tree)";
    }

    @Override
    protected LibCodec codec() {
        return new JsonSimpleTreeCodec();
    }
}
