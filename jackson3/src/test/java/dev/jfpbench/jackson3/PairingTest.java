package dev.jfpbench.jackson3;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PairingTest {

    @Test
    void everyJackson3BenchmarkHasATwinWithTheSameMethodName() {
        List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks("dev.jfpbench.jackson3.");
        assertThat(cases).hasSize(3 * 5 + 3 * 3 + 3 * 6);
        for (BenchmarkVerifier.Case c : cases) {
            String name = c.className + "." + c.method;
            assertThat(Pairing.jackson2Twin(name)).as(name).isPresent().get().asString().endsWith("." + c.method);
            assertThat(Pairing.jackson3Twin(Pairing.jackson2Twin(name).get())).as(name).contains(name);
        }
    }

    @Test
    void pairsByRuleBothWays() {
        assertThat(Pairing.jackson2Twin("dev.jfpbench.jackson3.Json3Read.readCurrencyPojoFast"))
                .contains("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast");
        assertThat(Pairing.jackson2Twin("CBOR3Write.writePojoMediaItem")).contains("dev.jfpbench.cbor.CBORStdWriteVanilla.writePojoMediaItem");
        assertThat(Pairing.jackson2Twin("Json3VectorReadWrite.fastFPRead")).contains("dev.jfpbench.vectors.VectorHeavyReadWrite.fastFPRead");
        assertThat(Pairing.jackson3Twin("dev.jfpbench.vectors.SmileVectorReadWrite.defaultWriteAndRead"))
                .contains("dev.jfpbench.jackson3.Smile3VectorReadWrite.defaultWriteAndRead");
        assertThat(Pairing.jackson3Twin("SmileStdReadVanilla.readPojoMediaItem")).contains("dev.jfpbench.jackson3.Smile3Read.readPojoMediaItem");
    }

    @Test
    void otherNamesHaveNoTwin() {
        assertThat(Pairing.jackson2Twin("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast")).isEmpty();
        assertThat(Pairing.jackson2Twin("dev.jfpbench.other.Json3Read.readCurrencyPojoFast")).isEmpty();
        assertThat(Pairing.jackson3Twin("dev.jfpbench.json.JsonPayloadReadWrite.readTreeFast")).isEmpty();
        assertThat(Pairing.jackson3Twin("dev.jfpbench.other.JsonStdReadVanilla.readCurrencyPojoFast")).isEmpty();
        assertThat(Pairing.jackson2Twin("Json3Read")).isEmpty();
        assertThat(Pairing.jackson2Twin("")).isEmpty();
    }
}
