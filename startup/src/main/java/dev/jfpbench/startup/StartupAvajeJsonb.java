package dev.jfpbench.startup;

/** {@link StartupBase}: avaje-jsonb, generated adapters (as LibAvajeJsonbRead/Write). */
public class StartupAvajeJsonb extends StartupBase {
    @Override
    protected ColdMapper newMapper() {
        return new AvajeJsonbCold();
    }

    @Override
    protected String configuration() {
        return "avaje-jsonb, adapters [CurrencyJsonAdapter, MediaItemJsonAdapter, VectorDocsJsonAdapter]";
    }
}
