package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.RunMetadata;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.ZipFile;

/**
 * Run -> sidecar -> publish, written once for single runs and paired rounds: the merged JMH JSON is written to
 * results/tmp/, its sidecar is written by the measured jar itself (its libraries, its benchmarks' sizes, its JDK),
 * what only the runner knows is added (the forks' JVM, a partial run's missing benchmarks, the rounds record), and
 * both are moved into the results folder under a name never taken before.
 */
final class Publisher {
    /** The commit recorded for a side's jar given by path without its commit. */
    static final String UNKNOWN_COMMIT = "unknown";

    private final Path results;
    private final Path root;
    private final String script;
    private final PrintWriter err;

    Publisher(Path results, Path root, String script, PrintWriter err) {
        this.results = results;
        this.root = root;
        this.script = script;
        this.err = err;
    }

    /** What the runner adds to a sidecar. */
    record Extras(RunMetadata.ForkJvm forkJvm, List<String> notRun, String failure, Consumer<ObjectNode> more, String gc, Integer cpus) {
        Extras(RunMetadata.ForkJvm forkJvm, List<String> notRun, String failure, Consumer<ObjectNode> more) {
            this(forkJvm, notRun, failure, more, null, null);
        }

        static Extras of(RunMetadata.ForkJvm forkJvm) {
            return new Extras(forkJvm, List.of(), null, null);
        }

        boolean partial() {
            return failure != null || !notRun.isEmpty();
        }
    }

    /**
     * Saves {@code entries} (JMH JSON) measured with {@code java} and {@code jar} as {@code stem}; returns the saved result.
     * {@code commit}: the commit the jar was built from when it is not the checkout's (null: the checkout's;
     * {@link #UNKNOWN_COMMIT}: a jar given by path, built from a commit not given).
     */
    Path publish(ArrayNode entries, String stem, String java, Path jar, String commit, Instant start, Instant end, List<String> command,
                 Extras extras) throws IOException, InterruptedException {
        Path tmpDir = results.resolve("tmp");
        Files.createDirectories(tmpDir);
        Path merged = tmpDir.resolve(stem + "." + ProcessHandle.current().pid() + ".json.partial");
        Merge.write(entries, merged);
        Path meta = RunMetadata.sidecarOf(merged);
        Files.deleteIfExists(meta);
        sidecar(java, jar, commit, merged, meta, start, end, command, extras.partial() ? 1 : 0);
        ObjectNode node = (ObjectNode) RunMetadata.MAPPER.readTree(meta.toFile());
        if (extras.forkJvm() != null) {
            node.set("forkJvm", RunMetadata.MAPPER.valueToTree(extras.forkJvm()));
        }
        // what the forks were set to (--gc, --cpus), beside what they saw (forkJvm)
        if (extras.gc() != null) {
            node.put("gc", extras.gc());
        }
        if (extras.cpus() != null) {
            node.put("cpus", extras.cpus());
        }
        if (extras.partial()) {
            node.put("complete", false);
            node.set("notRun", RunMetadata.MAPPER.valueToTree(extras.notRun()));
            if (extras.failure() != null) {
                node.put("failure", extras.failure());
            }
        }
        if (extras.more() != null) {
            extras.more().accept(node);
        }
        Path edited = meta.resolveSibling(meta.getFileName() + ".tmp");
        RunMetadata.MAPPER.writeValue(edited.toFile(), node);
        Files.move(edited, meta, StandardCopyOption.REPLACE_EXISTING);
        return ResultStore.publish(merged, meta, results, stem);
    }

    /** The sidecar, written by the measured jar's own tool (a jar of an older commit has it under its older name). */
    private void sidecar(String java, Path jar, String commit, Path result, Path meta, Instant start, Instant end, List<String> command,
                         int exitCode) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx1g", "-Djava.awt.headless=true", "-cp", jar.toString(), toolOf(jar), "sidecar",
                "--result", result.toString(), "--out", meta.toString(), "--java", java,
                "--start", DateTimeFormatter.ISO_INSTANT.format(start.truncatedTo(ChronoUnit.SECONDS)),
                "--end", DateTimeFormatter.ISO_INSTANT.format(end.truncatedTo(ChronoUnit.SECONDS)), "--exit-code", Integer.toString(exitCode)));
        if (root != null) {
            cmd.addAll(List.of("--root", root.toString()));
        }
        if (script != null) {
            cmd.addAll(List.of("--script", script));
        }
        cmd.add("--");
        cmd.addAll(command);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        if (commit != null) {
            pb.environment().put("JFPBENCH_GIT_COMMIT", commit);
            pb.environment().put("JFPBENCH_GIT_DIRTY", UNKNOWN_COMMIT.equals(commit) ? "" : "false");
        }
        Process p = pb.start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0 || !Files.exists(meta)) {
            throw new IOException("could not write the sidecar of " + result.getFileName() + " with " + jar + ": " + text.trim());
        }
        text.lines().filter(l -> l.contains("warning")).forEach(err::println);
    }

    /** The class of the jar's own sidecar command: the runner's, or the report tool's in jars made before the runner was split off. */
    static String toolOf(Path jar) throws IOException {
        try (ZipFile z = new ZipFile(jar.toFile())) {
            return z.getEntry("dev/jfpbench/runner/RunTool.class") != null ? RunTool.class.getName() : "dev.jfpbench.report.ReportTool";
        }
    }
}
