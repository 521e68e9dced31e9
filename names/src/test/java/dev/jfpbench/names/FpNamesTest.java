package dev.jfpbench.names;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FpNamesTest {
    @Test
    void suffixedPairs() {
        assertThat(FpNames.fastTwin("readCurrencyPojoDefault")).isEqualTo("readCurrencyPojoFast");
        assertThat(FpNames.isFast("readCurrencyPojoFast")).isTrue();
        assertThat(FpNames.isFast("readCurrencyPojoDefault")).isFalse();
        assertThat(FpNames.stem("readCurrencyPojoFast")).isEqualTo("readCurrencyPojo");
        assertThat(FpNames.isPrefixed("readCurrencyPojoFast")).isFalse();
    }

    @Test
    void prefixedPairs() {
        assertThat(FpNames.fastTwin("defaultWriteAndRead")).isEqualTo("fastFPWriteAndRead");
        assertThat(FpNames.isFast("fastFPRead")).isTrue();
        assertThat(FpNames.isFast("defaultRead")).isFalse();
        assertThat(FpNames.stem("fastFPRead")).isEqualTo("Read");
        assertThat(FpNames.isPrefixed("defaultRead")).isTrue();
    }

    @Test
    void aSuffixComesFirst() {
        assertThat(FpNames.fastTwin("defaultReadDefault")).isEqualTo("defaultReadFast");
        assertThat(FpNames.stem("defaultReadDefault")).isEqualTo("defaultRead");
        assertThat(FpNames.isPrefixed("defaultReadDefault")).isFalse();
    }

    @Test
    void othersAreDefaultAndUnpaired() {
        for (String m : new String[] {"Default", "readPojoTable", "currency", "vectorsInexact", "defaults"}) {
            assertThat(FpNames.fastTwin(m)).as(m).isNull();
            assertThat(FpNames.isFast(m)).as(m).isFalse();
        }
    }
}
