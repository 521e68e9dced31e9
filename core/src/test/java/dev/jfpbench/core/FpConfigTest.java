package dev.jfpbench.core;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.codec.FpConfig;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FpConfigTest {

    @Test
    void defaultDisablesEveryFastFeature() {
        ObjectMapper m = FpConfig.DEFAULT.applyTo(JsonMapper.builder()).build();
        assertThat(m.getFactory().isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isFalse();
        assertThat(m.getFactory().isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isFalse();
        assertThat(m.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isFalse();
        assertThat(FpConfig.DEFAULT.isAppliedTo(m)).isTrue();
        assertThat(FpConfig.FAST.isAppliedTo(m)).isFalse();
    }

    @Test
    void fastEnablesAllThree() {
        ObjectMapper m = FpConfig.FAST.applyTo(JsonMapper.builder()).build();
        assertThat(m.getFactory().isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isTrue();
        assertThat(m.getFactory().isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isTrue();
        assertThat(m.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isTrue();
        assertThat(FpConfig.FAST.isAppliedTo(m)).isTrue();
    }

    /** "Default" means off even where a library version (or a user) turned a feature on by default. */
    @Test
    void defaultTurnsOffWhatTheBuilderHadOn() {
        JsonMapper.Builder b = JsonMapper.builder()
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER, StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER);
        assertThat(FpConfig.DEFAULT.isAppliedTo(FpConfig.DEFAULT.applyTo(b).build())).isTrue();
    }

    @Test
    void aCustomConfigurationSetsExactlyItsFeatures() {
        FpConfig readerOnly = FpConfig.builder("fast-reader").fastDoubleParser(true).build();
        ObjectMapper m = readerOnly.applyTo(JsonMapper.builder()).build();
        assertThat(m.getFactory().isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isTrue();
        assertThat(m.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isFalse();
        assertThat(readerOnly.toString()).contains("fast-reader", "fastDoubleParser=true", "fastDoubleWriter=false");
    }
}
