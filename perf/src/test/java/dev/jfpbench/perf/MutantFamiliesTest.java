package dev.jfpbench.perf;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every benchmark class that goes into perf.jar (JMH's own lists on this class path) belongs to one family of
 * {@link MutantFamilies}, whose mutant test exists and names it; and that enforcement can fail.
 */
class MutantFamiliesTest {
    static final Path ROOT = Paths.get(System.getProperty("jfpbench.root", "..")).toAbsolutePath().normalize();
    /** perf's own test fixtures (for Verify): benchmarks on the test class path, never in the jar. */
    static final String FIXTURES = "jfpbenchtest.";

    static Set<String> benchmarkClasses() {
        return BenchmarkVerifier.benchmarks("").stream().map(c -> c.className).filter(c -> !c.startsWith(FIXTURES))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void everyBenchmarkClassBelongsToAFamilyWithAMutantTest() {
        Set<String> classes = benchmarkClasses();
        assertThat(classes).as("the benchmark classes on the class path").contains("dev.jfpbench.json.JsonStdReadVanilla",
                "dev.jfpbench.xml.XmlStdRead", "dev.jfpbench.compress.XmlCompressedReadWrite");
        assertThat(classes).as("every benchmark class is under dev.jfpbench.").allMatch(c -> c.startsWith("dev.jfpbench."));
        assertThat(MutantFamilies.problems(classes, MutantFamilies.ALL, ROOT)).as("benchmark families without a mutant test").isEmpty();
    }

    @Test
    void aBenchmarkClassOfNoFamilyIsNamed() {
        List<String> classes = new ArrayList<>(benchmarkClasses());
        classes.add("dev.jfpbench.json.JsonFakeRead");
        assertThat(MutantFamilies.problems(classes, MutantFamilies.ALL, ROOT))
                .containsExactly("dev.jfpbench.json.JsonFakeRead: in no family with a mutant test (add it to MutantFamilies and to that family's mutant test)");
    }

    @Test
    void aMissingMutantTestIsNamed() {
        List<MutantFamilies.Family> families = new ArrayList<>(MutantFamilies.ALL);
        families.set(families.size() - 1, new MutantFamilies.Family("library shoot-out", "dev\\.jfpbench\\.libs\\.\\w+\\.Lib\\w+(Read|Write)",
                "libs", "dev.jfpbench.libs.NoSuchMutantTest"));
        assertThat(MutantFamilies.problems(benchmarkClasses(), families, ROOT)).containsExactly("family 'library shoot-out': its mutant test"
                + " dev.jfpbench.libs.NoSuchMutantTest does not exist (libs/src/test/java/dev/jfpbench/libs/NoSuchMutantTest.java)");
    }

    @Test
    void aClassInTwoFamiliesOrNotNamedByItsTestIsNamed(@TempDir Path root) throws Exception {
        Path source = root.resolve("m/src/test/java/t/FakeChecksCanFailTest.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "class FakeChecksCanFailTest { @Test void t() { MutantChecks.stdRead(FakeRead.class); } }");
        List<MutantFamilies.Family> families = List.of(
                new MutantFamilies.Family("fake reads", "dev\\.jfpbench\\.fake\\.Fake\\w*", "m", "t.FakeChecksCanFailTest"),
                new MutantFamilies.Family("fake writes", "dev\\.jfpbench\\.fake\\.FakeWrite", "m", "t.FakeChecksCanFailTest"));
        assertThat(MutantFamilies.problems(List.of("dev.jfpbench.fake.FakeRead", "dev.jfpbench.fake.FakeReadFast", "dev.jfpbench.fake.FakeWrite"),
                families, root)).containsExactly(
                "dev.jfpbench.fake.FakeReadFast: its family's mutant test t.FakeChecksCanFailTest does not name it",
                "dev.jfpbench.fake.FakeWrite: in 2 families (fake reads, fake writes)");
        Files.writeString(source, "class FakeChecksCanFailTest { @Tested FakeRead r; }");
        assertThat(MutantFamilies.problems(List.of(), families.subList(0, 1), root))
                .containsExactly("family 'fake reads': t.FakeChecksCanFailTest has no JUnit test");
    }

    @Test
    void aTestNamesAClassByItsSimpleNameOrByListingItsPackage() {
        String cls = "dev.jfpbench.libs.gson.LibGsonRead";
        assertThat(MutantFamilies.names("MutantChecks.stdRead(LibGsonRead.class)", cls)).isTrue();
        assertThat(MutantFamilies.names("BenchmarkVerifier.benchmarks(\"dev.jfpbench.libs.\")", cls)).isTrue();
        assertThat(MutantFamilies.names("LibGsonReadFast LibGson", cls)).isFalse();
        assertThat(MutantFamilies.names("BenchmarkVerifier.benchmarks(\"dev.jfpbench.\")", cls)).as("the whole suite is no family").isFalse();
        assertThat(MutantFamilies.names("\"dev.jfpbench.lib\"", cls)).isFalse();
    }
}
