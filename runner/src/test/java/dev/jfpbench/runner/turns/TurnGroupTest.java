package dev.jfpbench.runner.turns;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The coordinator with sides that speak the turns' protocol without JMH ({@link FakeSide}): turns pair by index and
 * go round the ring; a side that dies, hangs or would pair other counts ends the group with one line naming it, every
 * process of the group stopped, nobody left waiting.
 */
class TurnGroupTest {
    private static final String JAVA = Paths.get(System.getProperty("java.home"), "bin", "java").toString();

    private static TurnGroup.Member side(Path dir, String label, int forks, int iterations, String behaviour) {
        List<String> cmd = new ArrayList<>(List.of(JAVA, "-Xmx32m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                FakeSide.class.getName(), Integer.toString(forks), Integer.toString(iterations), behaviour));
        return new TurnGroup.Member(label, cmd, dir.resolve(label + ".log"));
    }

    private static TurnGroup.Design design(int turns, Duration turnTimeout) {
        return new TurnGroup.Design(turns, 1_000_000, null, null, Duration.ofSeconds(60), turnTimeout, 0, 0);
    }

    @Test
    void turnsGoRoundTheRingAndPairByIndex(@TempDir Path dir) throws Exception {
        List<Process> seen = new ArrayList<>();
        TurnGroup g = new TurnGroup(List.of(side(dir, "A", 2, 5, "ok"), side(dir, "B", 2, 5, "ok"), side(dir, "C", 2, 5, "ok")),
                design(5, Duration.ofSeconds(30)), 1, seen::add);
        List<TurnGroup.Phase> phases = g.run();
        assertThat(seen).hasSize(3);
        assertThat(phases).as("one phase per fork of every side").hasSize(2);
        for (TurnGroup.Phase p : phases) {
            assertThat(p.turns()).hasSize(15);
            for (int k = 1; k <= 5; k++) {
                int turn = k;
                List<Integer> order = p.turns().stream().filter(t -> t.turn() == turn).map(TurnGroup.Turn::member).toList();
                assertThat(order).as("turn %d goes round the ring from the drawn side", k)
                        .containsExactly(p.first(), (p.first() + 1) % 3, (p.first() + 2) % 3);
            }
        }
        assertThat(g.processes()).allMatch(p -> !p.isAlive() && p.exitValue() == 0);
    }

    @Test
    void aSideThatDiesInItsTurnsEndsTheGroupNamingIt(@TempDir Path dir) throws Exception {
        TurnGroup g = new TurnGroup(List.of(side(dir, "A", 1, 10, "ok"), side(dir, "B", 1, 10, "die-at-4")), design(10, Duration.ofSeconds(30)), 2, p -> { });
        long start = System.nanoTime();
        assertThatThrownBy(g::run).isInstanceOf(TurnGroup.Failed.class).hasMessageStartingWith("side B ended in turn 4").hasMessageContaining("dying in turn 4");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
        assertThat(g.processes()).as("nobody left waiting").noneMatch(Process::isAlive);
    }

    @Test
    void aSideThatHangsIsTimedOut(@TempDir Path dir) throws Exception {
        TurnGroup g = new TurnGroup(List.of(side(dir, "A", 1, 10, "hang-at-3"), side(dir, "B", 1, 10, "ok")), design(10, Duration.ofSeconds(2)), 3, p -> { });
        assertThatThrownBy(g::run).isInstanceOf(TurnGroup.Failed.class).hasMessage("side A did not end turn 3 within 2 s (hung?)");
        assertThat(g.processes()).noneMatch(Process::isAlive);
    }

    @Test
    void aSideThatEndsBeforeItsTurnsIsSaidAtOnce(@TempDir Path dir) throws Exception {
        TurnGroup g = new TurnGroup(List.of(side(dir, "A", 1, 10, "ok"), side(dir, "B", 1, 10, "die-before")), design(10, Duration.ofSeconds(30)), 4, p -> { });
        assertThatThrownBy(g::run).isInstanceOf(TurnGroup.Failed.class).hasMessage("side B ended (exit 7) before its turns: dying before my turns");
        assertThat(g.processes()).noneMatch(Process::isAlive);
    }

    @Test
    void sidesThatWouldPairUnequalTurnsAreRefused(@TempDir Path dir) throws Exception {
        TurnGroup g = new TurnGroup(List.of(side(dir, "A", 1, 10, "ok"), side(dir, "B", 1, 12, "ok")), design(10, Duration.ofSeconds(30)), 5, p -> { });
        assertThatThrownBy(g::run).isInstanceOf(TurnGroup.Failed.class)
                .hasMessage("refused: the sides would pair unequal turns (measurement iterations: A 10, B 12; the design has 10)");
        assertThat(g.processes()).noneMatch(Process::isAlive);
    }

    @Test
    void operationsFarLongerThanATurnStopTheGroupToBePlannedAgain(@TempDir Path dir) throws Exception {
        TurnGroup.Design d = new TurnGroup.Design(400, 1_000_000, null, null, Duration.ofSeconds(60), Duration.ofSeconds(30), 0, 2.0);
        TurnGroup g = new TurnGroup(List.of(side(dir, "A", 1, 400, "op-50"), side(dir, "B", 1, 400, "ok")), d, 6, p -> { });
        assertThatThrownBy(g::run).isInstanceOf(TurnGroup.Replan.class).satisfies(e -> assertThat(((TurnGroup.Replan) e).opNanos()).isEqualTo(50_000_000L));
        assertThat(g.processes()).noneMatch(Process::isAlive);
    }
}
