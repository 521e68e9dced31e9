package dev.jfpbench.perf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.jfpbench.perf.ScriptsIT.assumeDefaultBuild;
import static dev.jfpbench.perf.ScriptsIT.results;
import static dev.jfpbench.perf.ScriptsIT.script;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The turns through the scripts, on a tiny run (a flow, not a measurement): two sides take turns and their rounds are
 * read off the turns; a machine of one CPU takes unpinned turns and says so first; a side that dies ends the session
 * with one line naming it, exit 3, nobody left waiting.
 */
class TurnsIT {
    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void twoSidesTakeTurnsAndTheirRoundsAreReadOffThem(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        ScriptsIT.Outcome o = script(results, "ab.sh", "--b-label", "B", "--rounds", "2", "--seed", "7", "--heap", "64m", "Ruler", "-wi", "1", "-w", "100ms",
                "-i", "30");
        assertThat(o.exitCode()).as(o.err() + o.out()).isIn(0, 1);
        assertThat(o.out()).contains("in turns on CPU").contains("(30 turns, a group of 2)");
        List<Path> saved = results(results);
        assertThat(saved).hasSize(2);
        JsonNode b = JSON.readTree(saved.get(1).toFile()).get(0);
        assertThat(b.path("primaryMetric").path("rawData").get(0)).as("each turn an iteration").hasSize(30);
        for (String m : List.of("turn.wait", "turn.wall", "turn.gc", "turn.ops")) {
            assertThat(b.path("secondaryMetrics").path(m).path("rawData").get(1)).as(m).hasSize(30);
        }
        JsonNode rounds = JSON.readTree(Files.readString(Path.of(saved.get(0).toString().replace(".json", ".meta.json")))).path("rounds");
        assertThat(rounds.path("mode").asText()).isEqualTo("turns");
        assertThat(rounds.path("turns").path("turnMicros").asDouble()).isEqualTo(1000.0);
        assertThat(rounds.path("order").get(0).get(0).asText()).contains(" <> ").contains("A dev.jfpbench.calibration.Ruler.consume")
                .contains("B dev.jfpbench.calibration.Ruler.consume");
        assertThat(results.resolve(rounds.path("dir").asText()).resolve("round-001-turns-01.json")).exists();
    }

    @Test
    void aMachineOfOneCpuTakesUnpinnedTurnsAndSaysSoFirst(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        assumeTrue(ScriptsIT.onPath("taskset"), "taskset gives the runner one CPU here");
        ScriptsIT.Outcome o = ScriptsIT.scriptUnder(List.of("taskset", "-c", "0"), results, java.util.Map.of(), "ab.sh", "--b-label", "B", "--rounds", "1",
                "--heap", "64m", "Ruler", "-wi", "0", "-i", "10");
        assertThat(o.exitCode()).as(o.err() + o.out()).isIn(0, 1);
        assertThat(o.out().lines().filter(l -> !l.startsWith("Picked up")).findFirst().orElse(""))
                .startsWith("Turns: this machine gives one CPU, so the turns are not pinned");
        assertThat(o.out()).contains("in turns (not pinned)").contains("(10 turns, a group of 2)");
    }

    @Test
    void aSideThatDiesEndsTheSessionNamingIt(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        ScriptsIT.Outcome o = script(results, "ab.sh", "--b-args", "-jvmArgsAppend -Djfpbench.ruler.recur=0", "--rounds", "2", "--heap", "64m", "Ruler",
                "-wi", "0", "-i", "10");
        assertThat(o.exitCode()).as(o.err() + o.out()).isEqualTo(3);
        // it dies before its turns or in its first, as the JIT times it: either way one line names it, with its exit code
        assertThat(o.err()).containsPattern("turns of [AB] Ruler\\.consume, [AB] Ruler\\.consume").containsPattern("side B Ruler\\.consume ended (in turn 1 )?\\(exit \\d+\\)")
                .doesNotContain("\tat ");
        assertThat(ScriptsIT.files(results.resolve("tmp"), ".rounds")).as("the round files kept, nothing saved as complete").isNotEmpty();
    }
}
