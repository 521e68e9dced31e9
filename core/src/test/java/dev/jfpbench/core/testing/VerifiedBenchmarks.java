package dev.jfpbench.core.testing;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;

import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** One dynamic test per benchmark method JMH lists under a package: each must be verified. */
public final class VerifiedBenchmarks {
    private VerifiedBenchmarks() {
    }

    public static Stream<DynamicTest> tests(String packagePrefix) {
        List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks(packagePrefix);
        assertThat(cases).as("benchmarks listed under " + packagePrefix + " (is META-INF/BenchmarkList generated?)").isNotEmpty();
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> BenchmarkVerifier.verify(c)));
    }
}
