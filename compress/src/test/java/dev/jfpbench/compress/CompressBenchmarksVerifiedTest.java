package dev.jfpbench.compress;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Every compression benchmark method, for none, gzip and lzf, run once and checked exactly against the reference. */
class CompressBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerifiedForEveryCompression() {
        return VerifiedBenchmarks.tests("dev.jfpbench.compress.");
    }
}
