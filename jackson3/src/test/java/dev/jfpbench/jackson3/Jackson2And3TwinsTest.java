package dev.jfpbench.jackson3;

import com.fasterxml.jackson.core.Version;
import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.jackson3.Cbor3Format;
import dev.jfpbench.jackson3.DataFormat3;
import dev.jfpbench.jackson3.Smile3Format;
import dev.jfpbench.report.Jackson3Twins;
import dev.jfpbench.smile.SmileFormat;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What a "2 vs 3" table needs to be fair: each Jackson 3 benchmark has its Jackson 2 twin in the jar, and the
 * twins read the very same bytes (Jackson 3 converts the datasets to Smile and CBOR byte for byte as Jackson 2 does).
 */
class Jackson2And3TwinsTest {
    static final Version JACKSON2 = com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION;
    /** Jackson 2.22, the line Jackson 3.2 was released alongside (they share jackson-annotations 2.22), or later. */
    static final boolean CONTEMPORARY = JACKSON2.getMajorVersion() == 2 && JACKSON2.getMinorVersion() >= 22;

    @Test
    void everyReadAndWriteTwinIsInTheJar() {
        Set<String> all = names(BenchmarkVerifier.benchmarks("dev.jfpbench."));
        List<String> twins = BenchmarkVerifier.benchmarks("dev.jfpbench.jackson3.").stream()
                .filter(c -> !c.className.contains("Vector"))
                .map(c -> Jackson3Twins.jackson2Twin(c.className + "." + c.method).orElseThrow())
                .collect(Collectors.toList());
        assertThat(twins).hasSize(24);
        assertThat(all).containsAll(twins);
    }

    @Test
    void everyVectorTwinIsInTheJar() {
        Set<String> all = names(BenchmarkVerifier.benchmarks("dev.jfpbench."));
        assumeTrue(all.stream().anyMatch(n -> n.startsWith("dev.jfpbench.vectors.")), "the vectors module has no benchmarks yet");
        List<String> twins = BenchmarkVerifier.benchmarks("dev.jfpbench.jackson3.").stream()
                .filter(c -> c.className.contains("Vector"))
                .map(c -> Jackson3Twins.jackson2Twin(c.className + "." + c.method).orElseThrow())
                .collect(Collectors.toList());
        assertThat(twins).hasSize(18);
        assertThat(all).containsAll(twins);
    }

    @Test
    void smileInputsAreTheSameBytes() {
        assertSameInputs(SmileFormat.INSTANCE, Smile3Format.INSTANCE);
    }

    @Test
    void cborInputsAreTheSameBytes() {
        assertSameInputs(CborFormat.INSTANCE, Cbor3Format.INSTANCE);
    }

    private static void assertSameInputs(DataFormat jackson2, DataFormat3 jackson3) {
        for (byte[] json : List.of(References.json(Datasets.CURRENCY), References.json(Datasets.MEDIA_ITEM), VectorDataset.defaultJson())) {
            byte[] two = jackson2.fromJson(json);
            byte[] three = jackson3.fromJson(json);
            int mismatch = Arrays.mismatch(two, three);
            if (mismatch >= 0) {
                // An older Jackson 2 (-Djackson.version=2.15.4) may encode differently: not an error of either, but say so.
                assumeTrue(CONTEMPORARY, "Jackson " + JACKSON2 + " writes " + jackson2.name()
                        + " differently from Jackson 3 (first difference at byte " + mismatch + "): 2 vs 3 reads would compare different inputs");
            }
            // The index of the first difference, not a dump of megabytes.
            assertThat(mismatch).as(jackson2.name() + " input for " + json.length + " bytes of JSON: first byte where Jackson 3's ("
                    + three.length + " bytes) differs from Jackson 2's (" + two.length + " bytes)").isEqualTo(-1);
        }
    }

    private static Set<String> names(List<BenchmarkVerifier.Case> cases) {
        return cases.stream().map(c -> c.className + "." + c.method).collect(Collectors.toSet());
    }
}
