package dev.jfpbench.startup;

/** {@link StartupBase}: Jackson databind with Afterburner. */
public class StartupAfterburner extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new AfterburnerCold();
    }

    @Override
    protected String configuration() {
        return "Jackson databind, fp default, modules [AfterburnerModule]";
    }
}
