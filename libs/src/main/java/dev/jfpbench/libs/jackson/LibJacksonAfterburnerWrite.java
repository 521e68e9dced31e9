package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson databind with the Afterburner module: {@link LibWriteFpBase}. */
public class LibJacksonAfterburnerWrite extends LibWriteFpBase {
    @Override
    protected String library() {
        return "Jackson Afterburner";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return JacksonDatabindCodec.afterburner(fp);
    }
}
