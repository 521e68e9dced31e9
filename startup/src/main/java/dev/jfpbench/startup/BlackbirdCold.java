package dev.jfpbench.startup;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.jfpbench.core.codec.FpConfig;

/** Jackson databind with Blackbird (LambdaMetafactory accessors), fast floating point off. */
public final class BlackbirdCold extends JacksonCold {
    public BlackbirdCold() {
        super(FpConfig.DEFAULT);
    }

    @Override
    protected void addModules(JsonMapper.Builder builder) {
        builder.addModule(new BlackbirdModule());
    }
}
