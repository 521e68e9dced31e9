package dev.jfpbench.report.power;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Fixtures;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.FindingTable;
import dev.jfpbench.report.findings.GatePowerTable;
import dev.jfpbench.report.rounds.RoundFixtures;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.AdaptiveStop;
import dev.jfpbench.report.stats.RatioInterval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The gate's power by resampling: on synthetic sessions whose truth is known, and a smoke run on a real nightly. */
class GateResamplerTest {
    private static final int ROUNDS = 8;
    /** Rounds of 100 s in a budget of 22 minutes: the nightly's stop may add rounds. */
    private static final GateResampler.Rule RULE = GateResampler.Rule.nightly(100);
    private static final String[] NAMES = {"dev.x.A.read", "dev.x.B.write", "dev.x.C.time"};

    /** An A/A session: three benchmarks (the third in ns/op), each side's rounds with {@code noise} (sd of log speed). */
    static List<Path> session(Path dir, String name, double noise, long seed) throws IOException {
        return session(dir, name, noise, seed, 1.0);
    }

    /** The same with the candidate's speed times {@code candidate} throughout (0.8: a night whose candidate is 20% slower). */
    static List<Path> session(Path dir, String name, double noise, long seed, double candidate) throws IOException {
        return session(dir, name, noise, seed, candidate, ROUNDS, 1.0);
    }

    /** The same over {@code rounds} rounds, the first benchmark's candidate {@code wild} times as fast in its first round only. */
    static List<Path> session(Path dir, String name, double noise, long seed, double candidate, int rounds, double wild) throws IOException {
        Random random = new Random(seed);
        String[][] entries = new String[2][NAMES.length];
        for (int b = 0; b < NAMES.length; b++) {
            boolean time = b == 2;
            for (int s = 0; s < 2; s++) {
                double[] perRound = new double[rounds];
                for (int r = 0; r < rounds; r++) {
                    double speed = 1000 * Math.exp(noise * random.nextGaussian()) * (s == 1 ? candidate : 1.0) * (s == 1 && b == 0 && r == 0 ? wild : 1.0);
                    perRound[r] = time ? 1e6 / speed : speed;
                }
                entries[s][b] = RoundFixtures.entry(NAMES[b], time ? "avgt" : "thrpt", time ? "ns/op" : "ops/s", RoundFixtures.rounds(perRound, 1));
            }
        }
        Path base = RoundFixtures.file(dir, name + "-baseline.json", entries[0]);
        Path cand = RoundFixtures.file(dir, name + "-candidate.json", entries[1]);
        for (Path p : List.of(base, cand)) {
            String side = p == base ? "baseline" : "candidate";
            Path meta = dir.resolve(p.getFileName().toString().replace(".json", ".meta.json"));
            Files.writeString(meta, "{\"schema\": 1, \"complete\": true, \"exitCode\": 0, \"start\": \"2026-11-25T10:00:00Z\", "
                    + "\"end\": \"2026-11-25T10:13:20Z\", \"command\": [\"java\", \"-i\", \"2\", \"-r\", \"1\"], \"git\": {\"commit\": \"abc\"}, "
                    + "\"libraries\": {\"jackson-databind\": \"2.23.0\"}}");
            new RoundsInfo(name, side, List.of(), Map.of(), 1, rounds, List.of(), "test", null, null, null, null, null, null, null).addTo(meta);
        }
        return List.of(base, cand);
    }

    static List<Run> load(List<Path> files) {
        return Run.load(files, List.of("baseline", "candidate"));
    }

    @Test
    void aTwentyPercentSlowdownIsNearlyAlwaysFlaggedAndNoneRarely(@TempDir Path dir) throws IOException {
        List<Run> runs = load(session(dir, "quiet", 0.005, 7));
        GateResampler g = new GateResampler(runs.get(0), runs.get(1), RULE, true);
        GateResampler.Result r = g.run(List.of(0.0, 0.20), List.of(0, 1, 2), 200, 11);
        assertThat(r.resamples()).isEqualTo(200);
        assertThat(r.poolRounds()).isEqualTo(ROUNDS);
        assertThat(r.aa()).isTrue();
        for (GateResampler.Row row : r.at(0.20)) {
            assertThat(row.detection().rate()).as(row.benchmark()).isGreaterThanOrEqualTo(0.95);
            assertThat(row.falseAlarm().rate()).as(row.benchmark()).isLessThanOrEqualTo(0.05);
        }
        assertThat(r.at(0.0)).singleElement().satisfies(row -> {
            assertThat(row.detection()).isNull();
            assertThat(row.falseAlarm().rate()).isLessThanOrEqualTo(0.05);
        });
    }

