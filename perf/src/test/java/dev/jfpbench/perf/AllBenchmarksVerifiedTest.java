package dev.jfpbench.perf;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A benchmark cannot reach perf.jar unverified, whichever module it comes from: each module's own test verifies
 * every benchmark method and {@code @Param} combination under its package ({@code VerifiedBenchmarks.tests(prefix)},
 * run by that module's build before perf is built), and this test checks that every benchmark class on perf's class
 * path (what the jar holds) lies under a prefix one of those tests verifies. It also verifies the first benchmark
 * of each module again here, through the jar's own class path (its dependencies as the jar resolves them).
 */
class AllBenchmarksVerifiedTest {
    private static final Pattern VERIFIES = Pattern.compile("VerifiedBenchmarks\\.tests\\(\"([\\w.]+)\"[,)]");

    /** Package prefix -> the module test that verifies it, read from the modules' test sources under {@code root}. */
    static Map<String, String> verifiedPrefixes(Path root) {
        Map<String, String> prefixes = new LinkedHashMap<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path tests : modules.map(m -> m.resolve("src/test/java")).filter(Files::isDirectory).sorted().collect(Collectors.toList())) {
                try (Stream<Path> files = Files.walk(tests)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList())) {
                        Matcher m = VERIFIES.matcher(Files.readString(f));
                        while (m.find()) {
                            prefixes.put(m.group(1), root.relativize(f).toString());
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return prefixes;
    }

    /** The benchmark classes under no verified prefix. */
    static List<String> unverified(Collection<String> classes, Collection<String> prefixes) {
        return classes.stream().filter(c -> prefixes.stream().noneMatch(c::startsWith)).collect(Collectors.toList());
    }

    @Test
    void everyBenchmarkClassInTheJarIsVerifiedByItsModulesTest() {
        Map<String, String> prefixes = verifiedPrefixes(MutantFamiliesTest.ROOT);
        assertThat(prefixes).as("module tests that verify their benchmarks").containsKeys("dev.jfpbench.json.", "dev.jfpbench.libs.");
        assertThat(unverified(MutantFamiliesTest.benchmarkClasses(), prefixes.keySet())).as("benchmark classes no module test verifies").isEmpty();
    }

    @Test
    void aClassUnderNoVerifiedPrefixIsNamed(@TempDir Path root) throws IOException {
        Path test = root.resolve("json/src/test/java/dev/jfpbench/json/JsonBenchmarksVerifiedTest.java");
        Files.createDirectories(test.getParent());
        Files.writeString(test, "return VerifiedBenchmarks.tests(\"dev.jfpbench.json.\");");
        // the form that checks more on the same run (libs)
        Path libs = root.resolve("libs/src/test/java/dev/jfpbench/libs/LibsBenchmarksVerifiedTest.java");
        Files.createDirectories(libs.getParent());
        Files.writeString(libs, "return VerifiedBenchmarks.tests(\"dev.jfpbench.libs.\", LibMutantChecks::verifiedAndCanFail);");
        Map<String, String> prefixes = verifiedPrefixes(root);
        assertThat(prefixes).containsOnlyKeys("dev.jfpbench.json.", "dev.jfpbench.libs.");
        assertThat(unverified(List.of("dev.jfpbench.json.JsonStdReadVanilla", "dev.jfpbench.xml.XmlStdRead"), prefixes.keySet()))
                .containsExactly("dev.jfpbench.xml.XmlStdRead");
    }

    /** The first benchmark of each module, verified on perf's class path. */
    @TestFactory
    Stream<DynamicTest> oneBenchmarkPerModuleIsVerifiedOnTheJarsClassPath() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String prefix : verifiedPrefixes(MutantFamiliesTest.ROOT).keySet()) {
            List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks(prefix);
            if (cases.isEmpty()) {
                continue; // a module this build leaves out (the compatibility build's Jackson has no Jackson 3, say)
            }
            BenchmarkVerifier.Case c = cases.get(0);
            tests.add(DynamicTest.dynamicTest(c.name(), () -> BenchmarkVerifier.verify(c)));
        }
        return tests.stream();
    }
}
