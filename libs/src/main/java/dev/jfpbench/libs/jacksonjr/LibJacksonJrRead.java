package dev.jfpbench.libs.jacksonjr;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** jackson-jr: {@link LibReadFpBase}. */
public class LibJacksonJrRead extends LibReadFpBase {
    @Override
    protected String library() {
        return "jackson-jr";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return new JacksonJrCodec(fp);
    }
}
