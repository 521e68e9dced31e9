package dev.jfpbench.runner;

import dev.jfpbench.runner.Coverage.Benchmark;
import dev.jfpbench.runner.Coverage.Path;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The coverage facts and selection: every path exercised, by an exact search, and a check that names what a jar lacks. */
class CoverageTest {
    private static Benchmark b(String name, int runs, Path... paths) {
        return new Benchmark(name, runs, EnumSet.copyOf(List.of(paths)));
    }

    @Test
    void theSelectionExercisesEveryPath() {
        Set<Path> seen = EnumSet.noneOf(Path.class);
        Coverage.selection().forEach(s -> seen.addAll(s.paths()));
        assertThat(seen).isEqualTo(EnumSet.allOf(Path.class));
        // every path's row names at least one benchmark of the selection
        Coverage.table().forEach((p, cols) -> assertThat(cols.get(1)).as(p.name()).isNotEmpty());
    }

    @Test
    void withoutItsVirtualThreadBenchmarkTheSelectionStillExercisesEveryOtherPath() {
        // the runner leaves virtual-thread benchmarks out before JDK 21: nothing else may depend on them
        List<Benchmark> virtual = Coverage.selection().stream().filter(b -> b.paths().contains(Path.VIRTUAL_THREADS)).toList();
        assertThat(virtual).singleElement().satisfies(b -> assertThat(b.name()).startsWith("JsonSharedReadWriteVirtualThreads."));
        Set<Path> seen = EnumSet.noneOf(Path.class);
        Coverage.selection().stream().filter(b -> !virtual.contains(b)).forEach(b -> seen.addAll(b.paths()));
        assertThat(EnumSet.complementOf(EnumSet.copyOf(seen))).containsExactly(Path.VIRTUAL_THREADS);
    }

    @Test
    void theConcurrencyPathsAreInTheTableAndTheGateSeesNone() {
        Map<Path, List<List<String>>> t = Coverage.table();
        for (Path p : List.of(Path.SMALL_READ, Path.SMALL_WRITE, Path.NEW_MAPPER_READ, Path.NEW_READER_READ, Path.NEW_MAPPER_WRITE,
                Path.NEW_WRITER_WRITE, Path.SHARED_THREADS, Path.VIRTUAL_THREADS)) {
            assertThat(t.get(p).get(0)).as(p + ": the gate").isEmpty();
            assertThat(t.get(p).get(1)).as(p + ": the selection").isNotEmpty();
        }
        assertThat(Coverage.of("JsonSharedReadWrite1Thread.readMessageDefault").orElseThrow().paths()).doesNotContain(Path.SHARED_THREADS);
        assertThat(Coverage.of("JsonSharedReadWrite2Threads.readMessageDefault").orElseThrow().paths()).contains(Path.SHARED_THREADS, Path.SMALL_READ);
        assertThat(Coverage.of("JsonPerCallReadWriteMaxThreads.readMessageNewMapperDefault").orElseThrow().paths())
                .as("a new mapper per call shares none").contains(Path.NEW_MAPPER_READ).doesNotContain(Path.SHARED_THREADS);
        assertThat(Path.SHARED_THREADS.side()).isEqualTo("threads");
    }

    @Test
    void theSearchIsExactWhereGreedyIsNot() {
        // Greedy takes the widest first (X) and then needs two more; Y and Z together are two.
        Benchmark x = b("X.x", 1, Path.READ_POJO, Path.READ_TREE, Path.READ_UNTYPED, Path.READ_STREAMING);
        Benchmark y = b("Y.y", 1, Path.READ_POJO, Path.READ_TREE, Path.INPUT_BYTES);
        Benchmark z = b("Z.z", 1, Path.READ_UNTYPED, Path.READ_STREAMING, Path.INPUT_STREAM);
        Set<Path> all = EnumSet.of(Path.READ_POJO, Path.READ_TREE, Path.READ_UNTYPED, Path.READ_STREAMING, Path.INPUT_BYTES, Path.INPUT_STREAM);
        assertThat(Coverage.fewest(List.of(x, y, z), all)).containsExactly(y, z);
    }

