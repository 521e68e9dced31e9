package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A session in turns: a round whose two forks took turns with each other is read off its paired turns, a round that did
 * not (its order says so) off its forks' scores; the rounds then go to the one interval of every paired verdict.
 */
class TurnsEstimateTest {
    static final String FAST = "x.Json.readFast";
    static final String DEFAULT = "x.Json.readDefault";
    static final int TURNS = 40;

    /** A thrpt entry with its turns' record: per round its per-turn scores (ops/s), and the same ops, wait and wall in every turn but those given. */
    static String entry(String benchmark, double[][] scores, double[][] waits) {
        return timed(benchmark, scores, null, waits, null);
    }

    /** {@link #entry(String, double[][], double[][])} with each turn's operations (null: a millisecond's at its score) and wall (null: 1000 µs). */
    static String timed(String benchmark, double[][] scores, double[][] opsGiven, double[][] waits, double[][] walls) {
        StringBuilder raw = new StringBuilder("[");
        StringBuilder ops = new StringBuilder("[");
        StringBuilder wait = new StringBuilder("[");
        StringBuilder wall = new StringBuilder("[");
        for (int r = 0; r < scores.length; r++) {
            for (StringBuilder b : List.of(raw, ops, wait, wall)) {
                b.append(r > 0 ? "," : "").append('[');
            }
            for (int k = 0; k < scores[r].length; k++) {
                String sep = k > 0 ? "," : "";
                raw.append(sep).append(scores[r][k]);
                ops.append(sep).append(opsGiven == null ? scores[r][k] / 1000 : opsGiven[r][k]);
                wait.append(sep).append(waits[r][k]);
                wall.append(sep).append(walls == null ? 1000 : walls[r][k]);
            }
            for (StringBuilder b : List.of(raw, ops, wait, wall)) {
                b.append(']');
            }
        }
        for (StringBuilder b : List.of(raw, ops, wait, wall)) {
            b.append(']');
        }
        String metric = "{\"score\": 1, \"scoreError\": \"NaN\", \"scoreUnit\": \"%s\", \"rawData\": %s}";
        return String.format(Locale.ROOT, "{\"jmhVersion\": \"1.37\", \"benchmark\": \"%s\", \"mode\": \"thrpt\", \"threads\": 1, \"forks\": %d, "
                        + "\"jvm\": \"java\", \"jdkVersion\": \"17.0.15\", \"vmName\": \"vm\", \"vmVersion\": \"17\", \"primaryMetric\": " + metric
                        + ", \"secondaryMetrics\": {\"turn.ops\": " + metric + ", \"turn.wait\": " + metric + ", \"turn.wall\": " + metric + "}}",
                benchmark, scores.length, "ops/s", raw, "ops", ops, "us", wait, "us", wall);
    }

    /** The session of {@code file} (its sidecar beside it), its rounds in {@code order}, its turns' record {@code turns} (null: none). */
    static Run load(Path file, List<List<String>> order, RoundsInfo.Turns turns) throws IOException {
        RoundsInfo info = new RoundsInfo("s", "run", List.of(), Map.of(), 1, order.size(), order, "test", null, "s.rounds", RoundsInfo.TURNS,
                "1", null, null, null, null, null, null, turns);
        Path meta = file.resolveSibling("s.meta.json");
        Files.writeString(meta, "{\"schema\": 1, \"complete\": true, \"exitCode\": 0}");
        info.addTo(meta);
        return Run.load(List.of(file), List.of("run")).get(0);
    }

