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
import dev.jfpbench.runner.Contract;

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
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class")).isEqualTo(Main.class.getName());
            assertThat(jar.getManifest().getMainAttributes().getValue("Multi-Release")).isEqualTo("true");
        }
    }

    /** Each contract selection selects exactly the benchmarks the contract lists (runner's Contract: the one place). */
    @Test
    void everyContractSelectionSelectsExactlyItsBenchmarks() throws Exception {
        for (Contract.Selection s : Contract.SELECTIONS) {
            assertThat(simple(list(s.regex()))).as(s.regex()).isEqualTo(s.selects().stream().sorted().collect(Collectors.toList()));
        }
    }

    /** The nightly's one regex selects every contract benchmark and nothing else. */
    @Test
    void theNightlySelectionIsTheUnionOfTheContract() throws Exception {
        List<String> all = Contract.SELECTIONS.stream().flatMap(s -> s.selects().stream()).distinct().sorted().collect(Collectors.toList());
        assertThat(simple(list(Contract.union()))).isEqualTo(all);
    }

    /**
     * The coverage facts (runner's Coverage) name only benchmarks of the jar, each with the runs they say (one per
     * parameter value), and the coverage regex selects exactly the coverage selection, as JMH itself lists it.
     */
    @Test
    void theCoverageFactsNameOnlyTheJarsBenchmarksAndItsRegexSelectsExactlyTheSelection() throws Exception {
        java.util.Map<String, Integer> runs = new java.util.HashMap<>();
        for (dev.jfpbench.runner.Jmh.Selected s : dev.jfpbench.runner.Jmh.select(JAR, ".*", List.of())) {
            runs.put(simple(List.of(s.name())).get(0), s.keys().size());
        }
        assertThat(dev.jfpbench.runner.Coverage.problems(runs)).isEmpty();
        assertThat(simple(list(dev.jfpbench.runner.Coverage.regex())))
                .isEqualTo(dev.jfpbench.runner.Coverage.selection().stream().map(dev.jfpbench.runner.Coverage.Benchmark::name).sorted().collect(Collectors.toList()));
    }

    @Test
    void vectorFamilyIsThere() throws Exception {
        List<String> vectors = simple(list("Vector"));
        assertThat(vectors).contains("SmileVectorReadWrite.fastFPRead", "CBORVectorReadWrite.fastFPRead",
                "VectorLimits.parseFastDoubleParser", "VectorLimits.copyLittleEndianFloats");
        // Packed Base64 vectors need Jackson 2.20+: a -Djackson.legacy build leaves them out.
        if (Boolean.getBoolean("jackson.legacy")) {
            assertThat(vectors).noneMatch(n -> n.startsWith("VectorPackedReadWrite."));
        } else {
            assertThat(vectors).contains("VectorPackedReadWrite.fastFPRead");
        }
    }

    /** The digit sweep: three classes of read/write x Default/Fast, in every jar, outside every contract selection. */
    @Test
    void digitSweepIsThereAndOutsideTheContractSelections() throws Exception {
        List<String> expected = new ArrayList<>();
        for (String c : List.of("JsonDigitsDouble", "JsonDigitsFloat", "JsonDigitsIntegral")) {
            for (String m : List.of("readDefault", "readFast", "writeDefault", "writeFast")) {
                expected.add(c + "." + m);
            }
        }
        List<String> digits = list("JsonDigits");
        assertThat(simple(digits)).isEqualTo(names(expected.toArray(new String[0])));
        for (String regex : CONTRACT) {
            assertThat(list(regex)).as(regex).doesNotContainAnyElementsOf(digits);
        }
    }

    /**
     * The concurrency family: six classes (one per thread count and kind), in every jar, outside every contract
     * selection; the runner finds the virtual-thread class's JMH executor in the jar's own list.
     */
    @Test
    void concurrencyFamilyIsThereAndOutsideTheContractSelections() throws Exception {
        List<String> concurrency = list("dev\\.jfpbench\\.concurrency\\.");
        assertThat(simple(concurrency).stream().map(n -> n.substring(0, n.indexOf('.'))).distinct()).containsExactlyInAnyOrder(
                "JsonSharedReadWrite1Thread", "JsonSharedReadWrite2Threads", "JsonSharedReadWriteMaxThreads", "JsonSharedReadWriteVirtualThreads",
                "JsonPerCallReadWrite1Thread", "JsonPerCallReadWriteMaxThreads");
        assertThat(concurrency).hasSize(36);
        for (String regex : CONTRACT) {
            assertThat(list(regex)).as(regex).doesNotContainAnyElementsOf(concurrency);
        }
        assertThat(dev.jfpbench.runner.Jmh.select(JAR, "concurrency", List.of())).filteredOn(dev.jfpbench.runner.Jmh.Selected::virtualThreads)
                .extracting(dev.jfpbench.runner.Jmh.Selected::name).hasSize(6).allMatch(n -> n.contains(".JsonSharedReadWriteVirtualThreads."));
    }

    @Test
    void payloadFamilyIsThereInEveryFormat() throws Exception {
        List<String> payload = simple(list("Payload"));
        assertThat(payload).hasSize(32).allMatch(n -> n.contains("PayloadReadWrite."));
        assertThat(payload).extracting(n -> n.substring(0, n.indexOf("PayloadReadWrite."))).containsOnly("Json", "Smile", "CBOR", "Xml");
    }

    /** XML has the contract classes' methods under names outside the contract selections. */
    @Test
    void xmlHasTheStdMethodsOutsideTheContract() throws Exception {
        assertThat(simple(list("dev.jfpbench.xml.XmlStd"))).isEqualTo(names(
                "XmlStdRead.readCurrencyPojoDefault", "XmlStdRead.readCurrencyPojoFast", "XmlStdRead.readCurrencyBigDecPojoDefault",
                "XmlStdRead.readCurrencyBigDecPojoFast", "XmlStdRead.readPojoMediaItem", "XmlStdRead.readPojoTable",
                "XmlStdWrite.writeCurrencyPojoDefault", "XmlStdWrite.writeCurrencyPojoFast", "XmlStdWrite.writePojoMediaItem",
                "XmlStdWrite.writePojoTable"));
        for (String contract : CONTRACT) {
            assertThat(list(contract)).as(contract).noneMatch(n -> n.startsWith("dev.jfpbench.xml.") || n.contains(".Xml"));
        }
    }

    /** The jar verifies its own benchmarks (scripts/jackson-matrix.sh does before it measures a version's jar). */
    @Test
    void theJarVerifiesWhatARegexSelects() throws Exception {
        Process p = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-cp", JAR.toString(), "dev.jfpbench.perf.Verify", Contract.SELECTIONS.get(1).regex(), "XmlStd").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).startsWith("Verified 16 benchmark methods (16 runs with their parameters) in ");
    }

    static Process run(String... args) throws IOException {
        // These runs measure nothing: don't wait for another JMH run's lock.
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-Djmh.ignoreLock=true", "-jar", JAR.toString()));
        cmd.addAll(Arrays.asList(args));
        return new ProcessBuilder(cmd).redirectErrorStream(true).start();
    }

    @Test
    void aMissingPayloadIsOneLineAndExit2(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Process p = run("Payload", "-p", "payload=" + dir.resolve("missing.json"), "-f", "1", "-wi", "0", "-i", "1");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(out.trim()).isEqualTo("ERROR: payload file not found: " + dir.resolve("missing.json"));
    }

    @Test
    void aMalformedPayloadIsOneLineAndExit2(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"rates\": [1.5, ", StandardCharsets.UTF_8);
        Process p = run("Payload", "-p", "payload=" + bad, "-f", "1", "-wi", "0", "-i", "1");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(out.trim()).startsWith("ERROR: malformed JSON in " + bad).doesNotContain("\n");
    }

    @Test
    void aRegexThatMatchesNothingFails() throws Exception {
        Process p = run("NoSuchBenchmarkAnywhere");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isNotZero();
        assertThat(out).contains("No matching benchmarks");
    }

    /** A jar for another Jackson 2 version (-Djackson.version) holds Jackson 2 alone. */
    static void assumeJackson3InJar() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("jackson3.in.jar"), "no Jackson 3 in this jar");
    }

    /** The regexes published results and scripts use; the Jackson 3 classes must stay out of every one. */
    static final List<String> CONTRACT = Contract.SELECTIONS.stream().map(Contract.Selection::regex).collect(Collectors.toList());

    @Test
    void jackson3BenchmarksAreInTheJarOutsideTheContractSelections() throws Exception {
        assumeJackson3InJar();
        List<String> jackson3 = list("dev\\.jfpbench\\.jackson3\\.");
        List<String> expected = new ArrayList<>();
        for (String format : List.of("Json3", "Smile3", "CBOR3")) {
            for (String m : List.of("readCurrencyPojoDefault", "readCurrencyPojoFast", "readCurrencyBigDecPojoDefault", "readCurrencyBigDecPojoFast", "readPojoMediaItem",
                    "readPojoTable")) {
                expected.add(format + "Read." + m);
            }
            for (String m : List.of("writeCurrencyPojoDefault", "writeCurrencyPojoFast", "writePojoMediaItem", "writePojoTable")) {
                expected.add(format + "Write." + m);
            }
            for (String m : List.of("defaultRead", "defaultWrite", "defaultWriteAndRead", "fastFPRead", "fastFPWrite", "fastFPWriteAndRead")) {
                expected.add(format + "VectorReadWrite." + m);
            }
        }
        assertThat(simple(jackson3)).isEqualTo(names(expected.toArray(new String[0])));
        for (String regex : CONTRACT) {
            assertThat(list(regex)).as(regex).doesNotContainAnyElementsOf(jackson3);
        }
    }

    @Test
    void jackson2And3ShareTheJar() throws IOException {
        assumeJackson3InJar();
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(jar.getEntry("com/fasterxml/jackson/databind/ObjectMapper.class")).as("Jackson 2").isNotNull();
            assertThat(jar.getEntry("tools/jackson/databind/ObjectMapper.class")).as("Jackson 3").isNotNull();
            // Jackson 3's multi-release classes (its shaded FastDoubleParser for 17+) and its service files survive shading.
            assertThat(jar.stream().anyMatch(e -> e.getName().startsWith("META-INF/versions/17/tools/jackson/"))).as("Jackson 3 versioned classes").isTrue();
            assertThat(jar.stream().anyMatch(e -> e.getName().startsWith("META-INF/services/tools.jackson."))).as("Jackson 3 services").isTrue();
        }
    }

    /** Not a measurement: one invocation each, to prove both majors load and run side by side from the shaded jar. */
    @Test
    void jackson2And3RunInOneJvmFromTheJar() throws Exception {
        assumeJackson3InJar();
        List<String> cmd = List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-Djmh.ignoreLock=true", // nothing is measured: do not fail because another run holds the lock
                "-jar", JAR.toString(), "(JsonStdReadVanilla|Json3Read)\\.readCurrencyPojoDefault", "-f", "0", "-wi", "0", "-i", "1", "-r", "100ms", "-foe", "true");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("JsonStdReadVanilla.readCurrencyPojoDefault").contains("Json3Read.readCurrencyPojoDefault");
        // a run a person started ends with one line: what ran, and the command that gives a verdict
        assertThat(out.strip().lines().reduce((a, b) -> b).orElseThrow()).startsWith("jfp-bench: that was '(JsonStdReadVanilla|Json3Read)")
                .contains("scripts/ab.sh");
    }

    @Test
    void theRunnerAndTheReportToolAreInTheJarButNotInTheBenchmarkList() throws Exception {
        assertThat(list()).noneMatch(n -> n.startsWith("dev.jfpbench.report.") || n.startsWith("dev.jfpbench.runner."));
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(jar.getEntry("dev/jfpbench/report/ReportTool.class")).isNotNull();
            assertThat(jar.getEntry("dev/jfpbench/runner/RunTool.class")).isNotNull();
        }
    }

    @Test
    void theRunnerAsksTheRealBenchmarksTheirSizes(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        // The currency read and the payload read of the default payload (the same file) read the same bytes.
        Path result = Files.writeString(dir.resolve("r.json"), "["
                + entry("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoDefault", "") + ","
                + entry("dev.jfpbench.json.JsonPayloadReadWrite.readTreeDefault", "\"params\": {\"payload\": \"datasets/currency.json\"},")
                + "]");
        List<String> cmd = List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-cp", JAR.toString(),
                "dev.jfpbench.runner.RunTool", "sizes", result.toString());
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

    /**
     * The library shoot-out ({@code Lib.*}): every name follows {@code Lib<Library>[Tree](Read|Write).<dataset>[Mode]},
     * all of them come from the libs module, and none falls into another family's selection.
     */
    @Test
    void libraryFamilyIsRegularAndSeparate() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("libs.in.jar"), "no library shoot-out in this jar");
        List<String> libs = list("Lib.*");
        assertThat(libs).hasSize(192).allMatch(n -> n.startsWith("dev.jfpbench.libs."));
        assertThat(simple(libs)).allMatch(n -> n.matches("Lib[A-Z][A-Za-z0-9]*(Read|Write)\\.(currency|mediaItem|table|vectors)(Default|Fast|Inexact)?"));
        assertThat(simple(list("Lib.*Read\\.vectors"))).contains("LibJacksonRead.vectorsDefault", "LibJacksonRead.vectorsFast",
                "LibGsonRead.vectors", "LibDslJsonRead.vectors", "LibDslJsonRead.vectorsInexact", "LibJsoniterRead.vectorsInexact");
        for (String contract : List.of(".*StdReadVan.*", ".*StdWriteVan.*", "VectorHeavy", "Payload")) {
            assertThat(list(contract)).as(contract).noneMatch(n -> n.startsWith("dev.jfpbench.libs."));
        }
    }
}
