package dev.jfpbench.report.stats;

import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Two levels read, and not read, on rounds with known answers (fixed seeds, no timing). */
class LevelsTest {

    /** Rounds at {@code low} and {@code high} (ratios), {@code atHigh} of them at the higher, each spread by {@code sd} in logs. */
    private static double[] rounds(double low, double high, int n, int atHigh, double sd, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.log(i < atHigh ? high : low) + sd * (r.nextDouble() * 2 - 1) * Math.sqrt(3);
        }
        return x;
    }

    @Test
    void aCellWhoseJvmsSettleAtTwoSpeedsIsReadInTwoLevels() {
        // as the Protobuf vectors write of finding answer-best: 7 JVMs near 74x, 5 near 33x
        double[] x = rounds(33, 74, 12, 7, 0.05, 1);
        Levels l = Levels.of(x, 0.95).orElseThrow();
        assertThat(l.high().n()).isEqualTo(7);
        assertThat(l.low().n()).isEqualTo(5);
        assertThat(l.high().ratio()).isCloseTo(74, within(74 * 0.05));
        assertThat(l.low().ratio()).isCloseTo(33, within(33 * 0.05));
        assertThat(l.share()).isCloseTo(7 / 12.0, within(1e-12));
        assertThat(l.shareLow()).isLessThan(l.share());
        assertThat(l.shareHigh()).isGreaterThan(l.share());
        // one ratio over them would describe no JVM: its interval is far wider than either level's
        assertThat(PairedRatio.ofLogs(x, 0.95).halfWidth()).isGreaterThan(3 * l.halfWidth());
    }

    @Test
    void theRunnersTargetStopsOnTheWiderLevelNotOnTheOneRatio() {
        // --target-ci outside the answer reads a ratio in two levels as the answer does: settled when each level is
        double[] x = rounds(33, 74, 12, 7, 0.01, 1);
        RatioInterval one = PairedRatio.ofLogs(x, 0.95);
        Levels l = Levels.of(x, 0.95).orElseThrow();
        dev.jfpbench.report.analysis.Estimate e = new dev.jfpbench.report.analysis.Estimate("b", "", dev.jfpbench.report.analysis.Estimate.Method.PAIRED,
                one, RatioVerdict.of(one, 0.05), l);
        AdaptiveStop stop = new AdaptiveStop(0.03, 5, 40);
        assertThat(stop.after(12, one, false)).isNull();
        assertThat(stop.after(12, e.settlingHalfWidth(), false)).isEqualTo(AdaptiveStop.Stop.TARGET);
        // and a level wider than the target keeps it going
        AdaptiveStop tighter = new AdaptiveStop(l.halfWidth() * 0.99, 5, 40);
        assertThat(tighter.after(12, e.settlingHalfWidth(), false)).isNull();
    }

    @Test
    void oneSpeedIsOneLevelAtAboutTheStatedRate() {
        // normal rounds of one speed: split in about FALSE_RATE of samples, never often
        SplittableRandom r = new SplittableRandom(7);
        int split = 0;
        int samples = 2000;
        for (int s = 0; s < samples; s++) {
            double[] x = new double[12];
            for (int i = 0; i < x.length; i++) {
                double u = 1 - r.nextDouble();
                x[i] = 0.5 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.nextDouble()); // a spread far above PRACTICAL
            }
            split += Levels.of(x, 0.95).isPresent() ? 1 : 0;
        }
        assertThat((double) split / samples).isLessThan(5 * Levels.FALSE_RATE);
    }

    @Test
    void twoRoundsFarOffAreATailNotALevel() {
        // a stretched pause in two rounds of sixteen (finding answer-busy): the trimmed mean's business, not a speed JVMs share
        double[] x = rounds(3.86, 5.1, 16, 2, 0.01, 3);
        assertThat(Levels.of(x, 0.95)).isEmpty();
        // a level holds MIN_SHARE of the rounds: four of sixteen do
        assertThat(Levels.of(rounds(3.86, 5.1, 16, 3, 0.01, 3), 0.95)).isEmpty();
        assertThat(Levels.of(rounds(3.86, 5.1, 16, 4, 0.01, 3), 0.95)).isPresent();
    }

    @Test
    void levelsCloserThanThePracticalThresholdAreOne() {
        double tight = 0.002;
        double just = 1 + Levels.PRACTICAL;
        assertThat(Levels.of(rounds(1.0, just * 1.01, 12, 6, tight, 5), 0.95)).isPresent();
        assertThat(Levels.of(rounds(1.0, just * 0.99, 12, 6, tight, 5), 0.95)).isEmpty();
    }

    @Test
    void tooFewRoundsAreNeverSplit() {
        assertThat(Levels.of(rounds(33, 74, Levels.MIN_ROUNDS - 1, 2, 0.01, 9), 0.95)).isEqualTo(Optional.empty());
    }

    @Test
    void theManualStatesTheRuleAsTheCodeHasIt() throws java.io.IOException {
        String manual = java.nio.file.Files.readString(dev.jfpbench.report.Fixtures.repoRoot().resolve("docs/methodology.md")).replaceAll("\\s+", " ");
        java.util.Map<Double, String> words = java.util.Map.of(0.001, "a thousandth", 0.1, "a tenth", 0.2, "a fifth", 3.0, "three rounds");
        assertThat(manual).contains("reaches in " + words.get(Levels.FALSE_RATE) + " of seeded draws")
                .contains("at least " + words.get((double) Levels.MIN_EACH) + " and " + words.get(Levels.MIN_SHARE) + " of them")
                .contains("more than " + words.get(Levels.PRACTICAL) + " apart");
    }

    @Test
    void theCriticalSeparationFallsAsRoundsGrow() {
        assertThat(Levels.critical(8)).isGreaterThan(Levels.critical(12));
        assertThat(Levels.critical(12)).isGreaterThan(Levels.critical(30));
        assertThat(Levels.critical(12)).isEqualTo(Levels.critical(12)); // seeded: the same every time
    }
}
