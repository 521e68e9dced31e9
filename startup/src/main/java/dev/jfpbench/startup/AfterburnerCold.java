package dev.jfpbench.startup;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import dev.jfpbench.core.codec.FpConfig;

/** Jackson databind with Afterburner (bytecode-generated accessors), fast floating point off. */
public final class AfterburnerCold extends JacksonCold {
    public AfterburnerCold() {
        super(FpConfig.DEFAULT);
    }

    @Override
    protected void addModules(JsonMapper.Builder builder) {
        builder.addModule(new AfterburnerModule());
    }
}
