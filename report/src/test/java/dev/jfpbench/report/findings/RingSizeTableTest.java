package dev.jfpbench.report.findings;

import dev.jfpbench.report.stats.RatioInterval;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The ring check pairs neighbouring runs one of each ring, in either order, and reads an interval against its bound to the edge. */
class RingSizeTableTest {
    @Test
    void neighbouringRunsPairOneOfEachRingInEitherOrder() {
        List<String[]> pairs = RingSizeTable.pairs(List.of("d/1-ring2.json", "d/2-ring6.json", "d/3-ring6.json", "d/4-ring2.json"), "-ring6.json");
        assertThat(pairs).hasSize(2);
        assertThat(pairs.get(0)).containsExactly("d/1-ring2.json", "d/2-ring6.json");
        assertThat(pairs.get(1)).containsExactly("d/4-ring2.json", "d/3-ring6.json");
    }

    @Test
    void twoRunsOfOneRingOrAHalfPairAreRefused() {
        assertThatThrownBy(() -> RingSizeTable.pairs(List.of("d/1-ring2.json", "d/2-ring2.json"), "-ring6.json")).hasMessageContaining("not one ring of each");
        assertThatThrownBy(() -> RingSizeTable.pairs(List.of("d/1-ring2.json", "d/2-ring6.json", "d/3-ring2.json"), "-ring6.json"))
                .hasMessageContaining("not whole pairs");
        assertThatThrownBy(() -> RingSizeTable.pairs(List.of(), "-ring6.json")).hasMessageContaining("not whole pairs");
    }

    @Test
    void theFormatCheckPairsItsRingOfFourAndReadsAgainstHalfItsTarget() {
        assertThat(RingSizeTable.pairs(List.of("d/1-ring4.json", "d/2-ring2.json"), RingSizeTable.Check.FORMAT.suffix()).get(0))
                .containsExactly("d/2-ring2.json", "d/1-ring4.json");
        assertThatThrownBy(() -> RingSizeTable.pairs(List.of("d/1-ring6.json", "d/2-ring2.json"), RingSizeTable.Check.FORMAT.suffix()))
                .hasMessageContaining("not one ring of each");
        assertThat(RingSizeTable.reading(ci(0.986, 1.014), 0.015)).startsWith("no effect beyond ±1.5%");
        assertThat(RingSizeTable.reading(ci(0.984, 1.014), 0.015)).startsWith("open");
    }

    @Test
    void eachCheckSelectsExactlyItsRingsMembers() {
        java.util.function.BiPredicate<String, String> runs = (regex, name) -> java.util.regex.Pattern.compile(regex).matcher("dev.jfpbench.x." + name).find();
        RingSizeTable.Check pair = RingSizeTable.Check.named("pair");
        assertThat(pair.size()).isEqualTo(6);
        assertThat(runs.test(pair.regexTwo(), "JsonStdReadVanilla.readCurrencyPojoFast")).isTrue();
        assertThat(runs.test(pair.regexTwo(), "JsonStdReadVanilla.readCurrencyPojoDefault")).isTrue();
        assertThat(runs.test(pair.regexTwo(), "SmileStdReadVanilla.readCurrencyPojoFast")).isFalse();
        assertThat(runs.test(pair.regexTwo(), "JsonStdReadVanilla.readCurrencyBigDecPojoFast")).isFalse();
        assertThat(runs.test(pair.regexTwo(), "JsonStdReadVanilla.readCurrencyPojoFastX")).isFalse();
        assertThat(runs.test(pair.regexTwo(), "XJsonStdReadVanilla.readCurrencyPojoFast")).isFalse();
        for (String m : List.of("Json", "Smile", "CBOR")) {
            assertThat(runs.test(pair.regexRing(), m + "StdReadVanilla.readCurrencyPojoFast")).isTrue();
            assertThat(runs.test(pair.regexRing(), m + "StdReadVanilla.readCurrencyPojoDefault")).isTrue();
        }
        assertThat(runs.test(pair.regexRing(), "JsonStdWriteVanilla.writeCurrencyPojoFast")).isFalse();
        RingSizeTable.Check format = RingSizeTable.Check.named("format");
        assertThat(format.size()).isEqualTo(4);
        assertThat(format.params()).containsExactly("-p", "compression=none");
        assertThat(runs.test(format.regexRing(), "KryoReadWrite.readCurrency")).isTrue();
        assertThat(runs.test(format.regexTwo(), "KryoReadWrite.readCurrency")).isFalse();
        assertThat(runs.test(format.regexRing(), "ProtobufReadWrite.readCurrency")).isFalse();
        assertThatThrownBy(() -> RingSizeTable.Check.named("ring")).hasMessageContaining("[pair, format]");
    }

    private static RatioInterval ci(double low, double high) {
        return new RatioInterval(Math.sqrt(low * high), low, high, 20, 0.95, 19);
    }

    @Test
    void anIntervalJustWithinTheBoundIsNoEffectAndOneJustBeyondIsOpen() {
        assertThat(RingSizeTable.reading(ci(0.9905, 1.0095), 0.01)).startsWith("no effect beyond ±1%");
        assertThat(RingSizeTable.reading(ci(0.9895, 1.0095), 0.01)).startsWith("open");
        assertThat(RingSizeTable.reading(ci(0.9905, 1.0105), 0.01)).startsWith("open");
    }

    @Test
    void anIntervalThatExcludesOneMovesTheRatioEvenWithinTheBoundNot() {
        assertThat(RingSizeTable.reading(ci(1.0005, 1.03), 0.01)).startsWith("the ring's size moves");
        assertThat(RingSizeTable.reading(ci(0.97, 0.9995), 0.01)).startsWith("the ring's size moves");
        assertThat(RingSizeTable.reading(ci(0.9995, 1.03), 0.01)).startsWith("open");
    }
}
