package dev.jfpbench.libs;

import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.lib.LibMode;
import dev.jfpbench.core.lib.LibMutantChecks;
import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.lib.LibWriteBase;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * Every library benchmark method's check can fail ({@link LibMutantChecks}): each {@code Lib*Read} and
 * {@code Lib*Write} method, every dataset and configuration, accepts its real result and rejects one number one ulp
 * off (exact configurations; a {@code long} one off where there is no floating point), one number 1% off
 * (inexact configurations, beyond their declared bound), a dropped key or element, and all zeros.
 */
class LibMutantsTest {
    /** One set-up instance per class, its methods' tests run one after another. */
    private Object bench;
    /** The references held for the whole run: the dataset keeps them only softly, and re-reading the vectors takes seconds. */
    private final List<Object> references = new java.util.ArrayList<>();

    @TestFactory
    Stream<DynamicTest> everyLibraryCheckRejectsEveryMutant() {
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
        return cases.stream().map(c -> dynamicTest(c.name(), () -> {
            Class<?> type = Class.forName(c.className);
            if (bench == null || bench.getClass() != type) {
                bench = null;
                bench = BenchmarkVerifier.newInstance(type, Map.of());
            }
            if (bench instanceof LibReadBase) {
                LibMutantChecks.readCheckCanFail((LibReadBase) bench, c.method);
            } else {
                LibMutantChecks.writeCheckCanFail((LibWriteBase) bench, c.method);
            }
        }));
    }
}