    @Test
    void severalSessionsPoolTheirRoundsEachCentredOnItsOwn(@TempDir Path dir) throws IOException {
        List<Run> one = load(session(dir, "night1", 0.005, 7));
        List<Run> two = load(session(dir, "night2", 0.005, 8));
        GateResampler g = GateResampler.pooled(List.of(one.get(0), two.get(0)), List.of(one.get(1), two.get(1)), RULE, true);
        assertThat(g.sessions()).isEqualTo(2);
        assertThat(g.pool()).isEqualTo(2 * ROUNDS);
        GateResampler.Result r = g.run(List.of(0.0, 0.20), List.of(0, 1, 2), 200, 11);
        assertThat(r.poolRounds()).isEqualTo(2 * ROUNDS);
        assertThat(r.aa()).isTrue();
        r.at(0.20).forEach(row -> assertThat(row.detection().rate()).as(row.benchmark()).isGreaterThanOrEqualTo(0.95));
        // the second night's candidate 10% slower throughout: centred on its own, it adds no false alarms
        List<Run> three = load(session(dir, "night3", 0.005, 9, 0.8));
        GateResampler shifted = GateResampler.pooled(List.of(one.get(0), three.get(0)), List.of(one.get(1), three.get(1)), RULE, true);
        assertThat(shifted.run(List.of(0.0), List.of(), 200, 11).at(0.0).get(0).falseAlarm().rate()).isLessThanOrEqualTo(0.05);
        // not centred, that night's difference is in half the pool's rounds: the check can fail
        GateResampler kept = GateResampler.pooled(List.of(one.get(0), three.get(0)), List.of(one.get(1), three.get(1)), RULE, false);
        assertThat(kept.run(List.of(0.0), List.of(), 200, 11).at(0.0).get(0).falseAlarm().rate()).isGreaterThan(0.5);
        assertThatThrownBy(() -> GateResampler.pooled(List.of(one.get(0), two.get(0)), List.of(one.get(1)), RULE, true))
                .isInstanceOf(BadInputException.class).hasMessageContaining("as many baselines as candidates");
        // a pair that is not one session's two sides is refused, pooled or not
        assertThatThrownBy(() -> GateResampler.pooled(List.of(one.get(0), two.get(0)), List.of(one.get(1), one.get(1)), RULE, true))
                .isInstanceOf(BadInputException.class).hasMessageContaining("not the two sides of one paired session");
    }

    @Test
    void aPoolWithOneWildRoundIsCentredOnTheGatesOwnEstimate(@TempDir Path dir) throws IOException {
        // one candidate round 2.5x as fast among 14: centred on the plain mean, the other rounds would sit about 6.5% slow,
        // and every resample without the wild round (or with it trimmed away) would read that as a regression
        List<Run> runs = load(session(dir, "wild", 0.005, 7, 1.0, 14, 2.5));
        GateResampler g = new GateResampler(runs.get(0), runs.get(1), RULE, true);
        assertThat(g.run(List.of(0.0), List.of(), 200, 11).at(0.0).get(0).falseAlarm().rate()).isLessThanOrEqualTo(0.05);
    }

