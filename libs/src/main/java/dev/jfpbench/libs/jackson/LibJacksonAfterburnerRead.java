package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson databind with the Afterburner module: {@link LibReadFpBase}. */
public class LibJacksonAfterburnerRead extends LibReadFpBase {
    @Override
    protected String library() {
        return "Jackson Afterburner";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return JacksonDatabindCodec.afterburner(fp);
    }
}
