package dev.jfpbench.runner;

import dev.jfpbench.report.RunMetadata;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/** Finds out what a run's sidecar records: git state, library versions, the forks' JDK, the machine. */
public final class Environment {
    /** Libraries whose runtime version we record: name -> the class holding Jackson's generated PackageVersion. */
    private static final Map<String, String> JACKSON_PACKAGE_VERSIONS = new LinkedHashMap<>();

    static {
        JACKSON_PACKAGE_VERSIONS.put("jackson-core", "com.fasterxml.jackson.core.json.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson-databind", "com.fasterxml.jackson.databind.cfg.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson-dataformat-smile", "com.fasterxml.jackson.dataformat.smile.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson-dataformat-cbor", "com.fasterxml.jackson.dataformat.cbor.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson3-core", "tools.jackson.core.json.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson3-databind", "tools.jackson.databind.cfg.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson3-dataformat-smile", "tools.jackson.dataformat.smile.PackageVersion");
        JACKSON_PACKAGE_VERSIONS.put("jackson3-dataformat-cbor", "tools.jackson.dataformat.cbor.PackageVersion");
    }

    private static final String FDP_CLASS = "ch.randelshofer.fastdoubleparser.JavaDoubleParser";

    private Environment() {
    }

    /**
     * Versions of Jackson and FastDoubleParser on this JVM's class path. Jackson: its generated PackageVersion
     * classes (the code that runs, whatever the jar is called). FastDoubleParser records no version in its
     * jar: its jar's file name when it is a separate jar, else the version perf.jar was built with. jackson-core
     * also carries its own shaded copy of FastDoubleParser (the one Jackson's fast reads use): noted by package.
     */
    public static Map<String, String> libraries() {
        Map<String, String> versions = new TreeMap<>();
        for (Map.Entry<String, String> e : JACKSON_PACKAGE_VERSIONS.entrySet()) {
            String v = packageVersion(e.getValue());
            if (v != null) {
                versions.put(e.getKey(), v);
            }
        }
        String fdp = fastDoubleParserVersion();
        if (fdp != null) {
            versions.put("fastdoubleparser", fdp);
        }
        String shaded = jacksonShadedFdpPackage();
        if (shaded != null) {
            versions.put("jackson-core-bundled-fastdoubleparser", shaded);
        }
        String jmh = pomVersion("org.openjdk.jmh", "jmh-core");
        if (jmh != null) {
            versions.put("jmh", jmh);
        }
        return versions;
    }

    private static String packageVersion(String className) {
        try {
            Object version = Class.forName(className).getField("VERSION").get(null);
            return version.toString();
        } catch (ReflectiveOperationException | LinkageError e) {
            return null;
        }
    }

