package dev.jfpbench.startup;

/** {@link StartupBase}: Jackson databind with Blackbird. */
public class StartupBlackbird extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new BlackbirdCold();
    }

    @Override
    protected String configuration() {
        return "Jackson databind, fp default, modules [BlackbirdModule]";
    }
}
