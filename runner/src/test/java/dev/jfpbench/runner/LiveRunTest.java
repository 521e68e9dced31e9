package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.rounds.RoundsInfo;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A stop reads the rounds so far as the published file is read: a round in turns off its paired turns, not its forks' scores. */
class LiveRunTest {
    static final String FAST = "x.Json.readFast";
    static final String DEFAULT = "x.Json.readDefault";
    static final int TURNS = 40;

    /** One fork of a thrpt benchmark with its turns' record: per-turn scores (ops/s), no waits, 1 ms turns. */
    static String fork(String benchmark, double[] scores) {
        StringBuilder raw = new StringBuilder();
        StringBuilder ops = new StringBuilder();
        StringBuilder zero = new StringBuilder();
        StringBuilder wall = new StringBuilder();
        for (int k = 0; k < scores.length; k++) {
            String sep = k > 0 ? "," : "";
            raw.append(sep).append(scores[k]);
            ops.append(sep).append(scores[k] / 1000);
            zero.append(sep).append(0);
            wall.append(sep).append(1000);
        }
        String metric = "{\"score\": 1, \"scoreError\": \"NaN\", \"scoreUnit\": \"%s\", \"rawData\": [[%s]]}";
        return String.format(Locale.ROOT, "{\"jmhVersion\": \"1.37\", \"benchmark\": \"%s\", \"mode\": \"thrpt\", \"threads\": 1, \"forks\": 1, "
                        + "\"jvm\": \"java\", \"jdkVersion\": \"17.0.15\", \"vmName\": \"vm\", \"vmVersion\": \"17\", \"primaryMetric\": " + metric
                        + ", \"secondaryMetrics\": {\"turn.ops\": " + metric + ", \"turn.wait\": " + metric + ", \"turn.wall\": " + metric + "}}",
                benchmark, "ops/s", raw, "ops", ops, "us", zero, "us", wall);
    }

    @Test
    void aRoundInTurnsIsReadOffItsTurnsWhileTheSessionRuns() throws Exception {
        int rounds = 3;
        List<ArrayNode> perRound = new ArrayList<>();
        List<List<String>> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            double[] fast = new double[TURNS];
            double[] def = new double[TURNS];
            for (int k = 0; k < TURNS; k++) {
                def[k] = 100_000;
                // Fast's turns: 1.25x Default's in most, half of it in a quarter: its score (near its best) says 1.25, its turns less
                fast[k] = k % 4 == 0 ? 50_000 : 125_000;
            }
            perRound.add((ArrayNode) new ObjectMapper().readTree("[" + fork(DEFAULT, def) + "," + fork(FAST, fast) + "]"));
            order.add(List.of("jdk17 " + FAST + RoundsInfo.IN_TURNS + "jdk17 " + DEFAULT));
        }
        Run run = RoundsEngine.live("allocation", "jdk17", perRound, order, rounds, RoundsInfo.TURNS, 1, "answer", null);
        BenchmarkKey f = BenchmarkKey.of(FAST, "thrpt", Map.of());
        BenchmarkKey d = BenchmarkKey.of(DEFAULT, "thrpt", Map.of());
        double[] logs = Estimator.roundLogs(run.get(f).orElseThrow(), run, run.get(d).orElseThrow(), run, "ops/s", rounds);
        // the turns' reading: every turn 1 ms, so the operations over the paired turns, Fast's 10 x 50 + 30 x 125 over Default's 40 x 100
        double turns = Math.log((10 * 50 + 30 * 125) / 4000.0);
        for (int r = 0; r < rounds; r++) {
            assertThat(logs[r]).as("round %d, as the published file reads it", r + 1).isCloseTo(turns, within(1e-9));
        }
        Run blind = RoundsEngine.live("allocation", "jdk17", perRound, List.of(), rounds, RoundsInfo.TURNS, 1, "answer", null);
        assertThat(Estimator.roundLogs(blind.get(f).orElseThrow(), blind, blind.get(d).orElseThrow(), blind, "ops/s", rounds)[0])
                .as("without the rounds' order: the forks' scores, another estimate").isNotCloseTo(logs[0], within(0.05));
    }
}
