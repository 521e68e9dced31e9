package dev.jfpbench.report;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The 2 vs 3 name rule (that every Jackson 3 benchmark in the jar has its twin is tested in module jackson3). */
class Jackson3TwinsTest {

    @Test
    void pairsByRuleBothWays() {
        assertThat(Jackson3Twins.jackson2Twin("dev.jfpbench.jackson3.Json3Read.readCurrencyPojoFast"))
                .contains("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast");
        assertThat(Jackson3Twins.jackson2Twin("CBOR3Write.writePojoMediaItem")).contains("dev.jfpbench.cbor.CBORStdWriteVanilla.writePojoMediaItem");
        assertThat(Jackson3Twins.jackson2Twin("Json3VectorReadWrite.fastFPRead")).contains("dev.jfpbench.vectors.VectorHeavyReadWrite.fastFPRead");
        assertThat(Jackson3Twins.jackson3Twin("dev.jfpbench.vectors.SmileVectorReadWrite.defaultWriteAndRead"))
                .contains("dev.jfpbench.jackson3.Smile3VectorReadWrite.defaultWriteAndRead");
        assertThat(Jackson3Twins.jackson3Twin("SmileStdReadVanilla.readPojoMediaItem")).contains("dev.jfpbench.jackson3.Smile3Read.readPojoMediaItem");
    }

    @Test
    void otherNamesHaveNoTwin() {
        assertThat(Jackson3Twins.jackson2Twin("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast")).isEmpty();
        assertThat(Jackson3Twins.jackson2Twin("dev.jfpbench.other.Json3Read.readCurrencyPojoFast")).isEmpty();
        assertThat(Jackson3Twins.jackson3Twin("dev.jfpbench.json.JsonPayloadReadWrite.readTreeFast")).isEmpty();
        assertThat(Jackson3Twins.jackson3Twin("dev.jfpbench.other.JsonStdReadVanilla.readCurrencyPojoFast")).isEmpty();
        assertThat(Jackson3Twins.jackson2Twin("Json3Read")).isEmpty();
        assertThat(Jackson3Twins.jackson2Twin("")).isEmpty();
    }
}