    @Test
    void aRoundInTurnsIsReadOffItsPairedTurnsAndAnyOtherOffItsForks(@TempDir Path dir) throws IOException {
        int rounds = 6;
        double[][] fast = new double[rounds][TURNS];
        double[][] def = new double[rounds][TURNS];
        double[][] none = new double[rounds][TURNS];
        double[][] waitF = new double[rounds][TURNS];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < TURNS; k++) {
                // the machine's speed swings by 3x from turn to turn, alike for both sides of a pair
                double machine = 1 + 2 * ((k * 7 + r) % 5) / 4.0;
                def[r][k] = 100_000 / machine;
                fast[r][k] = 125_000 / machine;
            }
            // another task took most of Fast's turn 3: its score fell to a third, and it waited for the CPU
            fast[r][3] /= 3;
            waitF[r][3] = 600;
        }
        for (int k = 0; k < 30; k++) {
            def[4][k] /= 2; // round 5 ran one fork after the other, Default's in a slow spell of the machine
        }
        Path file = Files.writeString(dir.resolve("s.json"), "[" + entry(DEFAULT, def, none) + ",\n" + entry(FAST, fast, waitF) + "]\n");
        List<List<String>> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            // round 5 (index 4) ran them one after another: its forks' scores decide it
            order.add(r == 4 ? List.of("run " + FAST, "run " + DEFAULT) : List.of("run " + FAST + RoundsInfo.IN_TURNS + "run " + DEFAULT));
        }
        Run run = load(file, order, null);
        Estimator e = new Estimator(0.95, 0.05, 0);
        BenchmarkKey f = BenchmarkKey.of(FAST, "thrpt", Map.of());
        BenchmarkKey d = BenchmarkKey.of(DEFAULT, "thrpt", Map.of());
        double[] logs = Estimator.roundLogs(run.get(f).orElseThrow(), run, run.get(d).orElseThrow(), run, "ops/s", rounds);
        for (int r = 0; r < rounds; r++) {
            if (r != 4) {
                assertThat(logs[r]).as("round %d: the turns, the intruded one left out", r + 1).isCloseTo(Math.log(1.25), within(1e-9));
            }
        }
        assertThat(logs[4]).as("round 5: its forks' scores (the median of the iterations near the best)").isCloseTo(Math.log(1.25), within(1e-9));
        assertThat(Estimator.turnLog(run.get(f).orElseThrow(), run.get(d).orElseThrow(), 4, "ops/s", 0)).as("its turns, which did not pair")
                .isNotCloseTo(Math.log(1.25), within(0.1));
        Estimate est = e.session(List.of(run)).get(0);
        assertThat(est.ci().ratio()).as("the session's one ratio, Fast/Default, from these rounds").isCloseTo(PairedRatio.ofLogs(logs, 0.95).ratio(), within(1e-12));
        assertThat(est.method()).isEqualTo(Estimate.Method.PAIRED);
    }

    @Test
    void aWaitBeforeJmhsClockStartsLeavesTheTurnInAndAWaitInsideItDoesNot(@TempDir Path dir) throws IOException {
        int rounds = 2;
        double[][] fast = new double[rounds][TURNS];
        double[][] def = new double[rounds][TURNS];
        double[][] opsF = new double[rounds][TURNS];
        double[][] opsD = new double[rounds][TURNS];
        double[][] waitF = new double[rounds][TURNS];
        double[][] waitD = new double[rounds][TURNS];
        double[][] wallF = new double[rounds][TURNS];
        double[][] wallD = new double[rounds][TURNS];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < TURNS; k++) {
                fast[r][k] = 125_000;
                opsF[r][k] = 125;
                wallF[r][k] = 1100;
                // a cost of Default's own in every fourth turn (a fifth more per operation), in the very turns it
                // was woken while another task held the CPU: 3900 µs of wait in a 5000 µs turn whose window took 1000
                boolean costly = k % 4 == 0;
                def[r][k] = costly ? 100_000 / 1.2 : 100_000;
                opsD[r][k] = def[r][k] / 1000;
                waitD[r][k] = costly ? 3900 : 0;
                wallD[r][k] = costly ? 5000 : 1100;
            }
            // another task's slice inside Fast's turn 7: its window stretched to 4 ms, its wait could not all lie outside it
            fast[r][7] = 125_000 / 4.0;
            waitF[r][7] = 3000;
            wallF[r][7] = 4100;
        }
        Path file = Files.writeString(dir.resolve("s.json"),
                "[" + timed(DEFAULT, def, opsD, waitD, wallD) + ",\n" + timed(FAST, fast, opsF, waitF, wallF) + "]\n");
        List<List<String>> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            order.add(List.of("run " + FAST + RoundsInfo.IN_TURNS + "run " + DEFAULT));
        }
        BenchmarkKey f = BenchmarkKey.of(FAST, "thrpt", Map.of());
        BenchmarkKey d = BenchmarkKey.of(DEFAULT, "thrpt", Map.of());
        double[] logs = new double[2];
        for (int window = 0; window < 2; window++) {
            RoundsInfo.Turns turns = new RoundsInfo.Turns("1", "0", 1000, 0.1, 20, 0, null, window == 1 ? Boolean.TRUE : null);
            Run run = load(file, order, turns);
            logs[window] = Estimator.roundLogs(run.get(f).orElseThrow(), run, run.get(d).orElseThrow(), run, "ops/s", rounds)[0];
        }
        assertThat(logs[0]).as("a session from before: every turn with a wait left out, Default's cost with it").isCloseTo(Math.log(1.25), within(1e-9));
        // kept: every pair but turn 7's; Default's time per operation over them, each turn weighed by its operations
        double time = 0;
        double ops = 0;
        for (int k = 0; k < TURNS; k++) {
            if (k != 7) {
                time += opsD[0][k] / def[0][k];
                ops += opsD[0][k];
            }
        }
        assertThat(logs[1]).as("the waits before the window leave Default's costly turns in; Fast's turn 7 stays out")
                .isCloseTo(Math.log(1.25 * (time / ops) * 100_000), within(1e-9));
        assertThat(logs[1]).isNotCloseTo(logs[0], within(0.01));
    }

    /** {@link #entry} with each turn's collections and its collector's wait (µs) recorded too. */
    static String entry(String benchmark, double[][] scores, double[][] waits, double[][] gc, double[][] gcWait) {
        String metric = "{\"score\": 1, \"scoreError\": \"NaN\", \"scoreUnit\": \"%s\", \"rawData\": %s}";
        String more = ", \"turn.gc\": " + String.format(Locale.ROOT, metric, "#", java.util.Arrays.deepToString(gc))
                + ", \"turn.gcwait\": " + String.format(Locale.ROOT, metric, "us", java.util.Arrays.deepToString(gcWait)) + "}}";
        String e = entry(benchmark, scores, waits);
        return e.substring(0, e.length() - 2) + more;
    }

    @Test
    void aPauseStretchedByAnotherTaskIsReadAtItsOwnLengthAndAPauseOfItsOwnStays(@TempDir Path dir) throws IOException {
        int rounds = 4;
        double[][] fast = new double[rounds][TURNS];
        double[][] def = new double[rounds][TURNS];
        double[][] none = new double[rounds][TURNS];
        double[][] gc = new double[rounds][TURNS];
        double[][] gcWait = new double[rounds][TURNS];
        for (int r = 0; r < rounds; r++) {
            java.util.Arrays.fill(def[r], 100_000);
            java.util.Arrays.fill(fast[r], 125_000);
        }
        // every turn lasts 1 ms (its operations are its score over 1000): a slower turn does fewer of them
        // round 1: a collection in Default's turn 5, its pause stretched ninefold by another task's slices while its
        // collector waited for the CPU (900 of the turn's 1000 µs): the turn's time is ten times its own
        def[0][5] /= 10;
        gc[0][5] = 1;
        gcWait[0][5] = 900;
        // round 2: the same stretched turn, its collector's wait not recorded (a file from before): the round moves
        def[1][5] /= 10;
        gc[1][5] = 1;
        // round 3: a pause of Default's own (its collector waited for nothing) doubles its turn 5: a cost that stays
        def[2][5] /= 2;
        gc[2][5] = 1;
        // round 4: a wait recorded beyond the turn itself (a collector thread waiting since before it): never read
        // faster than the fork's median turn
        def[3][5] /= 2;
        gc[3][5] = 1;
        gcWait[3][5] = 3000;
        Path file = Files.writeString(dir.resolve("s.json"), "[" + entry(DEFAULT, def, none, gc, gcWait) + ",\n" + entry(FAST, fast, none) + "]\n");
        List<List<String>> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            order.add(List.of("run " + FAST + RoundsInfo.IN_TURNS + "run " + DEFAULT));
        }
        Run run = load(file, order, null);
        BenchmarkKey f = BenchmarkKey.of(FAST, "thrpt", Map.of());
        BenchmarkKey d = BenchmarkKey.of(DEFAULT, "thrpt", Map.of());
        double[] logs = Estimator.roundLogs(run.get(f).orElseThrow(), run, run.get(d).orElseThrow(), run, "ops/s", rounds);
        assertThat(logs[0]).as("the pause at its own length: the round as if nothing had stretched it").isCloseTo(Math.log(1.25), within(1e-9));
        assertThat(logs[1]).as("without the collector's wait the stretched pause moves its round").isCloseTo(Math.log(1.25 * TURNS * 100 / ((TURNS - 1) * 100 + 10)), within(1e-9));
        assertThat(logs[2]).as("a pause of its own is the benchmark's cost").isCloseTo(Math.log(1.25 * TURNS * 100 / ((TURNS - 1) * 100 + 50)), within(1e-9));
        assertThat(logs[3]).as("at the median turn's pace").isCloseTo(Math.log(1.25), within(1e-9));
    }

    @Test
    void aRunInTurnsIsKnownByItsTurnsRecordAndGetsNoDesignFromTheForkModel(@TempDir Path dir) throws IOException {
        double[][] scores = {{100_000, 100_000}, {100_000, 100_000}};
        double[][] waits = new double[2][2];
        Path turns = Files.writeString(dir.resolve("t.json"), "[" + entry(FAST, scores, waits) + "]\n");
        // the same entry with its record of turns named as any other secondary metric: forks that did not take turns
        Path forks = Files.writeString(dir.resolve("f.json"), "[" + entry(FAST, scores, waits).replace("\"turn.wait\"", "\"gc.count\"") + "]\n");
        List<Run> runs = Run.load(List.of(turns, forks), List.of("turns", "forks"));
        assertThat(Estimator.inTurns(runs.get(0))).isTrue();
        assertThat(Estimator.inTurns(runs.get(1))).isFalse();
        assertThat(dev.jfpbench.report.power.VarianceDesign.unlessTurns(runs.get(0), runs.get(0), List.of(), 0.001,
                dev.jfpbench.report.power.GateResampler.Rule.nightly(60))).isEmpty();
        assertThat(dev.jfpbench.report.power.PowerTables.designNotes(java.util.Optional.empty(), 2400))
                .containsExactly(dev.jfpbench.report.power.PowerTables.TURNS_NOT_PREDICTED);
    }
}
