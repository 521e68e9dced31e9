package dev.jfpbench.startup;

import dev.jfpbench.core.codec.FpConfig;

/** {@link StartupBase}: Jackson databind with FastDoubleParser and Schubfach on. */
public class StartupJacksonFast extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new JacksonCold(FpConfig.FAST);
    }

    @Override
    protected String configuration() {
        return "Jackson databind, fp fast, modules []";
    }
}
