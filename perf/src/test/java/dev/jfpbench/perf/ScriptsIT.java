package dev.jfpbench.perf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The scripts with the built jar, on a tiny run ({@code -f 0}, one short iteration): a result and its sidecar
 * are saved, a second run never overwrites the first, a run that dies leaves what it has and says so, and
 * compare.sh and report.sh work on what run-single.sh saved. Results go to a temporary directory.
 */
class ScriptsIT {
    static final Path ROOT = Paths.get(System.getProperty("jfpbench.root", "..")).toAbsolutePath().normalize();
    static final String BENCH = "JsonStdReadVanilla.readPojoMediaItem";
    /** The jar this build made: target/perf.jar, or target/perf-jackson-X.jar in a -Djackson.version build. */
    static final Path JAR = Paths.get(System.getProperty("perf.jar", ROOT.resolve("target/perf.jar").toString())).toAbsolutePath().normalize();

    record Outcome(int exitCode, String out, String err) {
    }

    @BeforeAll
    static void needsBash() {
        assumeTrue(Stream.of(System.getenv("PATH").split(File.pathSeparator)).anyMatch(d -> Files.isExecutable(Paths.get(d, "bash"))),
                "bash is needed to run the scripts");
    }

    /**
     * The JVMs a script starts here measure nothing: they need not wait for (or fail on) JMH's machine-wide lock, nor
     * spend CI's two cores compiling with C2 for runs of a second (C1 only); the findings, one long computation, keep C2.
     */
    static String childJvmOptions(String script) {
        return childJvmOptions(script.equals("findings.sh") || script.equals("site.sh"));
    }

    static String childJvmOptions(boolean keepC2) {
        return "-Djmh.ignoreLock=true" + (keepC2 ? "" : " -XX:TieredStopAtLevel=1");
    }

    static Outcome script(Path results, String script, String... args) throws IOException, InterruptedException {
        return scriptWith(results, java.util.Map.of(), script, args);
    }

    static Outcome scriptWith(Path results, java.util.Map<String, String> env, String script, String... args) throws IOException, InterruptedException {
        return scriptUnder(List.of(), results, env, script, args);
    }

