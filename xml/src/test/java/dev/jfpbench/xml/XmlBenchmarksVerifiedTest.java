package dev.jfpbench.xml;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Every XML benchmark method, run once and checked exactly against the reference. */
class XmlBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerified() {
        return VerifiedBenchmarks.tests("dev.jfpbench.xml.");
    }
}
