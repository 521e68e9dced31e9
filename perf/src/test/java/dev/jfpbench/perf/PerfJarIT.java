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
    void reportToolIsInTheJarButNotInTheBenchmarkList() throws Exception {
        assertThat(list()).noneMatch(n -> n.startsWith("dev.jfpbench.report."));
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(jar.getEntry("dev/jfpbench/report/ReportTool.class")).isNotNull();
        }
    }

    @Test
    void reportToolAsksTheRealBenchmarksTheirSizes(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        // The currency read and the payload read of the default payload (the same file) read the same bytes.
        Path result = Files.writeString(dir.resolve("r.json"), "["
                + entry("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoDefault", "") + ","
                + entry("dev.jfpbench.json.JsonPayloadReadWrite.readTreeDefault", "\"params\": {\"payload\": \"datasets/currency.json\"},")
                + "]");
        List<String> cmd = List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-cp", JAR.toString(),
                "dev.jfpbench.report.ReportTool", "sizes", result.toString());
        Process p = new ProcessBuilder(cmd).directory(Paths.get(System.getProperty("jfpbench.root", "..")).toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isZero();
        java.util.Map<String, Long> sizes = new com.fasterxml.jackson.databind.ObjectMapper().readValue(out,
                new com.fasterxml.jackson.core.type.TypeReference<java.util.Map<String, Long>>() { });
        assertThat(sizes).hasSize(2);
        long currency = sizes.get("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoDefault");
        assertThat(currency).isPositive();
        assertThat(sizes.get("dev.jfpbench.json.JsonPayloadReadWrite.readTreeDefault{payload=datasets/currency.json}")).isEqualTo(currency);
    }

    private static String entry(String benchmark, String params) {
        return "{\"benchmark\": \"" + benchmark + "\", \"mode\": \"thrpt\", " + params
                + " \"primaryMetric\": {\"score\": 1.0, \"scoreError\": \"NaN\", \"scoreUnit\": \"ops/s\", \"rawData\": [[1.0]]}}";
    }

    @Test
    void everyBenchmarkIsInTheJar() throws Exception {
        assertThat(list()).hasSizeGreaterThanOrEqualTo(48);
        assertThat(Files.size(JAR)).isGreaterThan(1_000_000);
    }
}