    /** The script run under a command of the test's (e.g. taskset -c 0: a machine of one CPU). */
    static Outcome scriptUnder(List<String> prefix, Path results, java.util.Map<String, String> env, String script, String... args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(prefix);
        cmd.addAll(List.of("bash", ROOT.resolve("scripts").resolve(script).toString()));
        cmd.addAll(Arrays.asList(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(ROOT.toFile());
        pb.environment().put("JFPBENCH_RESULTS", results.toString());
        pb.environment().put("JFPBENCH_NO_BUILD", "1");
        pb.environment().put("JFPBENCH_JAR", JAR.toString());
        pb.environment().put("JAVA", Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("JAVA_TOOL_OPTIONS", childJvmOptions(script));
        pb.environment().putAll(env);
        Path out = Files.createTempFile("script", ".out");
        Path err = Files.createTempFile("script", ".err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).as(script + " finished").isTrue();
        Outcome o = new Outcome(p.exitValue(), Files.readString(out), Files.readString(err));
        Files.delete(out);
        Files.delete(err);
        return o;
    }

    static boolean onPath(String program) {
        return Stream.of(System.getenv("PATH").split(File.pathSeparator)).anyMatch(d -> Files.isExecutable(Paths.get(d, program)));
    }

    static List<Path> files(Path dir, String suffix) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
        }
    }

    static List<Path> results(Path dir) throws IOException {
        return files(dir, ".json").stream().filter(f -> !f.getFileName().toString().endsWith(".meta.json")).collect(Collectors.toList());
    }

    @Test
    void runSingleSavesResultAndSidecarThenCompareAndReportUseThem(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        Outcome first = script(results, "run-single.sh", BENCH, "-f", "0", "-wi", "0", "-i", "2", "-r", "100ms");
        assertThat(first.exitCode()).as(first.err()).isZero();
        Outcome second = script(results, "run-single.sh", BENCH, "-f", "0", "-wi", "0", "-i", "2", "-r", "100ms");
        assertThat(second.exitCode()).as(second.err()).isZero();

        // Two runs, two results with their sidecars (the second never replaces the first, even in the same second).
        List<Path> saved = results(results);
        assertThat(saved).hasSize(2);
        assertThat(files(results, ".meta.json")).hasSize(2);
        assertThat(files(results.resolve("tmp"), "")).isEmpty();
        assertThat(first.out()).contains("Result: " + saved.get(0));

        JsonNode meta = new ObjectMapper().readTree(results.resolve(saved.get(0).getFileName().toString().replace(".json", ".meta.json")).toFile());
        assertThat(meta.path("complete").asBoolean()).isTrue();
        assertThat(meta.path("bytesPerOp").path("dev.jfpbench.json." + BENCH).asLong()).isPositive();
        assertThat(meta.path("libraries").path("jackson-databind").asText()).isNotEmpty();
        assertThat(meta.path("jdk").path("version").asText()).isEqualTo(System.getProperty("java.version"));
        assertThat(meta.path("command").toString()).contains("-rf").contains(BENCH);
        assertThat(meta.path("script").asText()).startsWith("scripts/run-single.sh");
        assertThat(meta.path("start").asText()).isNotEmpty();
        // JMH's JSON is JMH's, unchanged.
        assertThat(new ObjectMapper().readTree(saved.get(0).toFile()).get(0).path("benchmark").asText()).isEqualTo("dev.jfpbench.json." + BENCH);

        Outcome compare = script(results, "compare.sh", saved.get(0).toString(), saved.get(1).toString());
        assertThat(compare.exitCode()).as(compare.err()).isIn(0, 1);
        assertThat(compare.out()).contains(BENCH);

        Path reportDir = results.resolve("report");
        Outcome report = script(results, "report.sh", saved.get(0).toString(), saved.get(1).toString(), "--out", reportDir.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(Files.readString(reportDir.resolve("report.md"), StandardCharsets.UTF_8)).contains("Throughput in MB/s").contains(BENCH);

        Outcome bad = script(results, "compare.sh", saved.get(0).toString(), results.resolve("nothing.json").toString());
        assertThat(bad.exitCode()).isEqualTo(2);
        // One line (besides the JVM's note about JAVA_TOOL_OPTIONS).
        assertThat(bad.err().lines().filter(l -> !l.isBlank() && !l.startsWith("Picked up")).count()).isEqualTo(1);
    }

    @Test
    void aRunWhoseBenchmarkFailsSavesNothingAndSaysSo(@TempDir Path results) throws Exception {
        // The forked JVM cannot start: JMH fails before anything finished.
        Outcome o = script(results, "run-single.sh", BENCH, "-f", "1", "-wi", "0", "-i", "1", "-r", "100ms", "-jvmArgs", "-XX:+NoSuchJfpBenchOption");
        assertThat(o.exitCode()).isEqualTo(3);
        assertThat(o.err()).contains("failed (JMH exit").contains("nothing saved");
        assertThat(results(results)).isEmpty();
    }

    @Test
    void aRunKilledWithSigtermAfterItsFirstBenchmarkKeepsThatBenchmark(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        String two = "JsonStdReadVanilla\\.readCurrencyPojo(Default|Fast)$";
        List<String> cmd = new ArrayList<>(List.of("bash", ROOT.resolve("scripts").resolve("run-single.sh").toString(), two,
                "-f", "1", "-wi", "0", "-i", "30", "-r", "100ms"));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(results.resolve("out.log").toFile());
        pb.environment().put("JFPBENCH_RESULTS", results.toString());
        pb.environment().put("JFPBENCH_NO_BUILD", "1");
        pb.environment().put("JFPBENCH_JAR", JAR.toString());
        pb.environment().put("JAVA", Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("JAVA_TOOL_OPTIONS", childJvmOptions("run-single.sh"));
        Process p = pb.start();
        // The results so far are kept in results/tmp/ after each benchmark: wait for the first.
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (!Files.isDirectory(results.resolve("tmp")) || files(results.resolve("tmp"), ".json.partial").isEmpty()) {
            assertThat(System.nanoTime()).as("the first benchmark finished in time").isLessThan(deadline);
            assertThat(p.isAlive()).as(Files.readString(results.resolve("out.log"))).isTrue();
            Thread.sleep(200);
        }
        // run-single.sh execs the runner: this is the runner's own process.
        p.destroy();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        String log = Files.readString(results.resolve("out.log"));
        List<Path> saved = results(results);
        assertThat(saved).as(log).hasSize(1);
        JsonNode entries = new ObjectMapper().readTree(saved.get(0).toFile());
        assertThat(entries).hasSize(1);
        assertThat(entries.get(0).path("benchmark").asText()).endsWith("readCurrencyPojoDefault");
        JsonNode meta = new ObjectMapper().readTree(results.resolve(saved.get(0).getFileName().toString().replace(".json", ".meta.json")).toFile());
        assertThat(meta.path("complete").asBoolean(true)).isFalse();
        assertThat(meta.path("failure").asText()).contains("interrupted");
        assertThat(meta.path("notRun").toString()).contains("readCurrencyPojoFast");
        assertThat(log).contains("Partial: 1 of 2 benchmark(s) finished");
    }

    @Test
    void twoShardsOneAfterAnotherMergeIntoTheUnshardedSelectionWithEveryPairWhole(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        // Two groups that shards keep whole (the JSON currency pair, the Ruler), one to a shard (runner's ShardsTest
        // splits longer lists into more shards; here the flow end to end, in as few forks as show it).
        String selection = "JsonStdReadVanilla\\.readCurrencyPojo(Default|Fast)$|Ruler";
        Process list = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-cp", JAR.toString(),
                "dev.jfpbench.runner.RunTool", "select", selection).start();
        JsonNode selected = new ObjectMapper().readTree(list.getInputStream());
        assertThat(list.waitFor()).isZero();
        List<String> all = new ArrayList<>();
        selected.path("benchmarks").forEach(n -> all.add(n.asText()));
        List<Path> shards = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            Outcome o = script(results, "ab.sh", "--rounds", "2", "--seed", Integer.toString(i), "--heap", "64m", "--name", "shard-" + i,
                    "--shard", i + "/2", selection, "-wi", "0", "-i", "1", "-r", "50ms");
            assertThat(o.exitCode()).as(o.err() + o.out()).isZero();
            String suffix = "-shard-" + i + ".json";
            shards.add(results(results).stream().filter(f -> f.getFileName().toString().endsWith(suffix)).findFirst().orElseThrow());
        }
        List<String> merged = new ArrayList<>();
        for (Path f : shards) {
            new ObjectMapper().readTree(f.toFile()).forEach(e -> merged.add(e.path("benchmark").asText()));
        }
        assertThat(merged).hasSameSizeAs(all).containsExactlyInAnyOrderElementsOf(all);
        // The merge step of the full workflow (scripts/full-merge.sh) on these saved shard results: one report per JDK,
        // the pairs measured within their shard, and a history record per shard.
        Outcome merge = script(results, "full-merge.sh", results.toString(), results.resolve("merged").toString());
        assertThat(merge.exitCode()).as(merge.err()).isZero();
        Path report = results.resolve("merged").resolve("jdk" + Runtime.version().feature()).resolve("report.md");
        String md = Files.readString(report, StandardCharsets.UTF_8);
        assertThat(md).contains("2 result files merged into one run").contains("JsonStdReadVanilla.readCurrencyPojo Fast/Default");
        try (Stream<Path> h = Files.list(results.resolve("merged").resolve("history"))) {
            assertThat(h.count()).isEqualTo(2);
        }
    }

    @Test
    void theNightlyRefusesABaselineRefThatDoesNotExist(@TempDir Path results) throws Exception {
        assertBadInput(script(results, "nightly.sh", "--baseline-ref", "no-such-ref-anywhere", "--select", "Ruler"),
                "baseline ref 'no-such-ref-anywhere' does not exist", results);
        // Both refs are resolved before either is built: a good baseline ref is not built for a bad candidate ref.
        assertBadInput(script(results, "nightly.sh", "--baseline-ref", "HEAD", "--candidate-ref", "no-such-ref-anywhere", "--select", "Ruler"),
                "candidate ref 'no-such-ref-anywhere' does not exist", results);
    }

    /**
     * A copy of the jar under test with its benchmark list filtered by {@code keep}, and with {@code addOneUlpOff}
     * the test fixture {@code jfpbenchtest.OneUlpOff} (one benchmark right, one a ulp off) added to it.
     */
    static Path doctoredJar(Path dir, String name, java.util.function.Predicate<String> keep, boolean addOneUlpOff) throws Exception {
        Path copy = Files.copy(JAR, dir.resolve(name));
        Path testClasses = Paths.get(jfpbenchtest.OneUlpOff.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (java.nio.file.FileSystem z = java.nio.file.FileSystems.newFileSystem(copy)) {
            Path list = z.getPath("META-INF/BenchmarkList");
            List<String> lines = Files.readAllLines(list).stream().filter(keep).collect(Collectors.toList());
            if (addOneUlpOff) {
                Files.readAllLines(testClasses.resolve("META-INF/BenchmarkList")).stream().filter(l -> l.contains(" jfpbenchtest.")).forEach(lines::add);
                try (Stream<Path> s = Files.walk(testClasses.resolve("jfpbenchtest"))) {
                    for (Path f : s.filter(Files::isRegularFile).collect(Collectors.toList())) {
                        Path t = z.getPath(testClasses.relativize(f).toString().replace(File.separatorChar, '/'));
                        Files.createDirectories(t.getParent());
                        Files.copy(f, t);
                    }
                }
            }
            Files.write(list, lines);
        }
        return copy;
    }

    @Test
    void theNightlyRefusesABaselineLackingASelectedBenchmarkBeforeAnyRound(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        Path lacking = doctoredJar(results, "baseline-without-ruler.jar", l -> !l.contains("Ruler"), false);
        assertBadInput(script(results, "nightly.sh", "--baseline-jar", lacking.toString(), "--select", "Ruler|" + BENCH + "$"),
                "baseline lacks dev.jfpbench.calibration.Ruler.consume", results);
        assertThat(results.resolve("reports")).doesNotExist();
    }

    @Test
    void theNightlyRefusesAJarThatFailsTheVerifierBeforeAnyRound(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        // Both sides hold the fixture's benchmark that is one ulp off: the verifier on the measured JDK stops the run.
        Path wrong = doctoredJar(results, "one-ulp-off.jar", l -> true, true);
        Outcome o = scriptWith(results, java.util.Map.of("JFPBENCH_JAR", wrong.toString()),
                "nightly.sh", "--baseline-jar", wrong.toString(), "--select", "OneUlpOff.parseOneUlpOff");
        assertBadInput(o, "the baseline jar " + wrong + " fails verification on JDK " + Runtime.version().feature(), results);
        assertThat(errLines(o).get(0)).contains("FAILED jfpbenchtest.OneUlpOff.parseOneUlpOff");
        assertThat(o.out()).doesNotContain("round 1");
        assertThat(results.resolve("reports")).doesNotExist();
        // The right one of the fixture passes the verifier (the check accepts what is right): only then do rounds start.
        Outcome right = scriptWith(results, java.util.Map.of("JFPBENCH_JAR", wrong.toString(), "NIGHTLY_ROUNDS", "x"),
                "nightly.sh", "--baseline-jar", wrong.toString(), "--select", "OneUlpOff.parseRight");
        assertThat(right.out()).as(right.err()).contains("baseline: Verified 1 benchmark method").contains("candidate: Verified 1 benchmark method");
    }

    @Test
    void theNightlyGatesOnASameRunnerPairedSession(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        // Baseline and candidate are both copies of this jar (the baseline with one more benchmark, which is left out
        // with --allow-one-sided; the candidate given as a jar, run by this tree's runner): the flow (a paired gate,
        // its report, its history record), not a measurement.
        Path history = results.resolve("history");
        Path copy = doctoredJar(results, "baseline-copy.jar", l -> true, true);
        Path candidate = doctoredJar(results, "candidate-copy.jar", l -> true, false);
        Outcome o = scriptWith(results, java.util.Map.of("NIGHTLY_JMH_OPTS", "-wi 0 -i 1 -r 50ms", "NIGHTLY_ROUNDS", "3", "JFPBENCH_FORK_HEAP", "64m"),
                "nightly.sh", "--baseline-jar", copy.toString(), "--candidate-jar", candidate.toString(), "--select", "Ruler|OneUlpOff.parseRight",
                "--allow-one-sided", "--budget", "1s", "--history", history.toString());
        assertThat(o.exitCode()).as(o.err() + o.out()).isIn(0, 1);
        assertThat(o.err()).contains("left out, on one side only: candidate lacks jfpbenchtest.OneUlpOff.parseRight");
        assertThat(o.out()).doesNotContain("OneUlpOff").contains("baseline: Verified 1 benchmark method");
        assertThat(o.out()).contains("Rule: paired rounds").contains("simultaneous 95% intervals over 1 benchmarks").contains("Slowdown seen (80% power)").contains("Could see a 10% regression: ");
        assertThat(o.out()).as("the gate's allocation and the trend ran").contains("benchmarks see 5").contains("Trend: ");
        assertThat(o.out()).as("the rounds' own table reads the gate's simultaneous intervals, not per-benchmark 99%")
                .contains("simultaneous 95% CI").doesNotContain(" 99% CI ");
        List<Path> reports;
        try (Stream<Path> s = Files.list(results.resolve("reports"))) {
            reports = s.collect(Collectors.toList());
        }
        assertThat(reports).hasSize(1);
        assertThat(reports.get(0).resolve("compare.json")).exists();
        assertThat(Files.readString(reports.get(0).resolve("report.md"), StandardCharsets.UTF_8)).contains("## Comparison");
        try (Stream<Path> s = Files.list(history)) {
            assertThat(s.filter(f -> f.toString().endsWith(".history.json")).count()).isEqualTo(1);
        }
        // A jar given by path names no commit: neither sidecar may claim the checkout's.
        for (String side : List.of("-baseline.meta.json", "-candidate.meta.json")) {
            Path meta = files(results, side).get(0);
            var node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(meta.toFile());
            assertThat(node.at("/git/commit").asText()).as(side).isEqualTo("unknown");
            // the whole job's start (the script's, builds included) and the budget in force, for the job's time
            assertThat(java.time.Instant.parse(node.at("/rounds/jobStart").asText())).as(side).isBefore(java.time.Instant.parse(node.at("/start").asText()).plusSeconds(1));
            assertThat(node.at("/rounds/budgetSeconds").asLong()).as(side).isPositive();
        }
        assertThat(o.out()).contains("candidate: " + candidate);
    }

    @Test
    void theNightlyMeasuresThisCleanTreeByDefault(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        // the workflow's own call: no candidate option, a clean checkout (a dirty one is said so; neither may stop the run)
        Path copy = doctoredJar(results, "baseline-copy.jar", l -> true, false);
        String commit = "0123456789abcdef0123456789abcdef01234567";
        Outcome o = scriptWith(results, java.util.Map.of("NIGHTLY_JMH_OPTS", "-wi 0 -i 1 -r 50ms", "NIGHTLY_ROUNDS", "2", "JFPBENCH_FORK_HEAP", "64m",
                "JFPBENCH_GIT_COMMIT", commit, "JFPBENCH_GIT_DIRTY", "false"), "nightly.sh", "--baseline-jar", copy.toString(), "--select", "Ruler", "--budget", "1s");
        assertThat(o.exitCode()).as(o.err() + o.out()).isIn(0, 1);
        assertThat(o.out()).contains("candidate: this tree (" + commit + ")").contains("Rule: paired rounds");
    }

    /** The engine's flows are the same in every build: the longer ones run once, in the default build's jar. */
    static void assumeDefaultBuild() {
        assumeTrue(!JAR.getFileName().toString().startsWith("perf-jackson-"), "run in the default build only");
    }

    /** stderr without the JVM's note about JAVA_TOOL_OPTIONS. */
    static List<String> errLines(Outcome o) {
        return o.err().lines().filter(l -> !l.isBlank() && !l.startsWith("Picked up")).collect(Collectors.toList());
    }

    static void assertBadInput(Outcome o, String message, Path results) throws IOException {
        assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
        assertThat(errLines(o)).as(o.err()).hasSize(1);
        assertThat(errLines(o).get(0)).contains(message);
        // Nothing ran.
        assertThat(o.out()).doesNotContain("Result:");
        assertThat(Files.exists(results.resolve("tmp")) ? files(results.resolve("tmp"), "") : List.<Path>of()).isEmpty();
    }

    @Test
    void jdkMatrixRefusesABadJdkBeforeAnythingRuns(@TempDir Path results) throws Exception {
        assertBadInput(script(results, "jdk-matrix.sh", "--jdk", results.resolve("nowhere").toString(), BENCH), "no such directory", results);
        assertBadInput(script(results, "jdk-matrix.sh", "--jdk", results.toString(), BENCH), "is not a JDK", results);
        // A JDK 11, as far as jdks.sh can tell: bin/java reports specification version 11.
        Path old = results.resolve("jdk-11");
        Files.createDirectories(old.resolve("bin"));
        for (String tool : List.of("java", "javac")) {
            Path exe = Files.writeString(old.resolve("bin").resolve(tool), "#!/bin/sh\necho '    java.specification.version = 11' >&2\n");
            assertThat(exe.toFile().setExecutable(true)).isTrue();
        }
        String java = Paths.get(System.getProperty("java.home")).toString();
        assertBadInput(script(results, "jdk-matrix.sh", "--jdk", java, "--jdk", old.toString(), BENCH), "is JDK 11; jfp-bench needs JDK 17 or newer", results);
        // Forks are what run on each JDK.
        assertBadInput(script(results, "jdk-matrix.sh", "--jdk", java, BENCH, "-f", "0"), "-f 0", results);
        assertBadInput(script(results, "jdk-matrix.sh", "--jdk", java), "usage", results);
    }

    @Test
    void answerRefusesBadInputInOneLineBeforeAnythingRuns(@TempDir Path results) throws Exception {
        String java = Paths.get(System.getProperty("java.home")).toString();
        assertBadInput(script(results, "answer.sh", "--jdk", results.resolve("nowhere").toString()), "no such directory", results);
        assertBadInput(script(results, "answer.sh", "--jdk", java, "--question", "no such question"), "matches no question", results);
        assertBadInput(script(results, "answer.sh", "--jdk", java, "-p", "vectors=" + results.resolve("none.json")), "no such file", results);
        assertBadInput(script(results, "answer.sh", "--jdk", java, "--rounds", "0"), "--rounds must be a count", results);
        // a budget one round of the table would outlast, by the forks' own settings: refused before the first round
        assertBadInput(script(results, "answer.sh", "--jdk", java, "--budget", "10s"), "is shorter than one round of these questions", results);
    }

    @Test
    void jacksonMatrixRefusesABadVersionBeforeAnythingIsBuilt(@TempDir Path results) throws Exception {
        assertBadInput(script(results, "jackson-matrix.sh", "2.14.3", "--", BENCH), "older than 2.15.4", results);
        assertBadInput(script(results, "jackson-matrix.sh", "2.18.0", "3.0.0", "--", BENCH), "is Jackson 3", results);
        assertBadInput(script(results, "jackson-matrix.sh", "2.x", "--", BENCH), "is not a Jackson 2 version", results);
        assertBadInput(script(results, "jackson-matrix.sh", "2.18.0", "2.18.0", "--", BENCH), "given twice", results);
        assertBadInput(script(results, "jackson-matrix.sh", "2.18.0", BENCH), "missing '--'", results);
    }

    @Test
    void jdkMatrixRunsEachJdkAndWritesOneReport(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        // One JDK (this one; it is given twice but is one JDK): the flow, not a measurement.
        String java = Paths.get(System.getProperty("java.home")).toString();
        Outcome o = script(results, "jdk-matrix.sh", "--jdk", java, "--jdk", java, BENCH, "-f", "1", "-wi", "0", "-i", "2", "-r", "100ms");
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.err()).contains("only one JDK");
        List<Path> saved = results(results);
        assertThat(saved).hasSize(1);
        assertThat(saved.get(0).getFileName().toString()).contains("-jdk-matrix-").endsWith("-jdk" + Runtime.version().feature() + ".json");
        JsonNode meta = new ObjectMapper().readTree(results.resolve(saved.get(0).getFileName().toString().replace(".json", ".meta.json")).toFile());
        // Each JDK is a side of one paired session: its forks run on that JDK's java.
        assertThat(meta.path("command").toString()).contains("/bin/java");
        assertThat(meta.path("rounds").path("side").asText()).isEqualTo("jdk" + Runtime.version().feature());
        assertThat(meta.path("rounds").path("order")).hasSize(1);
        assertThat(meta.path("jdk").path("version").asText()).isEqualTo(System.getProperty("java.version"));
        List<Path> reports;
        try (Stream<Path> s = Files.list(results.resolve("reports"))) {
            reports = s.collect(Collectors.toList());
        }
        assertThat(reports).hasSize(1);
        assertThat(reports.get(0).getFileName().toString()).contains("-jdk-matrix-");
        assertThat(Files.readString(reports.get(0).resolve("report.md"), StandardCharsets.UTF_8)).contains(BENCH);
    }

    /** In a -Djackson.version build the jar under test is a version jar: the matrix runs it as it is (no build). */
    @Test
    void jacksonMatrixRunsAVersionJarAndRecordsItsVersion(@TempDir Path results) throws Exception {
        String name = JAR.getFileName().toString();
        assumeTrue(name.startsWith("perf-jackson-"), "not a -Djackson.version build");
        String version = name.substring("perf-jackson-".length(), name.length() - ".jar".length());
        Outcome o = script(results, "jackson-matrix.sh", version, "--", BENCH, "-f", "1", "-wi", "0", "-i", "2", "-r", "100ms");
        assertThat(o.exitCode()).as(o.err()).isZero();
        // The jar verified what it was about to run before anything was measured.
        assertThat(o.out()).contains("Jackson " + version + ": Verified 1 benchmark method (1 run with their parameters)");
        assertThat(o.out().indexOf("Verified")).isLessThan(o.out().indexOf("Result: "));
        List<Path> saved = results(results);
        assertThat(saved).hasSize(1);
        JsonNode meta = new ObjectMapper().readTree(results.resolve(saved.get(0).getFileName().toString().replace(".json", ".meta.json")).toFile());
        assertThat(meta.path("libraries").path("jackson-databind").asText()).isEqualTo(version);
        assertThat(meta.path("command").toString()).contains(name);
        assertThat(meta.path("rounds").path("side").asText()).isEqualTo("jackson-" + version);
        try (Stream<Path> s = Files.list(results.resolve("reports"))) {
            Path report = s.findFirst().orElseThrow().resolve("report.md");
            assertThat(Files.readString(report, StandardCharsets.UTF_8)).contains("Jackson " + version).contains(BENCH);
        }
    }

    @Test
    void abRunsTwoSidesInPairedRoundsAndSavesOneResultPerSide(@TempDir Path results) throws Exception {
        assumeDefaultBuild();
        Outcome o = script(results, "ab.sh", "--b-args", "-jvmArgsAppend -Djfpbench.ruler.extra=10", "--rounds", "2", "--seed", "5",
                "--heap", "64m", "--family-confidence", "95%", "Ruler", "-wi", "0", "-i", "1", "-r", "100ms");
        assertThat(o.exitCode()).as(o.err() + o.out()).isIn(0, 1);
        assertThat(o.out()).contains("Load before:").contains("Load after:").contains("Stopped: the requested 2 rounds are done")
                .contains("Rule: paired rounds").contains("Ruler.consume").contains("simultaneous 95% intervals");

        List<Path> saved = results(results);
        assertThat(saved).hasSize(2);
        assertThat(saved.get(0).getFileName().toString()).endsWith("-A.json");
        assertThat(saved.get(1).getFileName().toString()).endsWith("-B.json");
        ObjectMapper json = new ObjectMapper();
        JsonNode merged = json.readTree(saved.get(1).toFile()).get(0);
        assertThat(merged.path("forks").asInt()).isEqualTo(2);
        assertThat(merged.path("primaryMetric").path("rawData")).hasSize(2);
        assertThat(merged.path("jvmArgs").toString()).contains("-Djfpbench.ruler.extra=10").contains("-Xms64m").contains("-XX:+AlwaysPreTouch");

        JsonNode rounds = json.readTree(results.resolve(saved.get(0).getFileName().toString().replace(".json", ".meta.json")).toFile()).path("rounds");
        JsonNode roundsB = json.readTree(results.resolve(saved.get(1).getFileName().toString().replace(".json", ".meta.json")).toFile()).path("rounds");
        assertThat(rounds.path("seed").asLong()).isEqualTo(5);
        assertThat(rounds.path("session").asText()).isNotEmpty().isEqualTo(roundsB.path("session").asText());
        assertThat(rounds.path("side").asText()).isEqualTo("A");
        assertThat(roundsB.path("side").asText()).isEqualTo("B");
        assertThat(rounds.path("order")).hasSize(2);
        for (JsonNode round : rounds.path("order")) {
            assertThat(round.toString()).contains("A dev.jfpbench.calibration.Ruler.consume").contains("B dev.jfpbench.calibration.Ruler.consume");
        }
        assertThat(rounds.path("load").path("before")).isNotEmpty();
        Path dir = results.resolve(rounds.path("dir").asText());
        assertThat(dir.resolve("round-001-A.json")).exists();
        assertThat(dir.resolve("round-002-B.json")).exists();
        assertThat(files(results.resolve("tmp"), "")).isEmpty();

        Path reports = results.resolve("reports").resolve(rounds.path("session").asText());
        assertThat(reports.resolve("compare.md")).exists();
        assertThat(Files.readString(reports.resolve("report.md"), StandardCharsets.UTF_8)).contains("## Between runs").contains("B / A");
    }

    @Test
    void flameAndThePerSideCollectorRefuseBadInputInOneLine(@TempDir Path results) throws Exception {
        assertBadInput(script(results, "flame.sh", "NoSuchBenchmarkAnywhere"), "selects no benchmark", results);
        assertBadInput(script(results, "flame.sh", BENCH, "-f", "2"), "JMH option -f is set by this script", results);
        assertBadInput(script(results, "flame.sh"), "usage", results);
        assertBadInput(script(results, "ab.sh", "--b-gc", "Epsilon", BENCH), "--b-gc must be one of Serial, Parallel, G1, Z, was 'Epsilon'", results);
        assertBadInput(script(results, "ab.sh", "--a-cpus", "0", BENCH), "--a-cpus must be a count of 1 or more, was '0'", results);
    }

    @Test
    void abRejectsForksInOneLine(@TempDir Path results) throws Exception {
        Outcome o = script(results, "ab.sh", "Ruler", "-f", "3");
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.err().lines().filter(l -> !l.isBlank() && !l.startsWith("Picked up")).toList())
                .containsExactly("rounds: JMH option -f: each round is one fork here (use --rounds)");
    }
}
