package dev.jfpbench.runner;

import dev.jfpbench.report.BenchmarkKey;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;

import static dev.jfpbench.runner.RoundsOrderTest.side;
import static org.assertj.core.api.Assertions.assertThat;

/** A round in turns: what takes turns with what, the rings' size, and the designs' cycle. */
class TurnsOrderTest {
    static final RoundsEngine.Turns TURNS = new RoundsEngine.Turns("1", "0", 1_000_000, 0.1, 20, 0, null);

    static RoundsEngine engine(List<RoundsEngine.Side> sides, RoundsEngine.Plan plan, List<String> designs) {
        RoundsEngine.Settings s = new RoundsEngine.Settings("x", List.of(), sides, 6, 6, null, null, 1, null, null, null, null,
                designs == null ? null : List.of("0", "1"), null, false, Path.of("results"), "x", Path.of("."), null, 0.95, 0.05, plan,
                RoundsEngine.Order.SHUFFLED, null, TURNS, designs);
        return new RoundsEngine(s, new PrintWriter(Writer.nullWriter()), new PrintWriter(Writer.nullWriter()));
    }

    static BenchmarkKey key(String name) {
        return BenchmarkKey.of(name, "thrpt", Map.of());
    }

    @Test
    void withinASideWhatIsComparedTakesTurnsAndTheRestRunsAlone() {
        RoundsEngine e = engine(List.of(side("run")), null, null);
        List<String> names = List.of("x.Json.readDefault", "x.Json.readFast", "x.Json.writeDefault", "x.Json.writeFast", "x.Other.lone");
        e.groupUp(names.stream().map(TurnsOrderTest::key).toList(), names);
        List<List<String>> slots = e.turnSlots(Map.of("run", names), new Random(1)).stream()
                .map(s -> s.stream().map(RoundsEngine.Unit::benchmark).sorted().toList()).toList();
        assertThat(slots).containsExactlyInAnyOrder(List.of("x.Json.readDefault", "x.Json.readFast"), List.of("x.Json.writeDefault", "x.Json.writeFast"),
                List.of("x.Other.lone"));
    }

    @Test
    void acrossSidesEachBenchmarkIsARingOfEverySideThatRunsIt() {
        RoundsEngine e = engine(List.of(side("jdk17"), side("jdk21"), side("jdk25")), null, null);
        List<List<String>> slots = e.turnSlots(Map.of("jdk17", List.of("a", "b"), "jdk21", List.of("a", "b"), "jdk25", List.of("a")), new Random(2)).stream()
                .map(s -> s.stream().map(RoundsEngine.Unit::name).sorted().toList()).toList();
        assertThat(slots).containsExactlyInAnyOrder(List.of("jdk17 a", "jdk21 a", "jdk25 a"), List.of("jdk17 b", "jdk21 b"));
    }

    @Test
    void aRingNeverGrowsBeyondItsMostMembers() {
        RoundsEngine e = engine(List.of(side("run")), null, null);
        // one JSON reference and twelve formats compared with it: a ring would be thirteen JVMs at once
        List<String> names = new ArrayList<>(List.of("x.JsonStdReadVanilla.readCurrencyPojoFast"));
        IntStream.range(0, 12).forEach(i -> names.add("x.F" + i + "StdReadVanilla.readCurrencyPojoFast"));
        e.groupUp(names.stream().map(TurnsOrderTest::key).toList(), names);
        List<List<RoundsEngine.Unit>> slots = e.turnSlots(Map.of("run", names), new Random(3));
        assertThat(slots).allMatch(s -> s.size() <= RoundsEngine.MAX_GROUP);
        assertThat(slots.stream().mapToInt(List::size).sum()).as("every benchmark once").isEqualTo(names.size());
    }

