package dev.jfpbench.startup;

import dev.jfpbench.core.codec.FpConfig;

/** {@link StartupBase}: Jackson databind, every fast floating-point feature off. */
public class StartupJacksonDefault extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new JacksonCold(FpConfig.DEFAULT);
    }

    @Override
    protected String configuration() {
        return "Jackson databind, fp default, modules []";
    }
}
