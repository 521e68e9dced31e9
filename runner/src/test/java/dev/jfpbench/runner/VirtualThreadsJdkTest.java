package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Fixtures;
import dev.jfpbench.report.RunMetadata;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The benchmarks on virtual threads ({@code @Fork(jvmArgsPrepend = "-Djmh.executor=VIRTUAL")}) need JDK 21: on an older
 * forks' java, select, run and rounds leave them out with one line saying so, and a selection of nothing else is bad
 * input (that line, exit 2) before anything runs; select without --java lists the jar as JMH does, the virtual ones marked. The JDK is asked of the java (a stand-in here, so both answers are
 * tested on any JDK).
 */
class VirtualThreadsJdkTest {
    /** A jar whose benchmark list is the concurrency module's (the lines of ShardsTest's copy of perf.jar's list). */
    static Path jar(Path dir) throws IOException {
        String list;
        try (InputStream in = VirtualThreadsJdkTest.class.getResourceAsStream("/BenchmarkList")) {
            list = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String concurrency = list.lines().filter(l -> l.contains(" dev.jfpbench.concurrency.")).map(l -> l + "\n").reduce("", String::concat);
        assertThat(concurrency).contains(Jmh.VIRTUAL_THREADS);
        Path jar = dir.resolve("perf.jar");
        try (OutputStream o = Files.newOutputStream(jar); ZipOutputStream z = new ZipOutputStream(o)) {
            z.putNextEntry(new ZipEntry("META-INF/BenchmarkList"));
            z.write(concurrency.getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        }
        return jar;
    }

    /** A stand-in java that answers {@code -XshowSettings:properties -version} as JDK {@code version} would. */
    static String java(Path dir, String version) throws IOException {
        Path java = dir.resolve("java-" + version);
        Files.writeString(java, "#!/bin/sh\necho 'Property settings:'\necho '    java.vendor = Test'\necho '    java.version = " + version + "'\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java.toString();
    }

    @Test
    void selectionsAreMarkedAndAnOldJdkLeavesTheVirtualOnesOutInOneLine(@TempDir Path dir) throws Exception {
        List<Jmh.Selected> all = Jmh.select(jar(dir), "JsonShared", List.of());
        assertThat(all).filteredOn(Jmh.Selected::virtualThreads).extracting(s -> Jmh.simple(s.name()))
                .hasSize(6).allSatisfy(n -> assertThat(n).startsWith("JsonSharedReadWriteVirtualThreads."));
        StringWriter err = new StringWriter();
        List<Jmh.Selected> on17 = Jmh.runnableOn(java(dir, "17.0.15"), all, "rounds: side A", new PrintWriter(err, true));
        assertThat(on17).hasSize(all.size() - 6).noneMatch(Jmh.Selected::virtualThreads);
        assertThat(err.toString().lines()).singleElement().asString()
                .startsWith("rounds: side A: leaving out 6 benchmark(s) on virtual threads, which need JDK 21+ (the forks' java is JDK 17, ")
                .contains("JsonSharedReadWriteVirtualThreads.readMessageDefault");
        StringWriter none = new StringWriter();
        assertThat(Jmh.runnableOn(java(dir, "21.0.8"), all, "rounds: side A", new PrintWriter(none, true))).isEqualTo(all);
        assertThat(Jmh.runnableOn(java(dir, "17.0.15"), Jmh.select(jar(dir), "PerCall", List.of()), "run", new PrintWriter(none, true))).hasSize(12);
        assertThat(none.toString()).as("nothing left out, nothing said").isEmpty();
        List<Jmh.Selected> virtualOnly = Jmh.select(jar(dir), "VirtualThreads", List.of());
        assertThatThrownBy(() -> Jmh.runnableOn(java(dir, "17.0.15"), virtualOnly, "run", new PrintWriter(new StringWriter())))
                .isInstanceOf(BadInputException.class).hasMessageEndingWith("; nothing else is selected");
    }

    @Test
    void selectListsTheJarAndWithJavaLeavesOutWhatItCannotRun(@TempDir Path dir) throws Exception {
        Path jar = jar(dir);
        // without --java: the jar's list, whatever JDK runs this (the catalogue is made from it), the virtual ones marked
        Fixtures.Outcome listed = tool("select", "JsonShared", "--jar", jar);
        assertThat(listed.err()).isEmpty();
        JsonNode all = RunMetadata.MAPPER.readTree(listed.out());
        assertThat(all.path("count").asInt()).isEqualTo(24);
        assertThat(all.path("virtualThreads")).hasSize(6);
        Fixtures.Outcome o = tool("select", "JsonShared", "--jar", jar, "--java", java(dir, "17.0.15"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.errLines()).singleElement().asString().startsWith("select: leaving out 6 benchmark(s) on virtual threads, which need JDK 21+");
        JsonNode json = RunMetadata.MAPPER.readTree(o.out());
        assertThat(json.path("count").asInt()).isEqualTo(18);
        assertThat(json.path("virtualThreads")).isEmpty();
        Fixtures.Outcome on21 = tool("select", "JsonShared", "--jar", jar, "--java", java(dir, "21.0.8"), "--count");
        assertThat(on21.out().trim()).isEqualTo("24");
        assertThat(on21.err()).isEmpty();
    }

    @Test
    void runAndRoundsOfOnlyVirtualOnesOnAnOldJdkAreBadInputBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path jar = jar(dir);
        String java17 = java(dir, "17.0.15");
        for (String command : List.of("run", "rounds")) {
            Fixtures.Outcome o = tool(command, "VirtualThreads", "--jar", jar, "--java", java17, "--results", dir.resolve("results"));
            assertThat(o.exitCode()).as(command + ": " + o.err()).isEqualTo(RunTool.BAD_INPUT);
            assertThat(o.errLines()).as(command).singleElement().asString().contains("leaving out 6 benchmark(s) on virtual threads, which need JDK 21+")
                    .endsWith("; nothing else is selected");
        }
    }
}
