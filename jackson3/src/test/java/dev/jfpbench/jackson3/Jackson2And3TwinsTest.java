package dev.jfpbench.jackson3;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.report.Jackson3Twins;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What a "2 vs 3" table needs: each Jackson 3 benchmark has its Jackson 2 twin in the jar. (That the twins read the
 * very same bytes holds by construction: a Jackson 3 format's inputs are made by its Jackson 2 twin, see
 * {@link Jackson3Format#jackson2()}.)
 */
class Jackson2And3TwinsTest {
    @Test
    void everyReadAndWriteTwinIsInTheJar() {
        Set<String> all = names(BenchmarkVerifier.benchmarks("dev.jfpbench."));
        List<String> twins = BenchmarkVerifier.benchmarks("dev.jfpbench.jackson3.").stream()
                .filter(c -> !c.className.contains("Vector"))
                .map(c -> Jackson3Twins.jackson2Twin(c.className + "." + c.method).orElseThrow())
                .collect(Collectors.toList());
        assertThat(twins).hasSize(30); // 3 formats x (6 reads + 4 writes)
        assertThat(all).containsAll(twins);
    }

    @Test
    void everyVectorTwinIsInTheJar() {
        Set<String> all = names(BenchmarkVerifier.benchmarks("dev.jfpbench."));
        assumeTrue(all.stream().anyMatch(n -> n.startsWith("dev.jfpbench.vectors.")), "the vectors module has no benchmarks yet");
        List<String> twins = BenchmarkVerifier.benchmarks("dev.jfpbench.jackson3.").stream()
                .filter(c -> c.className.contains("Vector"))
                .map(c -> Jackson3Twins.jackson2Twin(c.className + "." + c.method).orElseThrow())
                .collect(Collectors.toList());
        assertThat(twins).hasSize(18);
        assertThat(all).containsAll(twins);
    }

    private static Set<String> names(List<BenchmarkVerifier.Case> cases) {
        return cases.stream().map(c -> c.className + "." + c.method).collect(Collectors.toSet());
    }
}
