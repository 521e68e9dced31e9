package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson's streaming API, mapped by hand (the manual baseline): {@link LibWriteFpBase}. */
public class LibJacksonStreamingWrite extends LibWriteFpBase {
    @Override
    protected String library() {
        return "Jackson streaming";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return new JacksonStreamingCodec(fp);
    }
}
