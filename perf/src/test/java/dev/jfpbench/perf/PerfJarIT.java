package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The built jar, asked by JMH itself ({@code java -jar target/perf.jar -l REGEX}): the selections that
 * published results and scripts use must select exactly their benchmarks, however the suite grows.
 */
class PerfJarIT {
    static final Path JAR = Paths.get(System.getProperty("perf.jar", "../target/perf.jar"));

    static List<String> list(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-jar", JAR.toString(), "-l"));
        cmd.addAll(Arrays.asList(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        // JMH prints "Benchmarks:" and then one fully qualified name per line.
        return out.lines().filter(l -> l.startsWith("dev.jfpbench.")).map(String::trim).sorted().collect(Collectors.toList());
    }

    static List<String> names(String... simpleNames) {
        return Arrays.stream(simpleNames).sorted().collect(Collectors.toList());
    }

    static List<String> simple(List<String> fqns) {
        return fqns.stream().map(n -> n.substring(n.lastIndexOf('.', n.lastIndexOf('.') - 1) + 1)).sorted().collect(Collectors.toList());
    }

    @Test
    void jarRunsWithJmhMainAndMultiRelease() throws IOException {
        assertThat(JAR).exists();
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class")).isEqualTo("org.openjdk.jmh.Main");
            assertThat(jar.getManifest().getMainAttributes().getValue("Multi-Release")).isEqualTo("true");
        }
    }

    @Test
    void jsonCurrencyReadSelectsExactlyThePair() throws Exception {
        assertThat(simple(list(".*Json.*StdReadVanilla.readCurrencyPojo.*"))).isEqualTo(names(
                "JsonStdReadVanilla.readCurrencyPojoDefault", "JsonStdReadVanilla.readCurrencyPojoFast"));
    }

    @Test
    void currencyReadSelectsTheThreeFormatPairs() throws Exception {
        assertThat(simple(list(".*StdReadVan.*readCurrencyPojo.*"))).isEqualTo(names(
                "JsonStdReadVanilla.readCurrencyPojoDefault", "JsonStdReadVanilla.readCurrencyPojoFast",
                "SmileStdReadVanilla.readCurrencyPojoDefault", "SmileStdReadVanilla.readCurrencyPojoFast",
                "CBORStdReadVanilla.readCurrencyPojoDefault", "CBORStdReadVanilla.readCurrencyPojoFast"));
    }

    @Test
    void mediaReadSelectsTheThreeFormats() throws Exception {
        assertThat(simple(list(".*StdReadVan.*PojoMedia.*"))).isEqualTo(names(
                "JsonStdReadVanilla.readPojoMediaItem", "SmileStdReadVanilla.readPojoMediaItem", "CBORStdReadVanilla.readPojoMediaItem"));
    }

    @Test
    void jsonCurrencyWriteSelectsExactlyThePair() throws Exception {
        assertThat(simple(list(".*Json.*StdWriteVanilla.writeCurrencyPojo.*"))).isEqualTo(names(
                "JsonStdWriteVanilla.writeCurrencyPojoDefault", "JsonStdWriteVanilla.writeCurrencyPojoFast"));
    }

    @Test
    void currencyWriteSelectsTheThreeFormatPairs() throws Exception {
        assertThat(simple(list(".*StdWriteVan.*writeCurrencyPojo.*"))).isEqualTo(names(
                "JsonStdWriteVanilla.writeCurrencyPojoDefault", "JsonStdWriteVanilla.writeCurrencyPojoFast",
                "SmileStdWriteVanilla.writeCurrencyPojoDefault", "SmileStdWriteVanilla.writeCurrencyPojoFast",
                "CBORStdWriteVanilla.writeCurrencyPojoDefault", "CBORStdWriteVanilla.writeCurrencyPojoFast"));
    }

    @Test
    void payloadFamilyIsThereInEveryFormat() throws Exception {
        List<String> payload = simple(list("Payload"));
        assertThat(payload).hasSize(24).allMatch(n -> n.contains("PayloadReadWrite."));
    }

    @Test
    void everyBenchmarkIsInTheJar() throws Exception {
        assertThat(list()).hasSizeGreaterThanOrEqualTo(48);
        assertThat(Files.size(JAR)).isGreaterThan(1_000_000);
    }

    /**
     * The library shoot-out ({@code Lib.*}): every name follows {@code Lib<Library>[Tree](Read|Write).<dataset>[Mode]},
     * all of them come from the libs module, and none falls into another family's selection.
     */
    @Test
    void libraryFamilyIsRegularAndSeparate() throws Exception {
        List<String> libs = list("Lib.*");
        assertThat(libs).hasSize(133).allMatch(n -> n.startsWith("dev.jfpbench.libs."));
        assertThat(simple(libs)).allMatch(n -> n.matches("Lib[A-Z][A-Za-z0-9]*(Read|Write)\\.(currency|mediaItem|vectors)(Default|Fast|Inexact)?"));
        assertThat(simple(list("Lib.*Read\\.vectors"))).contains("LibJacksonRead.vectorsDefault", "LibJacksonRead.vectorsFast",
                "LibGsonRead.vectors", "LibDslJsonRead.vectors", "LibDslJsonRead.vectorsInexact", "LibJsoniterRead.vectorsInexact");
        for (String contract : List.of(".*StdReadVan.*", ".*StdWriteVan.*", "VectorHeavy", "Payload")) {
            assertThat(list(contract)).as(contract).noneMatch(n -> n.startsWith("dev.jfpbench.libs."));
        }
    }
}
