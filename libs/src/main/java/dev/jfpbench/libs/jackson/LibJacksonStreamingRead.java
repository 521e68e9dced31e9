package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson's streaming API, mapped by hand (the manual baseline): {@link LibReadFpBase}. */
public class LibJacksonStreamingRead extends LibReadFpBase {
    @Override
    protected String library() {
        return "Jackson streaming";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return new JacksonStreamingCodec(fp);
    }
}
