package dev.jfpbench.libs.jackson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadFpBase;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson's tree model: bytes to and from {@code JsonNode}: {@link LibReadFpBase}. */
public class LibJacksonTreeRead extends LibReadFpBase {
    @Override
    protected String library() {
        return "Jackson tree";
    }

    @Override
    protected LibCodec codec(FpConfig fp) {
        return new JacksonTreeCodec(fp);
    }
}