    @Test
    void theAnswersPairsEachTakeTurnsOnTheirOwnThoughTheirFormatsAreComparedElsewhere() {
        // the JSON currency read and its Smile and CBOR controls: one ring of six would read another ratio (finding ring-size)
        RoundsEngine e = engine(List.of(side("jdk17")), new RoundsEngine.Plan(RoundsEngine.Plan.Kind.ANSWER, 0, 0,
                dev.jfpbench.report.answer.Questions.matching("currency read")), null);
        List<String> names = new ArrayList<>();
        for (String format : List.of("Json", "Smile", "CBOR")) {
            names.add("dev.jfpbench." + format + "StdReadVanilla.readCurrencyPojoFast");
            names.add("dev.jfpbench." + format + "StdReadVanilla.readCurrencyPojoDefault");
        }
        e.groupUp(names.stream().map(TurnsOrderTest::key).toList(), names);
        List<List<RoundsEngine.Unit>> slots = e.turnSlots(Map.of("jdk17", names), new Random(5));
        assertThat(slots).hasSize(3).allMatch(s -> s.size() == 2 && s.get(0).benchmark().replaceAll("Pojo\\w+$", "")
                .equals(s.get(1).benchmark().replaceAll("Pojo\\w+$", "")));
        // outside the answer the same benchmarks join their formats' comparisons, as the report reads them
        RoundsEngine one = engine(List.of(side("run")), null, null);
        one.groupUp(names.stream().map(TurnsOrderTest::key).toList(), names);
        assertThat(one.turnSlots(Map.of("run", names), new Random(5))).hasSize(1);
    }

    @Test
    void aBestOfQuestionIsOneRingOfItsReferenceAndEveryContender() {
        // the library questions' reference is Jackson Fast, which the report's own references (Jackson default) do not connect
        RoundsEngine e = engine(List.of(side("jdk17")), new RoundsEngine.Plan(RoundsEngine.Plan.Kind.ANSWER, 0, 0,
                dev.jfpbench.report.answer.Questions.matching("Fastest exact JSON library: currency write")), null);
        List<String> names = new ArrayList<>(List.of("dev.jfpbench.libs.jackson.LibJacksonWrite.currencyFast"));
        IntStream.range(0, 12).forEach(i -> names.add("dev.jfpbench.libs.l" + i + ".LibL" + i + "Write.currency"));
        e.groupUp(names.stream().map(TurnsOrderTest::key).toList(), names);
        List<List<RoundsEngine.Unit>> slots = e.turnSlots(Map.of("jdk17", names), new Random(4));
        assertThat(slots).hasSize(1);
        assertThat(slots.get(0)).hasSize(13);
    }

    @Test
    void aCycleOfDesignsRotatesItsOrderEveryCycle() {
        RoundsEngine.Settings s = engine(List.of(side("run")), null, List.of("turns", "duet", "sequential")).settings();
        assertThat(IntStream.rangeClosed(1, 9).mapToObj(s::designOf).toList()).containsExactly("turns", "duet", "sequential", "duet", "sequential", "turns",
                "sequential", "turns", "duet");
        assertThat(IntStream.rangeClosed(1, 3).mapToObj(s::turns).toList()).containsExactly(true, false, false);
        assertThat(IntStream.rangeClosed(1, 3).mapToObj(s::duet).toList()).containsExactly(false, true, false);
        assertThat(s.mode()).isEqualTo("turns+duet+sequential");
        assertThat(engine(List.of(side("run")), null, null).settings().mode()).isEqualTo("turns");
    }

    @Test
    void aSideWarmsUpLongerTheMoreJvmsShareTheCpus() {
        assertThat(RoundsEngine.warmupFactor(2, 1, 2)).as("a pair on two CPUs: the family's own time").isEqualTo(1);
        assertThat(RoundsEngine.warmupFactor(6, 1, 2)).isEqualTo(3);
        assertThat(RoundsEngine.warmupFactor(2, 1, 8)).isEqualTo(1);
        assertThat(RoundsEngine.warmupFactor(2, 1, 1)).as("one CPU").isEqualTo(2);
        assertThat(RoundsEngine.warmupFactor(2, 2, 2)).as("two threads a side").isEqualTo(2);
        assertThat(RoundsEngine.jmhTime(3_000_000_000L)).isEqualTo("3000ms");
        assertThat(RoundsEngine.jmhTime(500_000)).isEqualTo("500us");
    }

