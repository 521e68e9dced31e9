package dev.jfpbench.calibration;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The ruler is verified like every benchmark, burns what it is asked to, and rejects bad settings in one line. */
class RulerTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerified() {
        return VerifiedBenchmarks.tests("dev.jfpbench.calibration.");
    }

    @Test
    void theExtraCostIsAPercentageOfTheTokens() {
        assertThat(Ruler.burnt(20000, "0")).isEqualTo(20000);
        assertThat(Ruler.burnt(20000, "10")).isEqualTo(22000);
        assertThat(Ruler.burnt(20000, "3%")).isEqualTo(20600);
        assertThat(Ruler.burnt(20000, "-50")).isEqualTo(10000);
        assertThat(Ruler.burnt(500, "0.5")).as("502.5, a tie: half up").isEqualTo(503);
    }

    @Test
    void badSettingsAreOneClearLine() {
        assertThatThrownBy(() -> Ruler.burnt(0, "0")).hasMessage("Ruler: tokens must be positive, was 0");
        assertThatThrownBy(() -> Ruler.burnt(10, "ten")).hasMessageContaining("must be a percentage such as 10, was 'ten'");
        assertThatThrownBy(() -> Ruler.burnt(10, "-100")).hasMessageContaining("must be above -100");
    }

    @Test
    void aWrongResultFailsTheCheck() throws Exception {
        Ruler r = (Ruler) BenchmarkVerifier.newInstance(Ruler.class, Map.of("tokens", "500"));
        r.verify("consume", 500L);
        assertThatThrownBy(() -> r.verify("consume", 499L)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> r.verify("somethingElse", 500L)).isInstanceOf(AssertionError.class).hasMessageContaining("no check for benchmark");
    }

    /**
     * The check does not recompute the work with the function that set it: a setup that computed one token more or
     * less (the smallest wrong work) burns it, returns it, and is rejected, with and without an extra cost.
     */
    @Test
    void workOneTokenOffIsRejected() throws Exception {
        for (String extra : new String[] {null, "10", "3%", "-50"}) {
            if (extra != null) {
                System.setProperty(Ruler.EXTRA, extra);
            }
            try {
                Ruler r = (Ruler) BenchmarkVerifier.newInstance(Ruler.class, Map.of("tokens", "20000"));
                r.verify("consume", r.consume());
                long right = r.burnt;
                for (long wrong : new long[] {right - 1, right + 1}) {
                    r.burnt = wrong;
                    assertThatThrownBy(() -> r.verify("consume", r.consume())).as("extra " + extra + ", burnt " + wrong)
                            .isInstanceOf(AssertionError.class).hasMessageContaining("expected " + right);
                }
            } finally {
                System.clearProperty(Ruler.EXTRA);
            }
        }
    }

    /** The allocation knob: one new object per call, kept in a field (it escapes), only when asked; a bad value is one line. */
    @Test
    void theAllocationKnobAllocatesOneEscapingObjectPerCall() throws Exception {
        Ruler off = (Ruler) BenchmarkVerifier.newInstance(Ruler.class, Map.of("tokens", "500"));
        off.verify("consume", off.consume());
        assertThat(off.sink).isNull();
        System.setProperty(Ruler.ALLOCATE, "true");
        try {
            Ruler on = (Ruler) BenchmarkVerifier.newInstance(Ruler.class, Map.of("tokens", "500"));
            on.consume();
            Object first = on.sink;
            on.verify("consume", on.consume());
            assertThat(first).isNotNull().isNotSameAs(on.sink);
            on.sink = null;
            assertThatThrownBy(() -> on.verify("consume", 500L)).isInstanceOf(AssertionError.class).hasMessageContaining("did not allocate");
        } finally {
            System.clearProperty(Ruler.ALLOCATE);
        }
        off.consume();
        off.sink = new Object();
        assertThatThrownBy(() -> off.verify("consume", 500L)).isInstanceOf(AssertionError.class).hasMessageContaining("allocated");
        assertThat(Ruler.allocate(" false ")).isFalse();
        assertThatThrownBy(() -> Ruler.allocate("yes")).hasMessage("Ruler: -Djfpbench.ruler.allocate must be true or false, was 'yes'");
    }

    /** The independent computation agrees with the ruler's own wherever they can meet, ties included. */
    @Test
    void theIndependentComputationAgrees() {
        for (long tokens : new long[] {1, 3, 5, 7, 500, 20000, 123457}) {
            for (String extra : new String[] {"0", "10", "3%", "-50", "50", "0.5", "12.5", "-99.9", "1E1", " 7.25% "}) {
                assertThat(Ruler.expectedTokens(tokens, extra)).as(tokens + " " + extra).isEqualTo(Ruler.burnt(tokens, extra));
            }
        }
    }
}
