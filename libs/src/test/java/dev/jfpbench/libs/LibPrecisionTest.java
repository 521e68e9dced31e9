package dev.jfpbench.libs;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.lib.LibMutantChecks;
import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Bound;
import dev.jfpbench.core.verify.Exact;
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

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
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
 * <p>
 * Each flagged ({@code Inexact}) configuration declares how far off it may be (its {@code Library}'s {@link Bound});
 * {@link #inexactConfigurationsStayWithinTheirDeclaredBound} measures the largest error it really makes, per kind
 * above and per dataset it is measured on, prints it ("largest error seen: N ulps / relative E / absolute A, S of the
 * bound") and fails if any number is beyond the bound (a share S above 1).
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

    /**
     * Every library class with an {@code ...Inexact} configuration: its largest error on each probe kind of its
     * operation (reads or writes) and on each dataset it has an {@code ...Inexact} method for is within the bound its
     * class declares; a dataset's result must also have the reference's structure.
     */
    @TestFactory
    Stream<DynamicTest> inexactConfigurationsStayWithinTheirDeclaredBound() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        List<BenchmarkVerifier.Case> all = BenchmarkVerifier.benchmarks("dev.jfpbench.libs.");
        TreeSet<String> classes = all.stream()
                .filter(c -> c.method.endsWith("Inexact")).map(c -> c.className).collect(Collectors.toCollection(TreeSet::new));
        assertThat(classes).as("classes with an inexact configuration").hasSizeGreaterThanOrEqualTo(5);
        for (String className : classes) {
            Class<?> type = Class.forName(className);
            LibMutantChecks.Declared declared = LibMutantChecks.declared(type);
            boolean reads = LibReadBase.class.isAssignableFrom(type);
            String who = type.getSimpleName() + " (" + declared.name + ", declared " + declared.bound + ")";
            for (int k = reads ? 0 : 5; k < (reads ? 5 : 7); k++) {
                int kind = k;
                tests.add(dynamicTest(who + ": " + LibPrecisionProbe.KINDS.get(k),
                        () -> within(who + ", " + LibPrecisionProbe.KINDS.get(kind), declared.bound,
                                LibPrecisionProbe.errors(declared.inexactCodec(), kind, declared.bound))));
            }
            for (Dataset d : Dataset.values()) {
                if (all.stream().noneMatch(c -> c.className.equals(className) && c.method.equals(d.method() + "Inexact"))) {
                    continue;
                }
                tests.add(dynamicTest(who + ": " + d.label(), () -> {
                    Codec<Object> codec = declared.inexactCodec().apply(d.type());
                    Object model;
                    if (reads) {
                        model = codec.toModel(codec.read(d.json()));
                    } else {
                        ByteArrayOutputStream out = new ByteArrayOutputStream();
                        codec.write(codec.fromModel(d.reference()), out);
                        model = References.MAPPER.readValue(out.toByteArray(), d.type());
                    }
                    Bound.Errors errors = new Bound.Errors(declared.bound);
                    assertThat(Exact.measure(d.reference(), model, errors)).as(who + ", " + d.label() + ": structure").isNull();
                    assertThat(errors.differing() > 0).as(who + ", " + d.label() + ": differs from the reference exactly where flagged")
                            .isEqualTo(declared.inexactOn(d));
                    within(who + ", " + d.label(), declared.bound, errors);
                }));
            }
        }
        return tests.stream();
    }

    private static void within(String what, Bound bound, Bound.Errors errors) {
        System.out.println(what + ": " + errors);
        assertThat(errors.largestOfBound()).as(what + ": " + errors + "; beyond the declared bound at " + errors.whereOfBound())
                .isLessThanOrEqualTo(1.0);
    }
}
