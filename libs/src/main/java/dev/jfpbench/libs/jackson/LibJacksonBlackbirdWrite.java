package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson databind with the Blackbird module: {@link LibWriteFpBase}. */
public class LibJacksonBlackbirdWrite extends LibWriteFpBase {
    @Override
    protected String library() {
        return "Jackson Blackbird";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return JacksonDatabindCodec.blackbird(fp);
    }
}
