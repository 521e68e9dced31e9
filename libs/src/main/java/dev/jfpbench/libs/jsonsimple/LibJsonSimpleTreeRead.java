package dev.jfpbench.libs.jsonsimple;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** json-simple, parsing into and writing its own tree (it cannot bind to classes): {@link LibReadBase}. */
public class LibJsonSimpleTreeRead extends LibReadBase {
    @Override
    protected String library() {
        return "json-simple (tree)";
    }

    @Override
    protected LibCodec codec() {
        return new JsonSimpleTreeCodec();
    }
}
