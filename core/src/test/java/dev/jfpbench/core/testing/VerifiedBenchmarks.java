package dev.jfpbench.core.testing;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** One dynamic test per benchmark method JMH lists under a package: each must be verified. */
public final class VerifiedBenchmarks {
    private VerifiedBenchmarks() {
    }

    /**
     * One test per benchmark method and combination of the {@code @Param} values its class declares (JMH runs
     * them all, and a param may change the code path, e.g. a compression), not only the first value.
     */
    public static Stream<DynamicTest> tests(String packagePrefix) {
        return tests(packagePrefix, BenchmarkVerifier::runAndVerify);
    }

    /**
     * As {@link #tests(String)}, each method's fresh instance given to {@code check}, which runs and verifies it as
     * {@link BenchmarkVerifier#runAndVerify} does and may check more on the same run (a family's can-fail checks).
     */
    public static Stream<DynamicTest> tests(String packagePrefix, BenchmarkVerifier.Check check) {
        List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks(packagePrefix);
        assertThat(cases).as("benchmarks listed under " + packagePrefix + " (is META-INF/BenchmarkList generated?)").isNotEmpty();
        return cases.stream().flatMap(c -> {
            List<Map<String, String>> combinations = paramCombinations(c);
            return combinations.stream().map(params -> DynamicTest.dynamicTest(
                    c.name() + (combinations.size() > 1 ? " " + params : ""), () -> BenchmarkVerifier.verify(c, params, check)));
        });
    }

    /** Every combination of the declared {@code @Param} values of the case's class and its superclasses. */
    static List<Map<String, String>> paramCombinations(BenchmarkVerifier.Case c) {
        return BenchmarkVerifier.paramCombinations(c, Map.of());
    }
}
