package dev.jfpbench.report;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Pair and format detection from benchmark names. */
class NamesTest {
    private static BenchmarkKey key(String name) {
        return BenchmarkKey.of(name, "thrpt", Map.of());
    }

    @Test
    void pairsByNameWithinOneClass() {
        List<Pairs.Pair> pairs = Pairs.find(List.of(
                key("p.JsonStdReadVanilla.readCurrencyPojoDefault"), key("p.JsonStdReadVanilla.readCurrencyPojoFast"),
                key("p.JsonStdReadVanilla.readPojoMediaItem"),
                key("p.VectorHeavyReadWrite.defaultWrite"), key("p.VectorHeavyReadWrite.fastFPWrite"),
                // different classes: no pair
                key("p.A.xDefault"), key("p.B.xFast"),
                // "defaults" is not "default" + a name
                key("p.C.defaults"), key("p.C.fastFPs")));
        assertThat(pairs).extracting(Pairs.Pair::name).containsExactly(
                "JsonStdReadVanilla.readCurrencyPojo[Default→Fast]", "VectorHeavyReadWrite.[default→fastFP]Write");
        assertThat(pairs.get(1).fastKey().method()).isEqualTo("fastFPWrite");
    }

    @Test
    void pairsNeedTheSameParameters() {
        assertThat(Pairs.find(List.of(BenchmarkKey.of("p.C.xDefault", "thrpt", Map.of("n", "1")),
                BenchmarkKey.of("p.C.xFast", "thrpt", Map.of("n", "2"))))).isEmpty();
    }

    @Test
    void formatsFromClassNamePrefixes() {
        assertThat(Formats.member("JsonStdReadVanilla")).contains(new Formats.Member("JSON", "StdReadVanilla"));
        assertThat(Formats.member("SmileVectorReadWrite")).contains(new Formats.Member("Smile", "VectorReadWrite"));
        assertThat(Formats.member("CBORStdWriteVanilla")).contains(new Formats.Member("CBOR", "StdWriteVanilla"));
        assertThat(Formats.member("VectorHeavyReadWrite")).contains(new Formats.Member("JSON", "VectorReadWrite"));
        assertThat(Formats.member("Jsonish")).isEmpty();
        assertThat(Formats.member("VectorLimits")).isEmpty();
    }

    @Test
    void formatGroupsNeedJsonAndAnother() {
        List<Formats.Group> groups = Formats.find(List.of(
                key("p.json.JsonStdReadVanilla.readPojoMediaItem"), key("p.cbor.CBORStdReadVanilla.readPojoMediaItem"),
                key("p.smile.SmileStdReadVanilla.readPojoMediaItem"),
                key("p.smile.SmileStdWriteVanilla.writePojoMediaItem"), key("p.cbor.CBORStdWriteVanilla.writePojoMediaItem")));
        assertThat(groups).hasSize(1);
        assertThat(groups.get(0).operation()).isEqualTo("StdReadVanilla.readPojoMediaItem");
        assertThat(groups.get(0).members().keySet()).containsExactly("JSON", "Smile", "CBOR");
    }
}
