package dev.jfpbench.digits;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Every digit-sweep method, for every digit count, run once and checked against the JDK's parse of each literal. */
class DigitsBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerifiedForEveryDigitCount() {
        return VerifiedBenchmarks.tests("dev.jfpbench.digits.");
    }
}
