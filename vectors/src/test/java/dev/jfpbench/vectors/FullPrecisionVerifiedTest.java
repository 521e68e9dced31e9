package dev.jfpbench.vectors;

import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.Map;
import java.util.stream.Stream;

/** The JSON, Smile and CBOR vector benchmarks on the full-precision dataset, each run once and checked bit for bit. */
class FullPrecisionVerifiedTest {
    @TestFactory
    Stream<DynamicTest> everyVectorBenchmarkIsVerifiedOnFullPrecision() {
        return BenchmarkVerifier.benchmarks("dev.jfpbench.vectors.").stream()
                .filter(c -> c.className.endsWith("VectorReadWrite") || c.className.endsWith("VectorHeavyReadWrite"))
                .map(c -> DynamicTest.dynamicTest(c.name() + " [vectors=" + VectorDataset.FULL_PRECISION + "]",
                        () -> BenchmarkVerifier.verify(c, Map.of("vectors", VectorDataset.FULL_PRECISION))));
    }
}
