package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.RunMetadata;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The JVM of a measured fork, fixed so that it stays the JVM it was however it is pinned: a JVM pinned to one CPU
 * picks the serial collector by its own ergonomics (here the CBOR currency read then ran about 25% faster), so the
 * rounds engine fixes the collector and the processor count the fork sizes itself for, on every side, in every
 * mode (sequential, pinned, duet). By default both are what an unpinned JVM picks on this machine: G1 and every
 * online CPU. A user's own collector or processor option in the JMH arguments wins. Then {@link #probe} asks a
 * JVM started exactly like the fork what it chose, for the sidecar.
 */
public final class ForkJvm {
    /** {@code --fork-gc} values and their options; "none": leave the collector to the JVM. */
    static final List<String> COLLECTORS = List.of("G1", "Serial", "Parallel", "Z", "Shenandoah", "none");

    private ForkJvm() {
    }

    /** The machine's online CPUs, whatever this JVM is pinned to (Linux: /sys; else this JVM's count). */
    public static int onlineCpus() {
        try {
            String s = java.nio.file.Files.readString(Paths.get("/sys/devices/system/cpu/online")).trim();
            int n = 0;
            for (String part : s.split(",")) {
                String[] r = part.split("-");
                n += r.length == 1 ? 1 : Integer.parseInt(r[1]) - Integer.parseInt(r[0]) + 1;
            }
            return n;
        } catch (IOException | RuntimeException e) {
            return Runtime.getRuntime().availableProcessors();
        }
    }

    /**
     * The options that fix the fork's JVM: heap (with pre-touch), collector and processor count, each left out when
     * its setting is null/"none" or the user's {@code userArgs} already choose it.
     */
    static List<String> options(String heap, String gc, Integer cpus, List<String> userArgs) {
        String user = String.join(" ", userArgs);
        List<String> o = new ArrayList<>();
        if (heap != null) {
            o.addAll(List.of("-Xms" + heap, "-Xmx" + heap, "-XX:+AlwaysPreTouch"));
        }
        if (gc != null && !gc.equals("none") && !user.matches("(?s).*-XX:[+]Use\\w+GC.*")) {
            o.add("-XX:+Use" + gc + "GC");
        }
        if (cpus != null && !user.contains("ActiveProcessorCount")) {
            o.add("-XX:ActiveProcessorCount=" + cpus);
        }
        return o;
    }

    static String checkGc(String gc) {
        for (String c : COLLECTORS) {
            if (c.equalsIgnoreCase(gc)) {
                return c;
            }
        }
        throw new BadInputException("--fork-gc must be one of " + COLLECTORS + ", was '" + gc + "'");
    }

    /**
     * Starts {@code java} with {@code jvmOptions} (pinned to {@code cpus} with taskset when given) on {@link ForkProbe}
     * from the runner's own jar, and returns what it saw; null (with a warning) when it cannot.
     */
    static RunMetadata.ForkJvm probe(String java, List<String> jvmOptions, String cpus, Path runnerJar, java.io.PrintWriter err) {
        List<String> cmd = new ArrayList<>();
        if (cpus != null) {
            cmd.addAll(List.of("taskset", "-c", cpus));
        }
        cmd.add(java);
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", runnerJar.toString(), ForkProbe.class.getName()));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(2, TimeUnit.MINUTES) || p.exitValue() != 0) {
                err.println("runner: warning: could not probe the forks' JVM (" + String.join(" ", cmd) + "): " + text.trim());
                return null;
            }
            String line = text.lines().filter(l -> l.startsWith("{")).reduce((a, b) -> b).orElse("{}");
            JsonNode n = RunMetadata.MAPPER.readTree(line);
            List<String> gcs = new ArrayList<>();
            n.path("gc").forEach(g -> gcs.add(g.asText()));
            return new RunMetadata.ForkJvm(gcs, n.path("initialHeap").asLong(), n.path("maxHeap").asLong(), n.path("processors").asInt(), cpus,
                    List.copyOf(jvmOptions));
        } catch (IOException e) {
            err.println("runner: warning: could not probe the forks' JVM: " + e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** "1", "0-1": a taskset CPU list, checked. */
    static String checkCpus(String cpus) {
        if (!cpus.matches("\\d+(-\\d+)?(,\\d+(-\\d+)?)*")) {
            throw new BadInputException("CPUs must be a list such as 1, 0-1 or 0,2, was '" + cpus + "'");
        }
        return cpus.toLowerCase(Locale.ROOT);
    }
}
