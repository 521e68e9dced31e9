package dev.jfpbench.report.answer;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.rounds.RoundsInfo;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Where the campaign spends its next round: settled questions stop, open ones go on, best-of contenders are narrowed. */
class AllocationTest {
    private static final Estimator E = new Estimator(0.95, 0.05, 0);
    private static final Question.Pair READ = (Question.Pair) Questions.ALL.get(0);
    private static final Question.Best LIB = new Question.Best("Fastest exact JSON library: currency read", Question.Kind.LIBRARY, "read", "currency");

    /** A side of a campaign: each benchmark's speed per round (its forks are its first rounds). */
    private static Run run(int rounds, Map<String, double[]> speeds) {
        List<BenchmarkResult> out = new ArrayList<>();
        speeds.forEach((name, s) -> out.add(new BenchmarkResult(BenchmarkKey.of(name, "thrpt", Map.of()), 1, s.length, "17", "vm", "17", "java",
                new Metric(s[0], Double.NaN, "ops/s", s.clone(), s.length, s.clone()), Map.of())));
        RoundsInfo info = new RoundsInfo("campaign", "jdk17", List.of(), Map.of(), 1, rounds, List.of(), null, null, null, null, null, null, "answer", null);
        return new Run(Path.of("campaign-jdk17.json"), "jdk17", out, Optional.empty(), List.of(), Optional.of(info));
    }

