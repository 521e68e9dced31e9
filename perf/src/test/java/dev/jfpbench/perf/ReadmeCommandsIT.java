package dev.jfpbench.perf;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

import static dev.jfpbench.perf.ScriptsIT.JAR;
import static dev.jfpbench.perf.ScriptsIT.ROOT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Every command README.md shows, run as a new user would type it, in its shortest form that still goes through its
 * build and argument path: the script's own {@code --dry-run} (which checks everything a run checks, verifies what
 * it would run and stops before the first measured fork), a {@code java -jar} run cut to one short iteration in
 * this JVM's fork, {@code scripts/compare.sh} for real. The placeholders of a line ({@code /path/your.json},
 * {@code OTHER.jar}, ...) become real files made here. A README line whose script does not take its options, or a
 * line with no short form here, fails this test: the README and the scripts cannot drift apart. The README's first
 * block and its {@code mvn} lines are what {@code .ci/run} runs verbatim (FirstContactTest holds that).
 */
class ReadmeCommandsIT {
    /** The scripts whose README lines run with --dry-run (inserted right after the script's name). */
    static final List<String> DRY_RUN = List.of("scripts/ab.sh", "scripts/answer.sh", "scripts/jdk-matrix.sh", "scripts/jackson-matrix.sh",
            "scripts/nightly.sh", "scripts/jackson-change.sh", "scripts/site.sh");
    /** A java -jar line: one short iteration of each selected benchmark, in the JMH process (no fork). */
    static final String ONE_ITERATION = " -f 0 -wi 0 -i 1 -r 100ms -foe true";

    @TempDir
    static Path dir;

    @BeforeAll
    static void defaultBuildOnly() {
        ScriptsIT.needsBash();
        ScriptsIT.assumeDefaultBuild();
    }

    @TestFactory
    Stream<DynamicTest> everyReadmeCommandRunsInItsShortForm() throws Exception {
        List<List<Readme.Command>> blocks = Readme.blocks(ROOT.resolve("README.md"));
        Map<String, Function<Path, Replacement>> placeholders = placeholders();
        List<DynamicTest> tests = new ArrayList<>();
        for (int b = 1; b < blocks.size(); b++) {
            for (Readme.Command c : blocks.get(b)) {
                tests.add(DynamicTest.dynamicTest("README line " + c.line() + ": " + c.text(), () -> run(c, placeholders)));
            }
        }
        return tests.stream();
    }

    static void run(Readme.Command c, Map<String, Function<Path, Replacement>> placeholders) throws Exception {
        String program = c.program();
        if (program.equals("mvn")) {
            assertThat(Files.readString(ROOT.resolve(".ci/run"))).as(".ci/run runs the README's line " + c.line() + " verbatim").contains("\n" + c.text() + "\n");
            return;
        }
        String line = c.text();
        String options = "";
        for (Map.Entry<String, Function<Path, Replacement>> p : placeholders.entrySet()) {
            if (line.contains(p.getKey())) {
                Replacement r = p.getValue().apply(dir);
                line = line.replace(p.getKey(), r.value());
                options += r.options();
            }
        }
        assertThat(line).as("README line %d has a placeholder this test does not know", c.line()).doesNotContain("/path/");
        String expect;
        if (program.equals("java")) {
            assertThat(line).startsWith("java -jar target/perf.jar ");
            line = line + ONE_ITERATION;
            expect = "jfp-bench: that was";
        } else if (DRY_RUN.contains(program)) {
            options = " --dry-run" + options;
            expect = "Dry run: ";
        } else if (program.equals("scripts/compare.sh")) {
            expect = "";
        } else {
            fail("README line " + c.line() + " (" + c.text() + "): no short form for " + program + " in ReadmeCommandsIT");
            return;
        }
        int at = line.indexOf(program) + program.length();
        line = line.substring(0, at) + options + line.substring(at);
        Outcome o = bash(line);
        if (program.equals("scripts/compare.sh")) {
            assertThat(o.exitCode()).as(line + "\n" + o.err()).isIn(0, 1);
            assertThat(o.err()).as("no rebuild").doesNotContain("Building");
        } else {
            assertThat(o.exitCode()).as(line + "\n" + o.out() + o.err()).isZero();
            assertThat(o.out()).as(line + "\n" + o.err()).contains(expect);
        }
    }