    @Test
    void theSlowdownGoesIntoTheCandidatesTargetOnlyInSpeedWhateverTheUnit(@TempDir Path dir) throws IOException {
        List<Run> runs = load(session(dir, "units", 0.005, 3));
        GateResampler g = new GateResampler(runs.get(0), runs.get(1), RULE, false);
        List<Integer> drawn = List.of(0, 1, 2, 3, 4);
        for (int target = 0; target < NAMES.length; target++) {
            List<Run> sides = g.sides(drawn, 0.25, target);
            for (int b = 0; b < NAMES.length; b++) {
                BenchmarkKey k = g.keys().get(b);
                double[] base = speeds(runs.get(0), k);
                double[] cand = speeds(runs.get(1), k);
                double[] rb = speeds(sides.get(0), k);
                double[] rc = speeds(sides.get(1), k);
                for (int i = 0; i < drawn.size(); i++) {
                    assertThat(rb[i]).as("baseline untouched").isCloseTo(base[drawn.get(i)], within(1e-9 * base[drawn.get(i)]));
                    double expected = cand[drawn.get(i)] / (b == target ? 1.25 : 1.0);
                    assertThat(rc[i]).as("candidate of " + k.display() + ", target " + target).isCloseTo(expected, within(1e-9 * expected));
                }
            }
        }
    }

    @Test
    void sameSeedSameRatesAndTheEffectOnlyAddsDetections(@TempDir Path dir) throws IOException {
        List<Run> runs = load(session(dir, "seeded", 0.03, 5));
        GateResampler g = new GateResampler(runs.get(0), runs.get(1), RULE, true);
        GateResampler.Result a = g.run(List.of(0.0, 0.05, 0.10, 0.20), List.of(0, 1, 2), 100, 42);
        GateResampler.Result b = g.run(List.of(0.0, 0.05, 0.10, 0.20), List.of(0, 1, 2), 100, 42);
        assertThat(a.rows()).isEqualTo(b.rows());
        // the same resampled rounds for every effect: a larger slowdown is flagged at least as often
        for (int t = 0; t < 3; t++) {
            int i = t;
            double d5 = a.at(0.05).get(i).detection().rate();
            double d10 = a.at(0.10).get(i).detection().rate();
            double d20 = a.at(0.20).get(i).detection().rate();
            assertThat(d10).isGreaterThanOrEqualTo(d5);
            assertThat(d20).isGreaterThanOrEqualTo(d10);
        }
    }

    @Test
    void twoUnpairedFilesAreRefused(@TempDir Path dir) throws IOException {
        List<Path> one = session(dir, "one", 0.01, 1);
        List<Path> two = session(dir, "two", 0.01, 2);
        List<Run> runs = load(List.of(one.get(0), two.get(1)));
        assertThatThrownBy(() -> new GateResampler(runs.get(0), runs.get(1), RULE, true))
                .isInstanceOf(BadInputException.class).hasMessageContaining("not the two sides of one paired session");
    }

    @Test
    void theStopIsTheRunnersRule() {
        AdaptiveStop s = new AdaptiveStop(0.02, 5, 40);
        for (int round = 1; round <= 41; round++) {
            for (double half : new double[] {0.01, 0.05}) {
                RatioInterval ci = new RatioInterval(1, 1 / (1 + half), 1 + half, round, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(round));
                for (boolean noTime : new boolean[] {false, true}) {
                    assertThat(s.stops(round, () -> ci, noTime)).as(round + " " + half + " " + noTime).isEqualTo(s.after(round, ci, noTime) != null);
                }
            }
        }
        // the budget binds the least rounds too (one meaning of a budget in every session); a narrow interval before them does not stop
        assertThat(s.after(4, new RatioInterval(1, 0.999, 1.001, 4, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(4)), false)).isNull();
        assertThat(s.after(4, new RatioInterval(1, 0.9, 1.1, 4, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(4)), true)).isEqualTo(AdaptiveStop.Stop.BUDGET);
        assertThat(s.after(5, new RatioInterval(1, 0.9, 1.1, 5, 0.99, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(5)), true)).isEqualTo(AdaptiveStop.Stop.BUDGET);
    }

