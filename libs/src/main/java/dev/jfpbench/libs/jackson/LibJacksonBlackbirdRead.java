package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson databind with the Blackbird module: {@link LibReadFpBase}. */
public class LibJacksonBlackbirdRead extends LibReadFpBase {
    @Override
    protected String library() {
        return "Jackson Blackbird";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return JacksonDatabindCodec.blackbird(fp);
    }
}
