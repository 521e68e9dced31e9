package dev.jfpbench.jackson3;

import dev.jfpbench.core.codec.FpConfig;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.ObjectMapper;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fast floating-point features of every Jackson 3 mapper the benchmarks use, asked of the mapper and of the
 * parsers and generators it makes: "default" has all three off, "fast" all three on. And Jackson 3's own defaults
 * are fast parsers on, fast writer off, so "default" differs from an unconfigured mapper.
 */
class Jackson3FpTest {

    static Stream<Arguments> formats() {
        return Stream.of(Jackson3Format.JSON, Jackson3Format.SMILE, Jackson3Format.CBOR).map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("formats")
    void defaultHasEveryFastFeatureOff(Jackson3Format format) {
        assertFeatures(format.mapper(FpConfig.DEFAULT), false, false, false);
    }

    @ParameterizedTest
    @MethodSource("formats")
    void fastHasEveryFastFeatureOn(Jackson3Format format) {
        assertFeatures(format.mapper(FpConfig.FAST), true, true, true);
    }

    @ParameterizedTest
    @MethodSource("formats")
    void jackson3ItselfParsesFastButWritesWithTheJdk(Jackson3Format format) {
        assertFeatures(format.newMapperBuilder().build(), true, true, false);
    }

    @ParameterizedTest
    @MethodSource("formats")
    void aMapperThatIsNotWhatItClaimsIsRefused(Jackson3Format format) {
        assertThat(Jackson3Fp.isAppliedTo(FpConfig.DEFAULT, format.newMapperBuilder().build())).isFalse();
        assertThat(Jackson3Fp.isAppliedTo(FpConfig.FAST, format.mapper(FpConfig.DEFAULT))).isFalse();
        assertThat(Jackson3Fp.isAppliedTo(FpConfig.DEFAULT, format.mapper(FpConfig.DEFAULT))).isTrue();
    }

    private static void assertFeatures(ObjectMapper mapper, boolean doubleParser, boolean bigNumberParser, boolean doubleWriter) {
        String what = mapper.getClass().getSimpleName();
        assertThat(mapper.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).as(what + " USE_FAST_DOUBLE_PARSER").isEqualTo(doubleParser);
        assertThat(mapper.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).as(what + " USE_FAST_BIG_NUMBER_PARSER").isEqualTo(bigNumberParser);
        assertThat(mapper.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).as(what + " USE_FAST_DOUBLE_WRITER").isEqualTo(doubleWriter);
        FpConfig streams = Jackson3Fp.actual(mapper);
        assertThat(streams.fastDoubleParser()).as(what + " parser USE_FAST_DOUBLE_PARSER").isEqualTo(doubleParser);
        assertThat(streams.fastBigNumberParser()).as(what + " parser USE_FAST_BIG_NUMBER_PARSER").isEqualTo(bigNumberParser);
        assertThat(streams.fastDoubleWriter()).as(what + " generator USE_FAST_DOUBLE_WRITER").isEqualTo(doubleWriter);
    }
}