    record Outcome(int exitCode, String out, String err) {
    }

    /** One README line in bash at the repository root, as a user's shell runs it, results kept out of results/. */
    static Outcome bash(String line) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", line).directory(ROOT.toFile());
        pb.environment().put("JFPBENCH_RESULTS", dir.resolve("results").toString());
        // the jar this build just made is the one to use: never a build inside the build
        pb.environment().put("JFPBENCH_NO_BUILD", "1");
        pb.environment().put("JAVA", Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("PATH", Paths.get(System.getProperty("java.home"), "bin") + ":" + System.getenv("PATH"));
        // a README line here is a dry run or a second's run: C1 is enough
        pb.environment().put("JAVA_TOOL_OPTIONS", ScriptsIT.childJvmOptions(false));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).as(line + " finished").isTrue();
        return new Outcome(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** What a placeholder becomes: a value in its place, and options put after the script's name (or nothing). */
    record Replacement(String value, String options) {
        Replacement(String value) {
            this(value, "");
        }
    }

    /** What each placeholder of the README's commands becomes, made in the test's folder. */
    static Map<String, Function<Path, Replacement>> placeholders() {
        Map<String, Function<Path, Replacement>> m = new LinkedHashMap<>();
        m.put("/path/your.json", d -> new Replacement(write(d, "your.json", "{\"id\": 7, \"rate\": 1.0815, \"tags\": [\"a\", \"b\"], \"nested\": {\"x\": -0.5}}")));
        m.put("/path/embeddings.jsonl", d -> new Replacement(write(d, "embeddings.jsonl", vectors(true))));
        m.put("/path/embeddings.json", d -> new Replacement(write(d, "embeddings.json", vectors(false))));
        m.put("/path/to/jackson-core.jar", d -> new Replacement(jacksonCoreJar().toString()));
        m.put("/path/to/jackson-core", d -> new Replacement(CloneFixture.clone(d.resolve("jackson-core")).toString()));
        m.put("OTHER.jar", d -> new Replacement(JAR.toString()));
        // the sides of one paired session, committed
        m.put("A.json", d -> new Replacement(ROOT.resolve("results/20261124T112810Z-redesign-gson-before.json").toString()));
        m.put("B.json", d -> new Replacement(ROOT.resolve("results/20261124T112810Z-redesign-gson-after.json").toString()));
        // a maintainer's `mvn install` of jackson-core: that SNAPSHOT, in a local repository given with --repo
        m.put("2.23.1-SNAPSHOT", d -> new Replacement("2.23.1-SNAPSHOT", " --repo " + CloneFixture.snapshot(d.resolve("m2"), "2.23.1-SNAPSHOT")));
        return m;
    }

    static String write(Path d, String name, String text) {
        try {
            Path f = d.resolve(name);
            if (!Files.exists(f)) {
                Files.writeString(f, text, StandardCharsets.UTF_8);
            }
            return f.toString();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Eight 1024-float embeddings from a fixed seed, as a JSON array of objects or as JSON Lines. */
    static String vectors(boolean lines) {
        Random r = new Random(56);
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            StringBuilder v = new StringBuilder();
            for (int k = 0; k < 1024; k++) {
                v.append(k == 0 ? "" : ",").append(String.format(Locale.ROOT, "%s", (float) (r.nextGaussian() / 32)));
            }
            rows.add("{\"id\": " + i + ", \"embedding\": [" + v + "]}");
        }
        return lines ? String.join("\n", rows) + "\n" : "[" + String.join(",\n", rows) + "]\n";
    }

    static Path jacksonCoreJar() {
        try {
            return JacksonChangeIT.jarOf(com.fasterxml.jackson.core.JsonFactory.class);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
