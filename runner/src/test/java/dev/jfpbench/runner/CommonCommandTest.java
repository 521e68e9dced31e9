package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.Fixtures;
import dev.jfpbench.report.RunMetadata;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code common}: a benchmark on one side only is refused in one line naming it, or with --allow-one-sided left out. */
class CommonCommandTest {
    /** One line of JMH's benchmark list (strings are length-prefixed). */
    private static String line(String cls, String method) {
        String gen = cls.substring(0, cls.lastIndexOf('.')) + ".jmh_generated." + cls.substring(cls.lastIndexOf('.') + 1) + "_" + method + "_jmhTest";
        return "JMH S " + cls.length() + " " + cls + " S " + gen.length() + " " + gen + " S " + method.length() + " " + method
                + " S 10 Throughput E A 1 1 1" + " E".repeat(17) + " \n";
    }

    private static Path jar(Path dir, String name, String... benchmarks) throws IOException {
        Path jar = dir.resolve(name);
        try (OutputStream o = Files.newOutputStream(jar); ZipOutputStream z = new ZipOutputStream(o)) {
            z.putNextEntry(new ZipEntry("META-INF/BenchmarkList"));
            for (String b : benchmarks) {
                int dot = b.lastIndexOf('.');
                z.write(line(b.substring(0, dot), b.substring(dot + 1)).getBytes(StandardCharsets.UTF_8));
            }
            z.closeEntry();
        }
        return jar;
    }

    @Test
    void theSameBenchmarksOnBothSidesPassWithARegexOfExactlyThem(@TempDir Path dir) throws Exception {
        Path a = jar(dir, "a.jar", "p.Bench.readFast", "p.Bench.readDefault", "p.Other.x");
        Path b = jar(dir, "b.jar", "p.Bench.readFast", "p.Bench.readDefault", "p.Other.x");
        Fixtures.Outcome o = tool("common", "Bench", "--side", "baseline=" + a, "--side", "candidate=" + b);
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.err()).isEmpty();
        JsonNode json = RunMetadata.MAPPER.readTree(o.out());
        assertThat(json.path("count").asInt()).isEqualTo(2);
        assertThat(json.path("leftOut")).isEmpty();
        Pattern common = Pattern.compile(json.path("commonRegex").asText());
        assertThat(common.matcher("p.Bench.readFast").find()).isTrue();
        assertThat(common.matcher("p.Bench.readFastX").find()).isFalse();
        assertThat(common.matcher("p.Other.x").find()).isFalse();
    }

    @Test
    void aBaselineLackingASelectedBenchmarkIsRefusedInOneLineNamingIt(@TempDir Path dir) throws Exception {
        Path base = jar(dir, "base.jar", "p.Bench.readDefault");
        Path cand = jar(dir, "cand.jar", "p.Bench.readFast", "p.Bench.readDefault");
        Fixtures.Outcome o = tool("common", "Bench", "--side", "baseline=" + base, "--side", "candidate=" + cand);
        assertThat(o.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(o.errLines()).singleElement().asString()
                .isEqualTo("common: benchmarks on one side only: baseline lacks p.Bench.readFast (--allow-one-sided leaves them out)");
        assertThat(o.out()).isEmpty();
    }

    @Test
    void allowedOneSidedBenchmarksAreLeftOutAndNamed(@TempDir Path dir) throws Exception {
        Path base = jar(dir, "base.jar", "p.Bench.readDefault", "p.Bench.old");
        Path cand = jar(dir, "cand.jar", "p.Bench.readFast", "p.Bench.readDefault");
        Fixtures.Outcome o = tool("common", "Bench", "--side", "baseline=" + base, "--side", "candidate=" + cand, "--allow-one-sided");
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.errLines()).singleElement().asString()
                .isEqualTo("common: left out, on one side only: baseline lacks p.Bench.readFast; candidate lacks p.Bench.old");
        JsonNode json = RunMetadata.MAPPER.readTree(o.out());
        assertThat(json.path("benchmarks").toString()).isEqualTo("[\"p.Bench.readDefault\"]");
        assertThat(json.path("leftOut")).hasSize(2);
        // nothing at all in common is bad input even when one-sided ones are allowed
        Path none = jar(dir, "none.jar", "p.Other.x");
        assertThat(tool("common", "Bench|Other", "--side", "baseline=" + none, "--side", "candidate=" + base, "--allow-one-sided").exitCode())
                .isEqualTo(RunTool.BAD_INPUT);
    }

    @Test
    void theRuleItself() {
        Map<String, List<String>> same = new LinkedHashMap<>();
        same.put("baseline", List.of("a", "b"));
        same.put("candidate", List.of("b", "a"));
        assertThat(CommonCommand.of(same).oneSided()).isFalse();
        assertThat(CommonCommand.of(same).benchmarks()).containsExactly("a", "b");
        Map<String, List<String>> lacking = new LinkedHashMap<>();
        lacking.put("baseline", List.of("a"));
        lacking.put("candidate", List.of("a", "b"));
        CommonCommand.Common c = CommonCommand.of(lacking);
        assertThat(c.oneSided()).isTrue();
        assertThat(c.benchmarks()).containsExactly("a");
        assertThat(c.describe()).isEqualTo("baseline lacks b");
    }
}
