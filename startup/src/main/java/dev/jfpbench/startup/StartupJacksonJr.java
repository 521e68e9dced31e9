package dev.jfpbench.startup;

/** {@link StartupBase}: jackson-jr (jr-objects), fast floating point off. */
public class StartupJacksonJr extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new JrCold();
    }

    @Override
    protected String configuration() {
        return "jackson-jr, fp default";
    }
}