    @Test
    void runsCountNotBenchmarks() {
        // One benchmark of four runs (a parameter with four values) costs more than three of one run each.
        Benchmark wide = b("W.w", 4, Path.INPUT_BYTES, Path.INPUT_STREAM, Path.INPUT_STRING);
        Benchmark a = b("A.a", 1, Path.INPUT_BYTES);
        Benchmark s = b("S.s", 1, Path.INPUT_STREAM);
        Benchmark t = b("T.t", 1, Path.INPUT_STRING);
        assertThat(Coverage.fewest(List.of(wide, a, s, t), EnumSet.of(Path.INPUT_BYTES, Path.INPUT_STREAM, Path.INPUT_STRING)))
                .containsExactly(a, s, t);
    }

    @Test
    void aPathNoBenchmarkExercisesIsAnError() {
        assertThatThrownBy(() -> Coverage.fewest(List.of(b("A.a", 1, Path.INPUT_BYTES)), EnumSet.of(Path.INPUT_BYTES, Path.XML_READ)))
                .hasMessageContaining("no benchmark exercises [XML_READ]");
    }

    private static Map<String, Integer> asInJar() {
        Map<String, Integer> runs = new HashMap<>();
        Coverage.benchmarks().forEach(b -> runs.put(b.name(), b.runs()));
        return runs;
    }

    @Test
    void theCheckAgreesWithAJarThatHasEveryBenchmarkAndDescribesEveryGateBenchmark() {
        assertThat(Coverage.problems(asInJar())).isEmpty();
        assertThat(Coverage.gate()).hasSize(21).allSatisfy(g -> assertThat(Coverage.of(g)).as(g).isPresent());
    }

    @Test
    void theCheckNamesABenchmarkTheJarLacksOrRunsOtherwise() {
        Map<String, Integer> jar = asInJar();
        jar.remove("XmlStdRead.readCurrencyBigDecPojoFast");
        jar.put("JsonCurrencyKindsRead.readFast", 2);
        assertThat(Coverage.problems(jar)).containsExactly(
                "Coverage names XmlStdRead.readCurrencyBigDecPojoFast, which the jar does not have",
                "Coverage says JsonCurrencyKindsRead.readFast is 4 run(s), the jar has 2 (one per parameter value)");
    }

    @Test
    void theRegexSelectsExactlyTheSelectionAsJmhMatches() {
        Pattern p = Pattern.compile(Coverage.regex());
        List<String> chosen = Coverage.selection().stream().map(Benchmark::name).toList();
        for (Benchmark b : Coverage.benchmarks()) {
            String full = "dev.jfpbench.module." + b.name();
            assertThat(p.matcher(full).find()).as(b.name()).isEqualTo(chosen.contains(b.name()));
            // a class whose name ends the same is another class
            assertThat(p.matcher("dev.jfpbench.module.X" + b.name()).find()).as("X" + b.name()).isFalse();
        }
    }

    @Test
    void theGateLeavesPathsThatTheTableSaysItLeaves() {
        // The gate: POJOs from bytes and to a stream in JSON, Smile and CBOR; no tree, no String input, no XML.
        Map<Path, List<List<String>>> t = Coverage.table();
        assertThat(t.get(Path.READ_POJO).get(0)).contains("JsonStdReadVanilla.readCurrencyPojoFast", "VectorHeavyReadWrite.fastFPRead");
        assertThat(t.get(Path.READ_TREE).get(0)).isEmpty();
        assertThat(t.get(Path.INPUT_STRING).get(0)).isEmpty();
        assertThat(t.get(Path.XML_READ).get(0)).isEmpty();
        assertThat(t.get(Path.FLOAT_PARSE_FAST).get(0)).containsExactly("VectorHeavyReadWrite.fastFPRead", "VectorHeavyReadWrite.fastFPWriteAndRead");
    }
}
