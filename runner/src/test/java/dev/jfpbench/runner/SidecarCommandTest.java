package dev.jfpbench.runner;

import dev.jfpbench.report.Fixtures;
import dev.jfpbench.report.RunMetadata;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code sidecar} and {@code sizes}: what JMH does not record. */
class SidecarCommandTest {
    private static final String SIZED = "dev.jfpbench.runner.testbench.SizedBenchmark";

    @Test
    void recordsEnvironmentCommandTimesAndSizes(@TempDir Path dir) throws IOException {
        Path result = Fixtures.jmhFile(dir, "r.json", SIZED + ".read?size=250", SIZED + ".write?size=250", SIZED + ".unsized?size=250",
                "dev.jfpbench.runner.testbench.UnsizedBenchmark.run");
        Path meta = dir.resolve("r.meta.json");
        Fixtures.Outcome o = tool("sidecar", "--result", result, "--out", meta, "--root", Fixtures.repoRoot(),
                "--start", "2025-01-01T00:00:00Z", "--end", "2025-01-01T00:01:00Z", "--script", "scripts/run-single.sh x",
                "--", "java", "-jar", "target/perf.jar", "x", "-f", "1");
        assertThat(o.exitCode()).as(o.err()).isZero();
        // Setup output goes to stderr, never into the tool's output.
        assertThat(o.out()).isEmpty();

        RunMetadata m = RunMetadata.read(meta);
        assertThat(m.complete()).isTrue();
        assertThat(m.exitCode()).isZero();
        assertThat(m.start()).isEqualTo("2025-01-01T00:00:00Z");
        assertThat(m.end()).isEqualTo("2025-01-01T00:01:00Z");
        assertThat(m.command()).containsExactly("java", "-jar", "target/perf.jar", "x", "-f", "1");
        assertThat(m.script()).isEqualTo("scripts/run-single.sh x");
        assertThat(m.bytesPerOp()).containsOnly(
                java.util.Map.entry(SIZED + ".read{size=250}", 250L), java.util.Map.entry(SIZED + ".write{size=250}", 500L));
        assertThat(m.libraries()).containsKeys("jackson-core", "jackson-databind", "fastdoubleparser", "jmh");
        assertThat(m.libraries().get("jackson-databind")).isEqualTo(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString());
        // The forks' JDK, asked from the java the result names (here: this one).
        assertThat(m.jdk().version()).isEqualTo(System.getProperty("java.version"));
        assertThat(m.jdk().vendor()).isEqualTo(System.getProperty("java.vendor"));
        assertThat(m.machine().cores()).isPositive();
        assertThat(m.machine().cpu()).isNotBlank();
        assertThat(m.machine().os()).contains(System.getProperty("os.name"));
        if (Files.isDirectory(Fixtures.repoRoot().resolve(".git")) || Files.isRegularFile(Fixtures.repoRoot().resolve(".git"))) {
            assertThat(m.git().commit()).matches("[0-9a-f]{40}");
            assertThat(m.git().dirty()).isNotNull();
        }
    }

    @Test
    void aDeadRunStillGetsASidecarSayingSo(@TempDir Path dir) {
        Path meta = dir.resolve("r.meta.json.partial");
        Fixtures.Outcome o = tool("sidecar", "--result", dir.resolve("r.json.partial"), "--out", meta,
                "--java", Fixtures.javaExecutable(), "--exit-code", "130");
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.err()).contains("warning").contains("no such file");
        RunMetadata m = RunMetadata.read(meta);
        assertThat(m.complete()).isFalse();
        assertThat(m.exitCode()).isEqualTo(130);
        assertThat(m.bytesPerOp()).isEmpty();
        assertThat(m.jdk().version()).isEqualTo(System.getProperty("java.version"));
    }

    @Test
    void aSidecarIsNeverReplaced(@TempDir Path dir) throws IOException {
        Path result = Fixtures.jmhFile(dir, "r.json", "dev.jfpbench.runner.testbench.UnsizedBenchmark.run");
        Path meta = Files.writeString(dir.resolve("r.meta.json"), "keep");
        Fixtures.Outcome o = tool("sidecar", "--result", result, "--out", meta);
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(meta).hasContent("keep");
    }

    @Test
    void sizesCommandPrintsTheMap(@TempDir Path dir) throws IOException {
        Path result = Fixtures.jmhFile(dir, "r.json", SIZED + ".read?size=7", "dev.nowhere.Missing.run");
        Fixtures.Outcome o = tool("sizes", result);
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out()).contains("\"" + SIZED + ".read{size=7}\" : 7");
        assertThat(o.err()).contains("dev.nowhere.Missing is not on the class path");
    }

    @Test
    void envDescribesThisJvm() {
        Fixtures.Outcome o = tool("env");
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out()).contains("\"version\" : \"" + System.getProperty("java.version") + "\"").contains("jackson-databind").contains("\"cores\"");
    }

    @Test
    void sidecarNamesFollowTheResult() {
        assertThat(RunMetadata.sidecarOf(Path.of("results/a.json"))).isEqualTo(Path.of("results/a.meta.json"));
        assertThat(RunMetadata.sidecarOf(Path.of("results/tmp/a.1.json.partial"))).isEqualTo(Path.of("results/tmp/a.1.meta.json.partial"));
        assertThat(RunMetadata.majorOf("17.0.15")).isEqualTo(17);
        assertThat(RunMetadata.majorOf("25")).isEqualTo(25);
        assertThat(RunMetadata.majorOf("1.8.0_412")).isEqualTo(8);
        assertThat(RunMetadata.majorOf("25-ea")).isEqualTo(25);
    }
}
