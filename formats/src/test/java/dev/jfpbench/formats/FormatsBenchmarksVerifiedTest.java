package dev.jfpbench.formats;

import dev.jfpbench.core.testing.VerifiedBenchmarks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Every Avro, protobuf, Kryo, JDK serialization and Thrift benchmark method, run once and checked exactly against the reference. */
class FormatsBenchmarksVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerified() {
        return VerifiedBenchmarks.tests("dev.jfpbench.formats.");
    }
}
