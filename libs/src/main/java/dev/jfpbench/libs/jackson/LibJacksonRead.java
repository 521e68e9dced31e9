package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson databind, the reference library: {@link LibReadFpBase}. */
public class LibJacksonRead extends LibReadFpBase {
    @Override
    protected String library() {
        return "Jackson databind";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return JacksonDatabindCodec.plain(fp);
    }
}