    private static String fastDoubleParserVersion() {
        Class<?> c;
        try {
            c = Class.forName(FDP_CLASS);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
        String fromPackage = c.getPackage() == null ? null : c.getPackage().getImplementationVersion();
        if (fromPackage != null) {
            return fromPackage;
        }
        try {
            String path = c.getProtectionDomain().getCodeSource().getLocation().getPath();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("fastdoubleparser-([0-9][^/]*)\\.jar$").matcher(path);
            if (m.find()) {
                return m.group(1);
            }
        } catch (RuntimeException e) {
            // no code source: fall through
        }
        String built = buildVersions().getProperty("fastdoubleparser");
        return built == null ? "unknown" : built + " (as built)";
    }

    /** The package of jackson-core's shaded FastDoubleParser, e.g. {@code ...internal.shaded.fdp.v2_22_4}, if present. */
    private static String jacksonShadedFdpPackage() {
        String version = packageVersion("com.fasterxml.jackson.core.json.PackageVersion");
        if (version == null) {
            return null;
        }
        String pkg = "com.fasterxml.jackson.core.internal.shaded.fdp.v" + version.replaceAll("[^0-9A-Za-z]", "_");
        try {
            Class.forName(pkg + ".JavaDoubleParser");
            return pkg;
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    static Properties buildVersions() {
        Properties p = new Properties();
        try (InputStream in = Environment.class.getResourceAsStream("build-versions.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // none recorded
        }
        return p;
    }

    private static String pomVersion(String group, String artifact) {
        try (InputStream in = Environment.class.getClassLoader()
                .getResourceAsStream("META-INF/maven/" + group + "/" + artifact + "/pom.properties")) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            return null;
        }
    }

    /** The JDK of this JVM. */
    public static RunMetadata.Jdk currentJdk() {
        return new RunMetadata.Jdk(System.getProperty("java.vendor"), System.getProperty("java.version"),
                System.getProperty("java.runtime.version"), System.getProperty("java.vm.name"), System.getProperty("java.home"));
    }

    /**
     * The JDK of a java executable, asked with {@code -XshowSettings:properties -version} (the forks run it,
     * so it is the forks' JDK even when JMH was told {@code -jvm}); this JVM's when it cannot be run.
     */
    public static RunMetadata.Jdk jdkOf(String javaExecutable) {
        if (javaExecutable == null || javaExecutable.isEmpty()) {
            return currentJdk();
        }
        String out = run(List.of(javaExecutable, "-XshowSettings:properties", "-version"), null);
        if (out == null) {
            return currentJdk();
        }
        Map<String, String> props = new LinkedHashMap<>();
        for (String line : out.split("\\R")) {
            int eq = line.indexOf(" = ");
            if (eq > 0 && line.startsWith("    ") && !line.startsWith("     ")) {
                props.put(line.substring(0, eq).trim(), line.substring(eq + 3).trim());
            }
        }
        if (!props.containsKey("java.version")) {
            return currentJdk();
        }
        return new RunMetadata.Jdk(props.get("java.vendor"), props.get("java.version"), props.get("java.runtime.version"),
                props.get("java.vm.name"), props.get("java.home"));
    }

    /**
     * The commit checked out in {@code root} and whether anything outside results/ differs from it; nulls without git.
     * The scripts pin both as they start ({@code JFPBENCH_GIT_COMMIT}, {@code JFPBENCH_GIT_DIRTY}): a sidecar written
     * when a long run ends then names the code that was built and measured, even if the checkout moved on meanwhile.
     */
    public static RunMetadata.Git git(Path root) {
        String pinned = System.getenv("JFPBENCH_GIT_COMMIT");
        if (pinned != null && !pinned.isBlank()) {
            String dirty = System.getenv("JFPBENCH_GIT_DIRTY");
            return new RunMetadata.Git(pinned.trim(), dirty == null || dirty.isBlank() ? null : Boolean.parseBoolean(dirty.trim()));
        }
        if (root == null) {
            return null;
        }
        String commit = run(List.of("git", "-C", root.toString(), "rev-parse", "HEAD"), null);
        if (commit == null || commit.isBlank()) {
            return null;
        }
        String status = run(List.of("git", "-C", root.toString(), "status", "--porcelain", "--", ".", ":(exclude)results"), null);
        return new RunMetadata.Git(commit.trim(), status == null ? null : !status.isBlank());
    }

    /** CPU model, logical cores and OS of this machine. */
    public static RunMetadata.Machine machine() {
        String os = System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch");
        return new RunMetadata.Machine(cpuModel(), Runtime.getRuntime().availableProcessors(), os);
    }

    private static String cpuModel() {
        Path cpuinfo = Paths.get("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            try {
                for (String line : Files.readAllLines(cpuinfo, StandardCharsets.UTF_8)) {
                    // x86: "model name"; some ARM kernels: "Hardware" or "Model".
                    if (line.startsWith("model name") || line.startsWith("Hardware") || line.startsWith("Model")) {
                        int colon = line.indexOf(':');
                        if (colon > 0) {
                            return line.substring(colon + 1).trim();
                        }
                    }
                }
            } catch (IOException e) {
                // fall through
            }
        }
        String mac = run(List.of("sysctl", "-n", "machdep.cpu.brand_string"), null);
        if (mac != null && !mac.isBlank()) {
            return mac.trim();
        }
        String win = System.getenv("PROCESSOR_IDENTIFIER");
        return win != null ? win : "unknown";
    }

    /** Runs a short command and returns its output (stdout and stderr), or null if it fails or takes over 30 s. */
    static String run(List<String> command, Path dir) {
        try {
            ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true);
            if (dir != null) {
                pb.directory(dir.toFile());
            }
            Process p = pb.start();
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
