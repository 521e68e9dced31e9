package dev.jfpbench.perf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static dev.jfpbench.perf.PerfJarIT.JAR;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The allocation gate on real runs of the built jar: the {@code Ruler} run three times with {@code -prof gc} (tiny
 * runs, two forks each; allocation is a count, so their brevity costs no accuracy), twice as it is and once with
 * {@code -Djfpbench.ruler.allocate=true} (one extra escaping object per operation), each pair read by
 * {@code ReportTool compare} from the jar. Expect the extra object flagged as an allocation alarm with exit 1, the
 * two unmodified runs silent, and the extra object seen from the other side reported as less, not a failure.
 * Default build only.
 */
class AllocationGateIT {
    static final String RULER = "dev\\.jfpbench\\.calibration\\.Ruler\\.consume$";
    static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    static Path dir;

    static Path plain;
    static Path plainAgain;
    static Path allocating;

    @BeforeAll
    static void runTheRuler() throws Exception {
        ScriptsIT.assumeDefaultBuild(); // the gate reads counts the Jackson built in does not change
        plain = jmh("plain.json");
        plainAgain = jmh("plain-again.json");
        allocating = jmh("allocating.json", "-jvmArgsAppend", "-Djfpbench.ruler.allocate=true");
    }

    @Test
    void oneExtraObjectPerOperationIsAnAllocationAlarm() throws Exception {
        Compared c = compare(plain, allocating);
        assertThat(c.exitCode()).as(c.out()).isEqualTo(1);
        assertThat(c.json().at("/alarms").toString()).as(c.out()).contains("\"allocation\"");
        JsonNode row = c.json().at("/allocation/rows/0");
        assertThat(row.at("/verdict").asText()).as(c.out()).isEqualTo("more");
        // One Object: 16 bytes with the default object headers (8 with compact ones).
        assertThat(row.at("/change").asDouble()).as(c.out()).isBetween(8.0, 24.0);
        assertThat(c.out()).contains("ALLOCATION REGRESSION").contains("Ruler.consume");
    }

    @Test
    void theUnmodifiedRulerIsSilent() throws Exception {
        Compared c = compare(plain, plainAgain);
        assertThat(c.json().at("/allocation/ran").asBoolean()).as(c.out()).isTrue();
        assertThat(c.json().at("/allocation/regressed").asBoolean()).as(c.out()).isFalse();
        assertThat(c.json().at("/allocation/rows/0/verdict").asText()).as(c.out()).isEqualTo("same");
        assertThat(c.json().at("/alarms").toString()).as(c.out()).doesNotContain("allocation");
        // Whatever two-fork timings say (their own gate), allocation adds no failure.
        assertThat(c.exitCode()).as(c.out()).isEqualTo(c.json().at("/alarms").size() > 0 ? 1 : 0);
    }

    @Test
    void theExtraObjectSeenFromTheOtherSideIsLessNotAFailure() throws Exception {
        Compared c = compare(allocating, plain);
        assertThat(c.json().at("/allocation/rows/0/verdict").asText()).as(c.out()).isEqualTo("less");
        assertThat(c.json().at("/allocation/regressed").asBoolean()).isFalse();
        assertThat(c.exitCode()).as(c.out()).isEqualTo(c.json().at("/alarms").size() > 0 ? 1 : 0);
    }

    static String java() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The Ruler, two forks of one short iteration after one short warm-up, with -prof gc, into {@code name}. */
    static Path jmh(String name, String... more) throws IOException, InterruptedException {
        Path result = dir.resolve(name);
        // Allocation is a count: another JMH run at the same time does not change it, so don't wait for its lock.
        List<String> cmd = new ArrayList<>(List.of(java(), "-Xmx256m", "-Djmh.ignoreLock=true", "-jar", JAR.toString(), RULER,
                "-f", "2", "-wi", "1", "-w", "200ms", "-i", "1", "-r", "200ms", "-prof", "gc", "-rf", "json", "-rff", result.toString()));
        cmd.addAll(Arrays.asList(more));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return result;
    }

    record Compared(int exitCode, String out, JsonNode json) {
    }

    static Compared compare(Path base, Path current) throws IOException, InterruptedException {
        Path json = dir.resolve(base.getFileName() + "-vs-" + current.getFileName());
        Process p = new ProcessBuilder(java(), "-cp", JAR.toString(), "dev.jfpbench.report.ReportTool", "compare", base.toString(), current.toString(),
                "--json", json.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Compared(p.exitValue(), out, MAPPER.readTree(json.toFile()));
    }
}
