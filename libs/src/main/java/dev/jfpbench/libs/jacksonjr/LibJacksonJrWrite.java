package dev.jfpbench.libs.jacksonjr;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** jackson-jr: {@link LibWriteFpBase}. */
public class LibJacksonJrWrite extends LibWriteFpBase {
    @Override
    protected String library() {
        return "jackson-jr";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return new JacksonJrCodec(fp);
    }
}
