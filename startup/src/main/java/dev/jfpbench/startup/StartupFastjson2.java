package dev.jfpbench.startup;

/** {@link StartupBase}: fastjson2, default features (as LibFastjson2Read/Write). */
public class StartupFastjson2 extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new Fastjson2Cold();
    }

    @Override
    protected String configuration() {
        return "fastjson2, default providers, reader features [], writer features []";
    }
}
