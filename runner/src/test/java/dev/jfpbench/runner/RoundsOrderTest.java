package dev.jfpbench.runner;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** The adjacent order: each side's pairs in neighbouring forks, every fork once; the alternate order's rounds; the duet of pairs; a bad word. */
class RoundsOrderTest {
    static RoundsEngine.Side side(String label) {
        return new RoundsEngine.Side(label, "java", Path.of("perf.jar"), List.of(), null, null);
    }

    @Test
    void eachPairRunsInNeighbouringForksOnItsSide() {
        List<RoundsEngine.Side> sides = List.of(side("jdk17"), side("jdk25"));
        List<List<String>> pairs = List.of(List.of("a.Default", "a.Fast"), List.of("b.Default", "b.Fast"), List.of("c"));
        Map<String, List<String>> benchmarks = Map.of("jdk17", List.of("a.Default", "a.Fast", "b.Default", "b.Fast", "c"),
                "jdk25", List.of("a.Default", "a.Fast", "c")); // b no longer needed on JDK 25
        Random random = new Random(7); // one per session, as the engine's, drawn on round after round
        java.util.Set<String> firsts = new java.util.HashSet<>();
        for (int round = 0; round < 50; round++) {
            List<String> order = RoundsEngine.adjacent(sides, pairs, benchmarks, random).stream().map(RoundsEngine.Unit::name).toList();
            assertThat(order).containsExactlyInAnyOrder("jdk17 a.Default", "jdk17 a.Fast", "jdk17 b.Default", "jdk17 b.Fast", "jdk17 c",
                    "jdk25 a.Default", "jdk25 a.Fast", "jdk25 c");
            for (String side : List.of("jdk17", "jdk25")) {
                assertThat(Math.abs(order.indexOf(side + " a.Default") - order.indexOf(side + " a.Fast"))).isEqualTo(1);
            }
            assertThat(Math.abs(order.indexOf("jdk17 b.Default") - order.indexOf("jdk17 b.Fast"))).isEqualTo(1);
            firsts.add(order.stream().filter(n -> n.startsWith("jdk17 a.")).findFirst().orElseThrow());
        }
        assertThat(firsts).as("which member runs first is shuffled too").hasSize(2);
    }

    /** A duet gives each side one CPU: a benchmark on several threads runs its two sides one after another, on the session's CPUs. */
    @Test
    void aDuetRunsAThreadedBenchmarksSidesOneAfterAnother() {
        List<RoundsEngine.Side> sides = List.of(side("base"), side("change"));
        RoundsEngine e = new RoundsEngine(settings(RoundsEngine.Order.SHUFFLED, sides, List.of("0", "1"), null),
                new java.io.PrintWriter(java.io.Writer.nullWriter()), new java.io.PrintWriter(java.io.Writer.nullWriter()));
        e.threaded.add("t");
        Map<String, List<String>> benchmarks = Map.of("base", List.of("a", "t"), "change", List.of("a", "t"));
        List<List<RoundsEngine.Unit>> slots = e.slots(benchmarks, new Random(3), 1);
        assertThat(slots.stream().map(x -> x.stream().map(RoundsEngine.Unit::name).sorted().toList()))
                .containsExactlyInAnyOrder(List.of("base a", "change a"), List.of("base t"), List.of("change t"));
        for (List<RoundsEngine.Unit> slot : slots) {
            List<String> cpus = e.cpusOf(slot, 1);
            if (slot.get(0).benchmark().equals("t")) {
                assertThat(cpus).as("every CPU the session's forks have: no pin").containsOnlyNulls();
            } else {
                assertThat(cpus).containsExactlyInAnyOrder("0", "1");
            }
        }
    }

    @Test
    void alternateRunsAdjacentRoundsEvenAndShuffledOdd() {
        RoundsEngine.Settings alternate = settings(RoundsEngine.Order.ALTERNATE);
        assertThat(List.of(1, 2, 3, 4).stream().map(alternate::adjacent)).containsExactly(false, true, false, true);
        assertThat(settings(RoundsEngine.Order.SHUFFLED).adjacent(2)).isFalse();
        assertThat(settings(RoundsEngine.Order.ADJACENT).adjacent(1)).isTrue();
    }

