package dev.jfpbench.libs;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.libs.avaje.AvajeJsonbCodec;
import dev.jfpbench.libs.dsljson.DslJsonCodec;
import dev.jfpbench.libs.fastjson2.Fastjson2Codec;
import dev.jfpbench.libs.flexjson.FlexJsonCodec;
import dev.jfpbench.libs.gson.GsonCodec;
import dev.jfpbench.libs.jackson.JacksonModules;
import dev.jfpbench.libs.jackson.JacksonStreamingCodec;
import dev.jfpbench.libs.jackson.JacksonTreeCodec;
import dev.jfpbench.libs.jacksonjr.JacksonJrCodec;
import dev.jfpbench.libs.jsoniter.JsoniterCodec;
import dev.jfpbench.libs.jsonlib.JsonLibTreeCodec;
import dev.jfpbench.libs.jsonsimple.JsonSimpleTreeCodec;
import dev.jfpbench.libs.jsontools.JsonToolsTreeCodec;
import dev.jfpbench.libs.moshi.MoshiCodec;
import dev.jfpbench.libs.orgjson.OrgJsonTreeCodec;
import dev.jfpbench.libs.qson.QsonCodec;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.function.Function;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * Which library is exact in general, not only on our datasets: each codec's pattern over the kinds of
 * {@link LibPrecisionProbe}, in this order: doubles read (shortest texts, short decimals, hard), floats read
 * (shortest texts, hard), doubles written, floats written; '.' none wrong, 'x' some wrong. The README's exactness
 * column says the same. A mode wrong on a realistic kind (the first, second or fourth, or a write) is flagged
 * {@code Inexact} in its benchmark names; hard floats alone (a float parsed as a double, then rounded again) are
 * not: no correct writer prints such texts.
 */
class LibPrecisionTest {
    static final String EXACT = ".......";
    static final String FLOATS_VIA_DOUBLE = "....x..";
    static final String APPROXIMATE_DOUBLES = "x...x..";

    static DynamicTest expect(String library, Function<Class<?>, ? extends Codec<?>> codec, String pattern) {
        return dynamicTest(library, () -> {
            LibPrecisionProbe.Counts counts = LibPrecisionProbe.probe(codec);
            assertThat(counts.pattern()).as(library + ": " + counts + " (update the README's exactness column too)").isEqualTo(pattern);
        });
    }

    @TestFactory
    Stream<DynamicTest> exactnessInGeneral() {
        return Stream.of(
                expect("Jackson default", type -> JsonFormat.INSTANCE.codec(type, FpConfig.DEFAULT), EXACT),
                expect("Jackson fast", type -> JsonFormat.INSTANCE.codec(type, FpConfig.FAST), EXACT),
                expect("Jackson Afterburner fast", type -> JacksonModules.AFTERBURNER.codec(type, FpConfig.FAST), EXACT),
                expect("Jackson Blackbird fast", type -> JacksonModules.BLACKBIRD.codec(type, FpConfig.FAST), EXACT),
                expect("Jackson streaming default", type -> new JacksonStreamingCodec(type, FpConfig.DEFAULT), EXACT),
                expect("Jackson streaming fast", type -> new JacksonStreamingCodec(type, FpConfig.FAST), EXACT),
                expect("Jackson tree default", type -> new JacksonTreeCodec(type, FpConfig.DEFAULT), FLOATS_VIA_DOUBLE),
                expect("Jackson tree fast", type -> new JacksonTreeCodec(type, FpConfig.FAST), FLOATS_VIA_DOUBLE),
                expect("jackson-jr default", type -> new JacksonJrCodec(type, FpConfig.DEFAULT), FLOATS_VIA_DOUBLE),
                expect("jackson-jr fast", type -> new JacksonJrCodec(type, FpConfig.FAST), FLOATS_VIA_DOUBLE),
                expect("Gson", GsonCodec::new, FLOATS_VIA_DOUBLE),
                expect("DSL-JSON exact precision", DslJsonCodec::exact, FLOATS_VIA_DOUBLE),
                expect("DSL-JSON default precision", DslJsonCodec::inexact, APPROXIMATE_DOUBLES),
                expect("fastjson2", Fastjson2Codec::new, FLOATS_VIA_DOUBLE),
                expect("avaje-jsonb", AvajeJsonbCodec::new, APPROXIMATE_DOUBLES),
                expect("Moshi", MoshiCodec::new, FLOATS_VIA_DOUBLE),
                expect("org.json", OrgJsonTreeCodec::new, EXACT),
                expect("json-simple", JsonSimpleTreeCodec::new, FLOATS_VIA_DOUBLE),
                expect("FlexJson", FlexJsonCodec::new, EXACT),
                expect("jsoniter", JsoniterCodec::new, ".x..xxx"),
                expect("QSON", QsonCodec::new, EXACT),
                expect("Json-tools", JsonToolsTreeCodec::new, EXACT),
                expect("Json-lib", JsonLibTreeCodec::new, "x.x...."));
    }
}
