package dev.jfpbench.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sidecar of a saved run ({@code X.meta.json} beside JMH's {@code X.json}): what JMH does not record.
 * Where the tree was, which libraries were on the class path, which JDK the forks ran, on what machine,
 * the command, start and end, whether the run completed, and the bytes per operation of each benchmark
 * (keyed by {@link BenchmarkKey#sizeId()}), so reports can show MB/s. {@code gc} and {@code cpus}: the collector and the
 * processor count the measured forks were set to (the scripts' {@code --gc} and {@code --cpus}, the runner's
 * {@code --gc}/{@code --fork-gc} and {@code --cpus}/{@code --fork-cpus}); what the forks then saw is in {@code forkJvm}.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record RunMetadata(int schema, boolean complete, Integer exitCode, String start, String end,
                          List<String> command, String script, Git git, Jdk jdk, Map<String, String> libraries,
                          Machine machine, Map<String, Long> bytesPerOp, List<String> notRun, String failure, ForkJvm forkJvm,
                          String gc, Integer cpus) {
    public static final int SCHEMA = 1;

    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();

    public RunMetadata {
        command = command == null ? List.of() : List.copyOf(command);
        libraries = libraries == null ? Map.of() : Map.copyOf(libraries);
        bytesPerOp = bytesPerOp == null ? Map.of() : Map.copyOf(bytesPerOp);
        notRun = notRun == null ? List.of() : List.copyOf(notRun);
    }

    /** Without the partial-run fields and the fork's JVM (older sidecars, complete runs). */
    public RunMetadata(int schema, boolean complete, Integer exitCode, String start, String end, List<String> command, String script, Git git,
                       Jdk jdk, Map<String, String> libraries, Machine machine, Map<String, Long> bytesPerOp) {
        this(schema, complete, exitCode, start, end, command, script, git, jdk, libraries, machine, bytesPerOp, List.of(), null, null, null, null);
    }

    /** This sidecar with the partial-run fields: what did not run, and why the run stopped early. */
    public RunMetadata partial(List<String> notRunNow, String failureNow) {
        return new RunMetadata(schema, false, exitCode, start, end, command, script, git, jdk, libraries, machine, bytesPerOp, notRunNow, failureNow,
                forkJvm, gc, cpus);
    }

    /** This sidecar with the measured forks' JVM. */
    public RunMetadata withForkJvm(ForkJvm fork) {
        return new RunMetadata(schema, complete, exitCode, start, end, command, script, git, jdk, libraries, machine, bytesPerOp, notRun, failure, fork, gc, cpus);
    }

    /** This sidecar with the collector and processor count the forks were set to (null: not set). */
    public RunMetadata withForkSettings(String gcNow, Integer cpusNow) {
        return new RunMetadata(schema, complete, exitCode, start, end, command, script, git, jdk, libraries, machine, bytesPerOp, notRun, failure, forkJvm,
                gcNow, cpusNow);
    }

    /** "--gc Serial, --cpus 1": what the forks were set to, or "" when the sidecar does not say. */
    public String forkSettings() {
        StringBuilder sb = new StringBuilder();
        if (gc != null) {
            sb.append("--gc ").append(gc);
        }
        if (cpus != null) {
            sb.append(sb.length() > 0 ? ", " : "").append("--cpus ").append(cpus);
        }
        return sb.toString();
    }

    /**
     * The JVM of the measured forks as it saw itself (probed with the forks' own options, pinning and java): its
     * garbage collectors, heap, the processor count it sized itself for, the CPUs it was pinned to, and the
     * options that fixed them.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ForkJvm(List<String> gc, Long initialHeap, Long maxHeap, Integer processors, String cpus, List<String> options) {
        /** "G1 Young Generation/G1 Old Generation, heap 512 MB, 2 processors, CPUs 1". */
        public String describe() {
            StringBuilder sb = new StringBuilder(gc == null || gc.isEmpty() ? "GC unknown" : String.join("/", gc));
            if (maxHeap != null) {
                sb.append(", heap ").append(maxHeap / (1024 * 1024)).append(" MB");
            }
            if (processors != null) {
                sb.append(", ").append(processors).append(processors == 1 ? " processor" : " processors");
            }
            if (cpus != null) {
                sb.append(", CPUs ").append(cpus);
            }
            return sb.toString();
        }
    }

    /** The jfp-bench commit and whether the working tree differed from it (results/ aside). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Git(String commit, Boolean dirty) {
    }

    /** The JDK the benchmark forks ran on. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Jdk(String vendor, String version, String runtimeVersion, String vmName, String home) {
        /** The major version, e.g. 17 for "17.0.15" or 25 for "25", or 0 when unknown. */
        public int major() {
            return majorOf(version);
        }
    }

    /** CPU model, logical cores, operating system. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Machine(String cpu, int cores, String os) {
    }

    /** {@code results/X.json} -> {@code results/X.meta.json}; {@code X.json.partial} -> {@code X.meta.json.partial}. */
    public static Path sidecarOf(Path result) {
        String name = result.getFileName().toString();
        String sidecar;
        if (name.endsWith(".json.partial")) {
            sidecar = name.substring(0, name.length() - ".json.partial".length()) + ".meta.json.partial";
        } else if (name.endsWith(".json")) {
            sidecar = name.substring(0, name.length() - ".json".length()) + ".meta.json";
        } else {
            sidecar = name + ".meta.json";
        }
        return result.resolveSibling(sidecar);
    }

    /** The sidecar beside a result, if there is one; a broken sidecar is a {@link BadInputException}. */
    public static Optional<RunMetadata> readFor(Path result) {
        Path sidecar = sidecarOf(result);
        return Files.isRegularFile(sidecar) ? Optional.of(read(sidecar)) : Optional.empty();
    }

    public static RunMetadata read(Path sidecar) {
        try {
            return MAPPER.readValue(sidecar.toFile(), RunMetadata.class);
        } catch (IOException e) {
            throw new BadInputException(sidecar + ": not a readable run sidecar (" + firstLine(e.getMessage()) + ")");
        }
    }

    /** Writes the sidecar; never replaces an existing file. */
    public void write(Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW)) {
            MAPPER.writeValue(out, this);
        }
    }

    public String toJson() throws IOException {
        return MAPPER.writeValueAsString(this);
    }

    /** The major version of a Java version string: "1.8.0_412" -> 8, "17.0.15" -> 17, "25" -> 25, else 0. */
    public static int majorOf(String version) {
        if (version == null || version.isEmpty()) {
            return 0;
        }
        String[] parts = version.split("[.+\\-_]");
        try {
            int first = Integer.parseInt(parts[0]);
            return first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String firstLine(String s) {
        return s == null ? "" : s.split("\n", 2)[0];
    }
}