    static RoundsEngine.Settings settings(RoundsEngine.Order order) {
        return settings(order, List.of(side("A")), null, null);
    }

    static RoundsEngine.Settings settings(RoundsEngine.Order order, List<RoundsEngine.Side> sides, List<String> duetCpus, RoundsEngine.Plan plan) {
        return new RoundsEngine.Settings("x", List.of(), sides, 5, 5, null, null, 1, null, null, null, null, duetCpus, null, false,
                Path.of("results"), "x", Path.of("."), null, 0.95, 0.05, plan, order, null);
    }

    @Test
    void aDuetOfPairsRunsEachSidesPairAtOnceAndEveryForkOnce() {
        List<RoundsEngine.Side> sides = List.of(side("jdk17"), side("jdk21"), side("jdk25"));
        List<List<String>> pairs = List.of(List.of("a.Default", "a.Fast"), List.of("b.Default", "b.Fast"), List.of("c"));
        Map<String, List<String>> benchmarks = Map.of("jdk17", List.of("a.Default", "a.Fast", "b.Default", "b.Fast", "c"),
                "jdk21", List.of("a.Default", "a.Fast"), "jdk25", List.of("b.Default", "b.Fast", "c"));
        List<List<String>> slots = RoundsEngine.pairSlots(sides, pairs, benchmarks, new Random(3)).stream()
                .map(slot -> slot.stream().map(RoundsEngine.Unit::name).sorted().toList()).toList();
        assertThat(slots).containsExactlyInAnyOrder(List.of("jdk17 a.Default", "jdk17 a.Fast"), List.of("jdk17 b.Default", "jdk17 b.Fast"),
                List.of("jdk17 c"), List.of("jdk21 a.Default", "jdk21 a.Fast"), List.of("jdk25 b.Default", "jdk25 b.Fast"), List.of("jdk25 c"));
    }

    @Test
    void theAnswersDuetPairsWithinSidesAndAlternatesWithShuffledRounds() {
        List<RoundsEngine.Side> three = List.of(side("jdk17"), side("jdk21"), side("jdk25"));
        RoundsEngine.Plan answer = new RoundsEngine.Plan(RoundsEngine.Plan.Kind.ANSWER, 0, 0, List.of());
        RoundsEngine.Settings alternate = settings(RoundsEngine.Order.ALTERNATE, three, List.of("0", "1"), answer);
        assertThat(alternate.pairDuet()).isTrue();
        assertThat(List.of(1, 2, 3, 4).stream().map(alternate::duet)).containsExactly(false, true, false, true);
        assertThat(List.of(2, 4, 6).stream().map(r -> alternate.duetCount(r) % 2)).as("the CPUs swap from one duet round to the next")
                .containsExactly(1, 0, 1);
        assertThat(settings(RoundsEngine.Order.SHUFFLED, three, List.of("0", "1"), answer).duetCount(3)).isEqualTo(3);
        assertThat(List.of(1, 2).stream().map(alternate::adjacent)).containsExactly(false, false);
        assertThat(settings(RoundsEngine.Order.SHUFFLED, three, List.of("0", "1"), answer).duet(1)).isTrue();
        assertThat(settings(RoundsEngine.Order.SHUFFLED, List.of(side("A"), side("B")), List.of("0", "1"), null).pairDuet())
                .as("two sides without the answer: each benchmark's two sides at once").isFalse();
        assertThat(settings(RoundsEngine.Order.SHUFFLED, List.of(side("A")), List.of("0", "1"), null).pairDuet()).isTrue();
        assertThat(settings(RoundsEngine.Order.ALTERNATE, three, null, answer).duet(2)).isFalse();
    }

    @Test
    void aDuetWithTheAdjacentOrderIsOneLine(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "not really a jar");
        var out = tool("rounds", "Ruler", "--jar", jar, "--duet", "--order", "adjacent");
        assertThat(out.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(out.err().trim()).startsWith("rounds: --order adjacent cannot go with --duet");
    }

    @Test
    void anOrderThatIsNoneOfThemIsOneLine(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "not really a jar");
        var out = tool("rounds", "Ruler", "--jar", jar, "--order", "random");
        assertThat(out.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(out.err().trim()).isEqualTo("rounds: --order is shuffled, adjacent or alternate, was 'random'");
    }
}
