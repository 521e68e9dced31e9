package dev.jfpbench.libs;

import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.lib.LibMode;
import dev.jfpbench.core.lib.LibMutantChecks;
import dev.jfpbench.core.testing.VerifiedBenchmarks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every library benchmark method, run once on a fresh instance: reads bit-exact against the reference, writes re-read
 * equal to it, inexact modes differing exactly where their class says, and there within the bound it declares. In
 * the default build the same run then shows its check can fail ({@link LibMutantChecks}: one number one ulp off in
 * an exact configuration, 1% off in an inexact one, a dropped key or element, all zeros); a build for another
 * Jackson leaves that half out ({@code jfpbench.canFail=false}, the root pom's profile check-mutants), as it leaves
 * out every can-fail test. One run serves both: a library method runs once, not twice (CI time).
 */
class LibsBenchmarksVerifiedTest {
    private static final boolean CAN_FAIL = Boolean.parseBoolean(System.getProperty("jfpbench.canFail", "true"));

    /** The references held for the whole run: the dataset keeps them only softly, and re-reading the vectors takes seconds. */
    private final List<Object> references = new ArrayList<>();

    @TestFactory
    Stream<DynamicTest> everyBenchmarkIsVerified() {
        List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks("dev.jfpbench.libs.");
        for (Dataset d : Dataset.values()) {
            references.add(d.reference());
        }
        Set<Dataset> datasets = EnumSet.noneOf(Dataset.class);
        Set<LibMode> modes = EnumSet.noneOf(LibMode.class);
        for (BenchmarkVerifier.Case c : cases) {
            Dataset d = Dataset.ofMethod(c.method);
            datasets.add(d);
            modes.add(LibMode.ofSuffix(c.method.substring(d.method().length())));
        }
        assertThat(datasets).as("datasets covered").containsExactlyInAnyOrder(Dataset.values());
        assertThat(modes).as("configurations covered").containsExactlyInAnyOrder(LibMode.values());
        assertThat(cases.stream().map(c -> c.className).collect(Collectors.toSet()))
                .as("read and write classes").allMatch(n -> n.endsWith("Read") || n.endsWith("Write")).hasSizeGreaterThan(30);
        return VerifiedBenchmarks.tests("dev.jfpbench.libs.", CAN_FAIL ? LibMutantChecks::verifiedAndCanFail : BenchmarkVerifier::runAndVerify);
    }
}
