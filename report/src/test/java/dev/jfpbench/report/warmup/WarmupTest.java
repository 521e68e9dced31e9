package dev.jfpbench.report.warmup;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The steady-state classification on synthetic forks of known shape (fixed seeds): each kind, and when it begins. */
class WarmupTest {
    /** 50 iterations of 0.2 s: {@code level(i)} times 1% noise. */
    private static double[] fork(long seed, java.util.function.IntToDoubleFunction level) {
        Random r = new Random(seed);
        double[] s = new double[50];
        for (int i = 0; i < s.length; i++) {
            s[i] = 1000 * level.applyAsDouble(i) * Math.exp(0.01 * r.nextGaussian());
        }
        return s;
    }

    @Test
    void aForkThatIsFastFromTheStartIsFlat() {
        Warmup.Fork f = Warmup.classify(fork(1, i -> 1), 0.2);
        assertThat(f.kind()).isEqualTo(Warmup.Kind.FLAT);
        assertThat(f.steadyFrom()).isZero();
    }

    @Test
    void aSlowStartThenItsFastestStateIsAWarmUpWhoseSteadyStateBeginsAtTheChange() {
        Warmup.Fork f = Warmup.classify(fork(2, i -> i < 5 ? 0.3 : i < 12 ? 0.8 : 1), 0.2);
        assertThat(f.kind()).isEqualTo(Warmup.Kind.WARMUP);
        assertThat(f.steadyFrom()).isCloseTo(12 * 0.2, within(1e-9)); // not 1.0 s: the 0.8 state is 20% off, not the steady one
    }

    @Test
    void settlingSlowerThanItOnceRanIsASlowdown() {
        Warmup.Fork f = Warmup.classify(fork(3, i -> i < 4 ? 0.5 : i < 15 ? 1.2 : 1), 0.2);
        assertThat(f.kind()).isEqualTo(Warmup.Kind.SLOWDOWN);
        assertThat(f.steadyFrom()).isCloseTo(15 * 0.2, within(1e-9));
    }

    @Test
    void aChangeInTheLastQuarterShowsNoSteadyState() {
        Warmup.Fork f = Warmup.classify(fork(4, i -> i < 44 ? 1 : 0.9), 0.2);
        assertThat(f.kind()).isEqualTo(Warmup.Kind.NO_STEADY_STATE);
        assertThat(f.steadyFrom()).isNaN();
    }

    @Test
    void anotherTenantsSpellsAreLeftOutNotTakenForAState() {
        // full speed from 1 s on, but half speed for 2 s twice (the CPU taken by another tenant): flat once those are out
        Warmup.Fork f = Warmup.classify(fork(6, i -> i < 5 ? 0.4 : (i >= 12 && i < 22) || (i >= 30 && i < 40) ? 0.5 : 1), 0.2);
        assertThat(f.interfered()).isEqualTo(20);
        assertThat(f.fullSpeedAt()).isCloseTo(1.0, within(1e-9));
        assertThat(f.kind()).isEqualTo(Warmup.Kind.WARMUP);
        assertThat(f.steadyFrom()).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void aStepWithinTheToleranceIsTheSameState() {
        Warmup.Fork f = Warmup.classify(fork(5, i -> i < 20 ? 0.99 : 1), 0.2);
        assertThat(f.kind()).isEqualTo(Warmup.Kind.FLAT);
    }
}
