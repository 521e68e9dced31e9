package dev.jfpbench.libs.orgjson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadBase;

/** org.json, parsing into and writing its own tree (it cannot bind to classes): {@link LibReadBase}. */
public class LibOrgJsonTreeRead extends LibReadBase {
    @Override
    protected String library() {
        return "org.json (tree)";
    }

    @Override
    protected LibCodec codec() {
        return new OrgJsonTreeCodec();
    }
}
