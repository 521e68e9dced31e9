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
final class Fixtures {
    private Fixtures() {
    }

    /** A file from src/test/resources/fixtures. */
    static Path fixture(String name) {
        try {
            return Paths.get(Fixtures.class.getResource("/fixtures/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("no fixture " + name, e);
        }
    }

    /** What one run of the tool did. */
    record Outcome(int exitCode, String out, String err) {
        List<String> errLines() {
            return err.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    static Outcome tool(Object... args) {
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
    static Path jmhFile(Path dir, String fileName, String... benchmarks) throws IOException {
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

    static String javaExecutable() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The repository root (surefire passes it). */
    static Path repoRoot() {
        return Paths.get(System.getProperty("jfpbench.root", "..")).toAbsolutePath().normalize();
    }
}
