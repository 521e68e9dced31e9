package dev.jfpbench.jackson3;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.report.Jackson3Twins;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The report's 2 vs 3 name rule ({@link Jackson3Twins}, module report) covers every Jackson 3 benchmark. */
class PairingTest {

    @Test
    void everyJackson3BenchmarkHasATwinWithTheSameMethodName() {
        List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks("dev.jfpbench.jackson3.");
        assertThat(cases).hasSize(3 * 6 + 3 * 4 + 3 * 6); // reads, writes, vectors
        for (BenchmarkVerifier.Case c : cases) {
            String name = c.className + "." + c.method;
            assertThat(Jackson3Twins.jackson2Twin(name)).as(name).isPresent().get().asString().endsWith("." + c.method);
            assertThat(Jackson3Twins.jackson3Twin(Jackson3Twins.jackson2Twin(name).get())).as(name).contains(name);
        }
    }
}
