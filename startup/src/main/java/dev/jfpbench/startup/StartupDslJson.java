package dev.jfpbench.startup;

/** {@link StartupBase}: DSL-JSON, compiled converters, exact double precision (as LibDslJsonRead/Write). */
public class StartupDslJson extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new DslJsonCold();
    }

    @Override
    protected String configuration() {
        return "DSL-JSON, precision EXACT, compiled converters [Currency, MediaItem, VectorDocs]";
    }
}
