package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.jfpbench.perf.ScriptsIT.ROOT;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fresh machine's first contact, written once: the README's first code block is what {@code .ci/run} runs
 * verbatim; its build is the scripts' build ({@code scripts/lib.sh}, JFP_BUILD) and every workflow's build step; its
 * test command is the CI workflow's; and a file a run writes (a generated dataset, a result) never makes the jar
 * stale, while a source, a pom or a committed dataset does.
 */
class FirstContactTest {
    static List<Readme.Command> firstBlock() throws IOException {
        return Readme.blocks(ROOT.resolve("README.md")).get(0);
    }

    static String bash(Path dir, String script) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", script).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }

    /** The README's build, run and test commands: two lines, the first a build then a benchmark. */
    @Test
    void theReadmeStartsWithTheBuildAndRunCommandThenTheTestCommand() throws Exception {
        List<Readme.Command> first = firstBlock();
        assertThat(first).hasSize(2);
        assertThat(first.get(0).text()).contains(" && java -jar target/perf.jar ");
        assertThat(first.get(1).text()).isEqualTo("mvn -B verify");
        assertThat(bash(ROOT, "bash .ci/run --print-first-block").lines().collect(Collectors.toList()))
                .as(".ci/run runs the README's first block verbatim").isEqualTo(first.stream().map(Readme.Command::text).collect(Collectors.toList()));
    }

    /** One build: the README's, the scripts' (lib.sh) and each workflow's build step are the same command. */
    @Test
    void theReadmeTheScriptsAndEveryWorkflowBuildTheJarWithOneCommand() throws Exception {
        String readme = firstBlock().get(0).text();
        String build = readme.substring(0, readme.indexOf(" && "));
        assertThat(bash(ROOT, ". scripts/lib.sh && echo \"${JFP_BUILD[*]}\"").strip()).isEqualTo(build);
        List<String> steps = new ArrayList<>();
        try (Stream<Path> s = Files.list(ROOT.resolve(".github/workflows"))) {
            for (Path w : s.filter(f -> f.toString().endsWith(".yml")).sorted().collect(Collectors.toList())) {
                for (String l : Files.readAllLines(w)) {
                    String t = l.strip();
                    if (t.startsWith("run: mvn ") && t.endsWith(" package")) {
                        steps.add(w.getFileName() + ": " + t.substring("run: ".length()));
                    }
                    if (t.startsWith("run: mvn ") && t.endsWith(" verify") && !t.contains("-Djackson.version")) {
                        assertThat(t.substring("run: ".length())).as(w + ": the test command").isEqualTo(firstBlock().get(1).text());
                    }
                }
            }
        }
        assertThat(steps).as("the workflows' build steps").isNotEmpty().allSatisfy(s -> assertThat(s.substring(s.indexOf(": ") + 2)).as(s).isEqualTo(build));
    }

    /** Every script a workflow runs is here (the workflows' steps are the tested scripts', nothing written only in YAML). */
    @Test
    void everyScriptTheWorkflowsRunExists() throws Exception {
        java.util.regex.Pattern script = java.util.regex.Pattern.compile("scripts/[A-Za-z0-9_-]+\\.(?:sh|py)");
        try (Stream<Path> s = Files.list(ROOT.resolve(".github/workflows"))) {
            for (Path w : s.filter(f -> f.toString().endsWith(".yml")).collect(Collectors.toList())) {
                java.util.regex.Matcher m = script.matcher(Files.readString(w));
                while (m.find()) {
                    assertThat(ROOT.resolve(m.group())).as(w.getFileName() + " runs " + m.group()).isRegularFile();
                }
            }
        }
    }

    /** A generated dataset, a result or a doc newer than the jar leaves it fresh; a source, a pom or a committed dataset makes it stale. */
    @Test
    void onlyWhatGoesIntoTheJarMakesItStale(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve("scripts"));
        Files.copy(ROOT.resolve("scripts/lib.sh"), root.resolve("scripts/lib.sh"));
        Path jar = Files.createDirectories(root.resolve("target")).resolve("perf.jar");
        Files.writeString(jar, "jar");
        Instant old = Instant.now().minusSeconds(3600);
        Files.setLastModifiedTime(jar, FileTime.from(old));
        String stale = ". scripts/lib.sh && jfp_stale_input target/perf.jar";
        for (String notAnInput : List.of("datasets/generated/vectors-v3.json", "results/x.json", "README.md", "docs/x.md",
                "core/target/classes/X.class", "target-jackson-2.15.4/x/Y.java", "core/src/test/java/T.java")) {
            touch(root.resolve(notAnInput));
            assertThat(bash(root, stale)).as(notAnInput + " is no input of the jar").isEmpty();
        }
        for (String input : List.of("datasets/currency.json", "core/src/main/java/X.java", "runner/src/main/resources/x.properties", "pom.xml",
                "json/pom.xml")) {
            Path f = touch(root.resolve(input));
            assertThat(bash(root, stale).strip()).as(input + " is an input of the jar").isEqualTo(f.toString());
            Files.setLastModifiedTime(f, FileTime.from(old.minusSeconds(60)));
        }
    }

    private static Path touch(Path f) throws IOException {
        Files.createDirectories(f.getParent());
        Files.writeString(f, "x");
        return f;
    }
}