    @Test
    void shortTurnsThatOtherTasksBrokeIntoAreTakenMoreOftenUpToFourTimes() {
        RoundsEngine e = engine(List.of(side("run")), null, null);
        assertThat(e.turnsOf(0)).as("0.1 s of 1 ms turns").isEqualTo(100);
        assertThat(e.turnsOf(0, 1)).isEqualTo(100);
        assertThat(e.turnsOf(0, 0.5)).as("half of them clean: twice the turns").isEqualTo(200);
        assertThat(e.turnsOf(500_000, 0.05)).isEqualTo(100 * RoundsEngine.MAX_TURN_FACTOR);
        assertThat(e.turnsOf(100_000_000, 0)).as("operations longer than a turn are read less their waits: the least turns").isEqualTo(20);
        RoundsEngine.Unit a = new RoundsEngine.Unit(side("run"), "x.J.readDefault");
        RoundsEngine.Unit b = new RoundsEngine.Unit(side("run"), "x.J.readFast");
        RoundsEngine.Unit c = new RoundsEngine.Unit(side("run"), "x.J.writeDefault");
        RoundsEngine.Unit d = new RoundsEngine.Unit(side("run"), "x.J.writeFast");
        assertThat(e.turnsOf(List.of(a, b))).isEqualTo(100);
        e.measured(List.of(a, b), 0.5);
        assertThat(e.turnsOf(List.of(a, b))).isEqualTo(200);
        assertThat(e.turnsOf(List.of(c, d))).as("a group not measured yet takes the hour's share, the session's last").isEqualTo(200);
        e.measured(List.of(c, d), 1);
        assertThat(e.turnsOf(List.of(a, b))).as("its own, once measured").isEqualTo(200);
        assertThat(e.turnsOf(List.of(c, d))).isEqualTo(100);
        // two members, 4 turns each: turn 2 broke into by another task's slice (above 50 us and 1% of the turn) on one side only
        List<dev.jfpbench.runner.turns.TurnGroup.Turn> turns = new ArrayList<>();
        for (int k = 1; k <= 4; k++) {
            for (int m = 0; m < 2; m++) {
                turns.add(new dev.jfpbench.runner.turns.TurnGroup.Turn(k, m, 1_000_000, k == 2 && m == 1 ? 300_000 : 20_000, 1_000_000, 0, 1_100_000));
            }
        }
        var phase = new dev.jfpbench.runner.turns.TurnGroup.Phase(0, List.of(), turns, 0, 0);
        assertThat(RoundsEngine.cleanShare(List.of(phase), new int[] {1, 1})).isEqualTo(0.75);
        assertThat(RoundsEngine.cleanShare(List.of(phase), new int[] {1, 8})).as("a wait shared by eight threads").isEqualTo(1.0);
        assertThat(RoundsEngine.cleanShare(List.of(), new int[] {1, 1})).isEqualTo(1.0);
        // a ring of three, the third broken into in every turn: of its three pairs a turn, one is clean but in turn 2
        List<dev.jfpbench.runner.turns.TurnGroup.Turn> ring = new ArrayList<>(turns);
        for (int k = 1; k <= 4; k++) {
            ring.add(new dev.jfpbench.runner.turns.TurnGroup.Turn(k, 2, 1_000_000, 300_000, 1_000_000, 0, 1_100_000));
        }
        var three = new dev.jfpbench.runner.turns.TurnGroup.Phase(0, List.of(), ring, 0, 0);
        assertThat(RoundsEngine.cleanShare(List.of(three), new int[] {1, 1, 1})).isEqualTo(3 / 12.0);
    }
}
