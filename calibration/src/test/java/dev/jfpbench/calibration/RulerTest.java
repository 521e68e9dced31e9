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
}
