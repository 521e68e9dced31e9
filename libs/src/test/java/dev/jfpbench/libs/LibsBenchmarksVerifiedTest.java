package dev.jfpbench.libs;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/**
 * Every library benchmark method, run once: reads bit-exact against the reference, writes re-read equal to it,
 * inexact modes differing exactly where their class says, and there within the bound it declares.
 */
class LibsBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerified() {
        return VerifiedBenchmarks.tests("dev.jfpbench.libs.");
    }
}