    private static double[] noisy(double level, int rounds, double sd, long seed) {
        Random r = new Random(seed);
        double[] s = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            s[i] = level * Math.exp(sd * r.nextGaussian());
        }
        return s;
    }

    private static Set<BenchmarkKey> keys(Run run) {
        Set<BenchmarkKey> k = new HashSet<>();
        run.results().forEach(r -> k.add(r.key()));
        return k;
    }

    private static Map<String, double[]> pair(int rounds, double ratio, double sd) {
        Map<String, double[]> m = new LinkedHashMap<>();
        double[] base = noisy(100_000, rounds, 0.2, 1); // the machine's speed moves a lot from round to round ...
        double[] noise = noisy(1, rounds, sd, 2); // ... the ratio within a round only by sd
        double[] fast = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            fast[i] = base[i] * ratio * noise[i];
        }
        m.put("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoDefault", base);
        m.put("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast", fast);
        return m;
    }

    @Test
    void aClearPairIsSettledAfterTheLeastRoundsAndStops() {
        Allocation a = new Allocation(List.of(READ), E, 0.03, 5);
        Run early = run(4, pair(4, 1.5, 0.005));
        Allocation.Status s4 = a.statuses(early, 4, keys(early)).get(0);
        assertThat(s4.settled()).as("before the least rounds").isFalse();
        assertThat(s4.needs()).hasSize(2);
        Run later = run(6, pair(6, 1.5, 0.005));
        Allocation.Status s6 = a.statuses(later, 6, keys(later)).get(0);
        assertThat(s6.settled()).isTrue();
        assertThat(s6.needs()).isEmpty();
        assertThat(Allocation.needed(List.of(s6))).isEmpty();
    }

    @Test
    void aPairThatIsNotSettledKeepsItsBenchmarks() {
        Allocation a = new Allocation(List.of(READ), E, 0.03, 5);
        // a real 1.5x, but noisier than the target allows in 6 rounds: still wanted
        Run wide = run(6, pair(6, 1.5, 0.08));
        Allocation.Status s = a.statuses(wide, 6, keys(wide)).get(0);
        assertThat(s.settled()).isFalse();
        assertThat(s.needs()).extracting(BenchmarkKey::method).containsExactlyInAnyOrder("readCurrencyPojoDefault", "readCurrencyPojoFast");
        // the stop is on width alone: an interval no wider than the target settles whatever its verdict (here inconclusive:
        // it holds 1 and reaches past +5%), after the least rounds; a stop that waited for a verdict would stop where the
        // estimate lies, and call a true ratio of 1 faster or slower far more often than 5% (finding sim-answer)
        dev.jfpbench.report.stats.RatioInterval ci = new dev.jfpbench.report.stats.RatioInterval(1.025, 0.996, 1.055, 8, 0.95, 7);
        dev.jfpbench.report.analysis.Estimate e = new dev.jfpbench.report.analysis.Estimate("x", "run", dev.jfpbench.report.analysis.Estimate.Method.PAIRED,
                ci, dev.jfpbench.report.stats.RatioVerdict.of(ci, 0.05));
        assertThat(ci.halfWidth()).isLessThan(0.03);
        assertThat(e.verdict()).isEqualTo(dev.jfpbench.report.stats.RatioVerdict.INCONCLUSIVE);
        assertThat(a.settles(e, 8)).isTrue();
        assertThat(a.settles(e, 4)).isFalse();
        dev.jfpbench.report.stats.RatioInterval wider = new dev.jfpbench.report.stats.RatioInterval(1.10, 1.06, 1.14, 8, 0.95, 7);
        assertThat(Allocation.settles(wider, 8, 0.03, 5)).as("faster, but wider than the target").isFalse();
    }

    @Test
    void aCellReadInTwoLevelsIsSettledWhenEachLevelIs() {
        Allocation a = new Allocation(List.of(READ), E, 0.03, 5);
        // JVMs at 33x or 74x, each level tight: the one ratio over them is far wider than the target, each level within it
        double[] logs = new double[16];
        for (int i = 0; i < logs.length; i++) {
            logs[i] = Math.log(i % 2 == 0 ? 74 : 33) + 0.004 * ((i * 7) % 5 - 2);
        }
        dev.jfpbench.report.stats.RatioInterval ci = dev.jfpbench.report.stats.PairedRatio.ofLogs(logs, 0.95);
        dev.jfpbench.report.stats.Levels levels = dev.jfpbench.report.stats.Levels.of(logs, 0.95).orElseThrow();
        dev.jfpbench.report.analysis.Estimate two = new dev.jfpbench.report.analysis.Estimate("x", "run", dev.jfpbench.report.analysis.Estimate.Method.PAIRED,
                ci, dev.jfpbench.report.stats.RatioVerdict.of(ci, 0.05), levels);
        assertThat(ci.halfWidth()).isGreaterThan(0.03);
        assertThat(levels.halfWidth()).isLessThan(0.03);
        assertThat(a.settles(two, 16)).isTrue();
        assertThat(a.settles(two, 4)).as("before the least rounds").isFalse();
        // the higher level's JVMs spread: open
        for (int i = 0; i < logs.length; i += 2) {
            logs[i] += (i % 4 == 0 ? 0.06 : -0.06);
        }
        dev.jfpbench.report.stats.Levels wide = dev.jfpbench.report.stats.Levels.of(logs, 0.95).orElseThrow();
        assertThat(wide.halfWidth()).isGreaterThan(0.03);
        assertThat(a.settles(new dev.jfpbench.report.analysis.Estimate("x", "run", dev.jfpbench.report.analysis.Estimate.Method.PAIRED, ci,
                dev.jfpbench.report.stats.RatioVerdict.of(ci, 0.05), wide), 16)).isFalse();
    }

    @Test
    void aBenchmarkThatStoppedIsNeverAskedForAgain() {
        Allocation a = new Allocation(List.of(READ), E, 0.03, 5);
        Run wide = run(6, pair(6, 1.5, 0.08));
        Set<BenchmarkKey> running = keys(wide);
        running.removeIf(k -> k.method().endsWith("Default"));
        Allocation.Status s = a.statuses(wide, 6, running).get(0);
        assertThat(s.settled()).isTrue();
        assertThat(s.needs()).isEmpty();
    }

    private static Map<String, double[]> libraries(int rounds) {
        Map<String, double[]> m = new LinkedHashMap<>();
        double[] machine = noisy(1, rounds, 0.2, 3);
        double[] levels = {100_000, 170_000, 160_000, 120_000, 60_000, 50_000};
        String[] names = {"jackson.LibJacksonRead.currencyFast", "a.LibAaaRead.currency", "b.LibBbbRead.currency", "c.LibCccRead.currency",
            "d.LibDddRead.currency", "e.LibEeeRead.currency"};
        for (int l = 0; l < names.length; l++) {
            double[] noise = noisy(1, rounds, 0.01, 10 + l);
            double[] s = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                s[i] = levels[l] * machine[i] * noise[i];
            }
            m.put("dev.jfpbench.libs." + names[l], s);
        }
        return m;
    }

    @Test
    void aBestOfQuestionKeepsTheFastestFewAfterThePilotThenDropsTheClearLosersAndSettlesOnTheLeader() {
        Allocation a = new Allocation(List.of(LIB), E, 0.03, 5);
        Run pilot = run(Allocation.PILOT, libraries(Allocation.PILOT));
        Allocation.Status s1 = a.statuses(pilot, Allocation.PILOT, keys(pilot)).get(0);
        assertThat(s1.needs()).extracting(BenchmarkKey::simpleClassName)
                .containsExactlyInAnyOrder("LibJacksonRead", "LibAaaRead", "LibBbbRead", "LibCccRead"); // the reference and the 3 fastest
        // later rounds: the three raced; the one 30% behind is dropped, the two within a few % race on
        Map<String, double[]> raced = libraries(6);
        raced.keySet().removeIf(n -> n.contains("Ddd") || n.contains("Eee"));
        Run six = run(6, raced);
        Allocation.Status s6 = a.statuses(six, 6, keys(six)).get(0);
        assertThat(s6.answer()).isPresent();
        assertThat(s6.answer().get().label()).startsWith("Aaa/");
        assertThat(s6.settled()).isTrue(); // the leader over the reference: 1.7x, well within ±3% after 6 rounds of 1% noise
        assertThat(s6.needs()).isEmpty();
        assertThat(s6.answer().get().contenders()).contains("Aaa").doesNotContain("Ccc");
    }

    @Test
    void readAfterTheSessionABestOfNamesAFinalistNeverAContenderDroppedAfterThePilot() {
        Map<String, double[]> m = libraries(6);
        m.keySet().removeIf(n -> n.contains("Eee"));
        // Ddd ran the pilot only, at a speed above every finalist's: its one round has no interval and must not win
        m.put("dev.jfpbench.libs.d.LibDddRead.currency", new double[] {400_000});
        Run done = run(6, m);
        Optional<Question.Answer> a = LIB.answer(done, E, null);
        assertThat(a).isPresent();
        assertThat(a.get().label()).startsWith("Aaa/");
        assertThat(a.get().estimate().ci().n()).isEqualTo(6);
        // while the session runs, the contenders still running decide, as before
        Set<BenchmarkKey> running = keys(done);
        running.removeIf(k -> !k.simpleClassName().equals("LibDddRead") && !k.simpleClassName().equals("LibJacksonRead"));
        assertThat(LIB.answer(done, E, running).get().label()).startsWith("Ddd/");
    }
}
