package dev.jfpbench.runner;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Shards of the whole benchmark list (a copy of perf.jar's META-INF/BenchmarkList): together exactly the list,
 * each benchmark in one shard, every pair the report knows whole, the same split every time.
 */
class ShardsTest {
    static List<BenchmarkKey> keys() throws IOException {
        String list;
        try (InputStream in = ShardsTest.class.getResourceAsStream("/BenchmarkList")) {
            list = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<BenchmarkKey> keys = new ArrayList<>();
        for (BenchmarkListEntry e : BenchmarkList.fromString(list).find(
                OutputFormatFactory.createFormatInstance(new PrintStream(PrintStream.nullOutputStream()), VerboseMode.SILENT), List.of(".*"), List.of())) {
            for (Map<String, String> p : Jmh.combinations(e.getParams().orElse(Map.of()))) {
                keys.add(BenchmarkKey.of(e.getUsername(), e.getMode().shortLabel(), p));
            }
        }
        return keys;
    }

    @Test
    void fourShardsTogetherAreExactlyTheListWithEveryPairWhole() throws IOException {
        List<BenchmarkKey> keys = keys();
        TreeSet<String> all = new TreeSet<>();
        keys.forEach(k -> all.add(k.benchmark()));
        List<List<String>> shards = Shards.of(keys, 4);
        assertThat(shards).hasSize(4).allSatisfy(s -> assertThat(s).isNotEmpty());
        List<String> union = new ArrayList<>();
        shards.forEach(union::addAll);
        assertThat(union).hasSameSizeAs(all).containsExactlyInAnyOrderElementsOf(all);
        Map<String, Integer> shardOf = new HashMap<>();
        for (int i = 0; i < shards.size(); i++) {
            for (String n : shards.get(i)) {
                shardOf.put(n, i);
            }
        }
        List<Reference> refs = References.find(keys);
        assertThat(refs).extracting(Reference::kind).contains(Reference.Kind.values());
        for (Reference r : refs) {
            assertThat(shardOf.get(r.numerator().benchmark())).as(r.name()).isEqualTo(shardOf.get(r.denominator().benchmark()));
        }
        // Balanced enough to be worth sharding: no shard has more than half of everything.
        assertThat(shards).allSatisfy(s -> assertThat(s.size()).isLessThan(all.size() / 2));
        // Deterministic.
        assertThat(Shards.of(new ArrayList<>(keys), 4)).isEqualTo(shards);
    }

    @Test
    void oneShardIsEverything() throws IOException {
        List<BenchmarkKey> keys = keys();
        assertThat(Shards.of(keys, 1).get(0)).hasSize((int) keys.stream().map(BenchmarkKey::benchmark).distinct().count());
    }
}