    @Test
    void theVarianceComponentsReadTheIterationsAndTheDesignIsNoWorseThanNow(@TempDir Path dir) throws IOException {
        List<Run> runs = load(session(dir, "design", 0.02, 9));
        GateResampler g = new GateResampler(runs.get(0), runs.get(1), RULE, true);
        VarianceDesign v = VarianceDesign.of(runs.get(0), runs.get(1), g.keys(), 1, RULE);
        // the fixture's two iterations are the round's value times 0.99 and 1.01
        double iterations = Math.pow(Math.log(1.01 / 0.99), 2) / 2;
        for (VarianceDesign.Components c : v.components()) {
            assertThat(c.iterations()).isCloseTo(iterations, within(1e-9));
            assertThat(c.iterationsNow()).isEqualTo(2);
        }
        assertThat(v.costs().forksPerRound()).isEqualTo(6);
        assertThat(v.costs().fork()).isCloseTo(100.0 / 6 - 2, within(1e-9));
        double now = v.components().stream().mapToDouble(c -> v.predict(c, v.now()).slowdown80()).max().orElseThrow();
        double best = v.components().stream().mapToDouble(c -> v.predict(c, v.best()).slowdown80()).max().orElseThrow();
        assertThat(best).isLessThanOrEqualTo(now);
    }

    @Test
    void theFindingRendersTheRatesPerEffectAndRefusesUnpairedFiles(@TempDir Path dir) throws IOException {
        session(dir, "aa", 0.01, 4);
        List<Path> other = session(dir, "other", 0.01, 8);
        FindingTable t = GatePowerTable.of("aa-baseline.json", "aa-candidate.json").table(new Context(dir, Optional.empty()));
        assertThat(t.id()).isEqualTo("gate-power");
        assertThat(t.headers()).contains("Slowdown injected", "A/A runs", "Resamples");
        assertThat(t.rows()).hasSize(5);
        assertThat(t.rows().get(0).get(0).text()).isEqualTo("0% (none)");
        assertThat(t.rows().get(3).get(0).text()).isEqualTo("10%");
        assertThat(t.rows().get(3).get(7).text()).isEqualTo("1");
        assertThat(t.sources()).hasSize(2);
        assertThatThrownBy(() -> GatePowerTable.of("aa-baseline.json", other.get(1).getFileName().toString()).table(new Context(dir, Optional.empty())))
                .isInstanceOf(BadInputException.class).hasMessageContaining("paired");
    }

    @Test
    void aDesignRunIsResampledWithinItsOwnBudget(@TempDir Path dir) throws IOException {
        session(dir, "wide", 0.05, 5);
        Context c = new Context(dir, Optional.empty());
        FindingTable nightly = GatePowerTable.of("wide-baseline.json", "wide-candidate.json").table(c);
        FindingTable design = GatePowerTable.design("gate-design", "a design", "wide-baseline.json", "wide-candidate.json", 10).table(c);
        // rounds of 100 s, too noisy to stop early: the earlier design's 10 minutes hold 6 of them; the nightly's allocation
        // stops the benchmarks that already see 10% and spends its 22 minutes on the rest: more rounds than 13 full ones
        assertThat(design.rows().get(3).get(6).text()).isEqualTo("6.0");
        assertThat(Double.parseDouble(nightly.rows().get(3).get(6).text())).isGreaterThanOrEqualTo(13.0).isLessThanOrEqualTo(40.0);
        assertThat(design.id()).isEqualTo("gate-design");
        assertThat(design.label()).contains("--budget-minutes 10 ");
        // GatePowerTable.of reads the nights before 2026-12-07 at the budget they ran with, not the nightly's now
        assertThat(nightly.label()).contains("--budget-minutes " + GateResampler.Rule.FIRST_BUDGET_MINUTES + " ");
        assertThat(design.notes()).anyMatch(n -> n.startsWith("Forks: ") && n.contains("-i 2 -r 1"));
    }

    @Test
    void theCommandRunsOnARealNightly() {
        Path root = Fixtures.repoRoot();
        String b = "results/20261124T140404Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
        Fixtures.Outcome o = Fixtures.tool("power", "--baseline", root.resolve(b + "-baseline.json"), "--candidate", root.resolve(b + "-candidate.json"),
                "--resamples", 5, "--effects", "10", "--benchmark", "JsonStdReadVanilla.readCurrencyPojoFast", "--seed", 2);
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out()).contains("NOT an A/A session", "| 10% |", "JsonStdReadVanilla.readCurrencyPojoFast", "sd iterations", "Kalibera-Jones");
    }

    private static double[] speeds(Run run, BenchmarkKey k) {
        var r = run.get(k).orElseThrow();
        return Estimator.speeds(r, r.primary().unit());
    }
}
