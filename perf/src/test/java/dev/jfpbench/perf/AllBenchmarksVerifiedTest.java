package dev.jfpbench.perf;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/**
 * Every benchmark method of every module that goes into perf.jar, run once and checked against the
 * reference: a benchmark cannot reach the jar unverified, whichever module it comes from.
 */
class AllBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkInTheJarIsVerified() {
        return VerifiedBenchmarks.tests("dev.jfpbench.");
    }
}
