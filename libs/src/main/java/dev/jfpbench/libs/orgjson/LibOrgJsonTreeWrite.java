package dev.jfpbench.libs.orgjson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** org.json, parsing into and writing its own tree (it cannot bind to classes): {@link LibWriteBase}. */
public class LibOrgJsonTreeWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "org.json (tree)";
    }

    @Override
    protected LibCodec codec() {
        return new OrgJsonTreeCodec();
    }
}
