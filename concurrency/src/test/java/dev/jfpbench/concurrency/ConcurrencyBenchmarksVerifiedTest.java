package dev.jfpbench.concurrency;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Every concurrency benchmark method, run once on one thread and checked exactly against the reference (threads: {@code ConcurrencyChecksCanFailTest}). */
class ConcurrencyBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerified() {
        return VerifiedBenchmarks.tests("dev.jfpbench.concurrency.");
    }
}
