package dev.jfpbench.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The committed fixture files and a way to run the tool in this JVM. */
public final class Fixtures {
    private Fixtures() {
    }

    /** A file from report's src/test/resources/fixtures (also from other modules, which see it in report's test jar). */
    public static Path fixture(String name) {
        try {
            java.net.URL url = Fixtures.class.getResource("/fixtures/" + name);
            if (url != null && url.getProtocol().equals("file")) {
                return Paths.get(url.toURI());
            }
            Path source = repoRoot().resolve("report/src/test/resources/fixtures").resolve(name);
            if (url != null && Files.isRegularFile(source)) {
                return source;
            }
            throw new IllegalStateException("no fixture " + name);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("no fixture " + name, e);
        }
    }

    /** What one run of the tool did. */
    public record Outcome(int exitCode, String out, String err) {
        public List<String> errLines() {
            return err.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    public static Outcome tool(Object... args) {
        List<String> a = new ArrayList<>();
        for (Object o : args) {
            a.add(o.toString());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ReportTool.run(a.toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A minimal JMH result: one thrpt entry per benchmark name ("name" or "name?param=value"), 4 iterations each. */
    public static Path jmhFile(Path dir, String fileName, String... benchmarks) throws IOException {
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < benchmarks.length; i++) {
            String[] nameAndParam = benchmarks[i].split("\\?", 2);
            String params = nameAndParam.length == 1 ? "" : String.format(Locale.ROOT, "\"params\": {\"%s\": \"%s\"},",
                    nameAndParam[1].split("=")[0], nameAndParam[1].split("=")[1]);
            sb.append(String.format(Locale.ROOT, "{\"benchmark\": \"%s\", \"mode\": \"thrpt\", \"threads\": 1, \"forks\": 1, "
                    + "\"jvm\": \"%s\", \"jdkVersion\": \"%s\", %s \"primaryMetric\": {\"score\": 100.0, \"scoreError\": 1.0, "
                    + "\"scoreUnit\": \"ops/s\", \"rawData\": [[99.0, 101.0, 100.0, 100.0]]}, \"secondaryMetrics\": {}}%s\n",
                    nameAndParam[0], javaExecutable().replace("\\", "\\\\"), System.getProperty("java.version"), params,
                    i + 1 < benchmarks.length ? "," : ""));
        }
        sb.append("]\n");
        Path f = dir.resolve(fileName);
        Files.writeString(f, sb.toString());
        return f;
    }

    /** One JMH entry for {@link #jmhRun}: the score is the mean of the iterations, the error 1% of it. */
    public record Entry(String benchmark, String mode, String unit, double... iterations) {
    }

    /**
     * A JMH result with exactly these entries, made on JDK {@code jdkVersion}: three forks each, whose iterations are
     * the given ones scaled by 1.00, 1.01 and 0.99 (every benchmark varies alike from fork to fork, so ratios come
     * out exact with a narrow Welch interval).
     */
    public static Path jmhRun(Path dir, String fileName, String jdkVersion, Entry... entries) throws IOException {
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < entries.length; i++) {
            Entry e = entries[i];
            double score = java.util.Arrays.stream(e.iterations()).average().orElseThrow();
            String raw = java.util.Arrays.stream(new double[] {1.00, 1.01, 0.99}).mapToObj(f -> "[" + java.util.Arrays.stream(e.iterations())
                    .mapToObj(v -> String.format(Locale.ROOT, "%s", v * f)).collect(java.util.stream.Collectors.joining(", ")) + "]")
                    .collect(java.util.stream.Collectors.joining(", "));
            sb.append(String.format(Locale.ROOT, "{\"benchmark\": \"%s\", \"mode\": \"%s\", \"threads\": 1, \"forks\": 3, "
                    + "\"jdkVersion\": \"%s\", \"primaryMetric\": {\"score\": %s, \"scoreError\": %s, "
                    + "\"scoreUnit\": \"%s\", \"rawData\": [%s]}, \"secondaryMetrics\": {}}%s\n",
                    e.benchmark(), e.mode(), jdkVersion, score, score / 100, e.unit(), raw, i + 1 < entries.length ? "," : ""));
        }
        sb.append("]\n");
        Path f = dir.resolve(fileName);
        Files.writeString(f, sb.toString());
        return f;
    }

    /** A minimal sidecar beside {@code result}: which Jackson 2 the run's jar held. */
    public static void sidecar(Path result, String jacksonVersion) throws IOException {
        Files.writeString(RunMetadata.sidecarOf(result), "{\"schema\": 1, \"complete\": true, \"exitCode\": 0, "
                + "\"libraries\": {\"jackson-databind\": \"" + jacksonVersion + "\"}}");
    }

    public static String javaExecutable() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The repository root (surefire passes it). */
    public static Path repoRoot() {
        return Paths.get(System.getProperty("jfpbench.root", "..")).toAbsolutePath().normalize();
    }
}
