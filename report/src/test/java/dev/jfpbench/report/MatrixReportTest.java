package dev.jfpbench.report;

import dev.jfpbench.report.Fixtures.Entry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.jfpbench.report.Fixtures.fixture;
import static dev.jfpbench.report.Fixtures.jmhRun;
import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the matrix scripts' reports are made of, on runs whose ratios are known exactly: the ratios between runs
 * (JDK 25 / JDK 17, Jackson X / Jackson Y), cells a run cannot have marked "n/a", notes, and the Jackson 2 vs 3 table.
 */
class MatrixReportTest {
    private static final String JSON2 = "dev.jfpbench.json.JsonStdReadVanilla.";
    private static final String JSON3 = "dev.jfpbench.jackson3.Json3Read.";

    private static String report(Path out, Object... args) throws IOException {
        Object[] all = new Object[args.length + 3];
        all[0] = "report";
        System.arraycopy(args, 0, all, 1, args.length);
        all[args.length + 1] = "--out";
        all[args.length + 2] = out;
        Fixtures.Outcome o = tool(all);
        assertThat(o.exitCode()).as(o.err()).isZero();
        return Files.readString(out.resolve("report.md"), StandardCharsets.UTF_8);
    }

    private static String section(String md, String heading) {
        int start = md.indexOf("## " + heading + "\n");
        assertThat(start).as("section " + heading + " in\n" + md).isNotNegative();
        int end = md.indexOf("\n## ", start + 3);
        return end < 0 ? md.substring(start) : md.substring(start, end);
    }

    private static String row(String md, String first) {
        List<String> rows = md.lines().filter(l -> l.startsWith("| " + first + " |")).toList();
        assertThat(rows).as("row " + first + " in\n" + md).hasSize(1);
        return rows.get(0);
    }

    private static List<String> rows(String md, String first) {
        return md.lines().filter(l -> l.startsWith("| " + first + " |")).toList();
    }

    @Test
    void jdkColumnsAndTheirRatio(@TempDir Path out) throws IOException {
        String md = report(out, fixture("formats-run.json"), fixture("formats-run-jdk25.json"));
        String between = section(md, "Between runs");
        assertThat(between).contains("| Benchmark | Mode | JDK 25 / JDK 17.0.15 |");
        // 1,000 -> 2,000 ops/s; relative errors 0.6% each.
        assertThat(row(between, "JsonStdReadVanilla.readCurrencyPojoDefault")).isEqualTo(
                "| JsonStdReadVanilla.readCurrencyPojoDefault | thrpt | 2.000× (1.979–2.021), **faster** |");
        // Average time 10 -> 5 us/op: twice as fast, not half.
        assertThat(row(between, "JsonPayloadReadWrite.readTreeDefault [payload=datasets/currency.json]")).contains("| 2.000× (").contains("**faster**");
        // Smile's fast and default are equal within each run: the pair table shows no speed-up on either JDK.
        assertThat(row(section(md, "Default vs Fast"), "SmileStdReadVanilla.readCurrencyPojo Fast/Default"))
                .endsWith("| 1.000× (0.990–1.011), same within ±5% | 1.000× (0.990–1.011), same within ±5% |");
        assertThat(md).doesNotContain("Jackson 2 vs 3").doesNotContain("n/a (not in");
    }

    @Test
    void aVersionThatLacksABenchmarkIsMarkedNotBlank(@TempDir Path dir) throws IOException {
        Entry defaultOld = new Entry(JSON2 + "readCurrencyPojoDefault", "thrpt", "ops/s", 990, 1010, 995, 1005);
        Entry fastOld = new Entry(JSON2 + "readCurrencyPojoFast", "thrpt", "ops/s", 1240, 1260, 1245, 1255);
        Path old = jmhRun(dir, "old.json", "17.0.15", defaultOld, fastOld);
        Fixtures.sidecar(old, "2.15.4");
        Path current = jmhRun(dir, "new.json", "17.0.15",
                new Entry(JSON2 + "readCurrencyPojoDefault", "thrpt", "ops/s", 1980, 2020, 1990, 2010), fastOld,
                new Entry("dev.jfpbench.vectors.packed.VectorPackedReadWrite.defaultRead", "thrpt", "ops/s", 40, 40, 40, 40),
                new Entry("dev.jfpbench.vectors.packed.VectorPackedReadWrite.fastFPRead", "thrpt", "ops/s", 49, 51, 49, 51));
        Fixtures.sidecar(current, "2.22.4");
        String md = report(dir.resolve("report"), old, current, "--note", "Jackson 2.99.0: no benchmark matches the selection in its jar");

        assertThat(md).contains("**Note:** Jackson 2.99.0: no benchmark matches the selection in its jar");
        String all = section(md, "All results");
        assertThat(all).contains("| Jackson 2.15.4 | Jackson 2.22.4 |");
        assertThat(row(all, "VectorPackedReadWrite.fastFPRead")).endsWith("| n/a (not in Jackson 2.15.4) | 50.00 ± 0.500 |");
        String between = section(md, "Between runs");
        assertThat(row(between, "JsonStdReadVanilla.readCurrencyPojoDefault")).contains("| 2.000× (").endsWith("**faster** |");
        assertThat(row(between, "JsonStdReadVanilla.readCurrencyPojoFast")).contains("| 1.000× (").endsWith("same within ±5% |");
        assertThat(row(between, "VectorPackedReadWrite.fastFPRead")).endsWith("| n/a (not in Jackson 2.15.4) |");
        assertThat(row(section(md, "Default vs Fast"), "VectorPackedReadWrite.Read fastFP/default"))
                .contains("| n/a (not in Jackson 2.15.4) | 1.250× (").endsWith("**faster** |"); // median iterations: 50 / 40
    }

    @Test
    void jackson2And3SideBySidePerOperation(@TempDir Path dir) throws IOException {
        Path run = jmhRun(dir, "both.json", "17.0.15",
                new Entry(JSON2 + "readCurrencyPojoDefault", "thrpt", "ops/s", 990, 1010, 995, 1005),
                new Entry(JSON3 + "readCurrencyPojoDefault", "thrpt", "ops/s", 1485, 1515, 1492.5, 1507.5),
                new Entry(JSON2 + "readCurrencyPojoFast", "thrpt", "ops/s", 1240, 1260, 1245, 1255),
                new Entry(JSON3 + "readCurrencyPojoFast", "thrpt", "ops/s", 1240, 1260, 1245, 1255),
                new Entry(JSON2 + "readPojoMediaItem", "thrpt", "ops/s", 490, 510, 495, 505),
                new Entry(JSON3 + "readPojoMediaItem", "thrpt", "ops/s", 245, 255, 247.5, 252.5),
                new Entry("dev.jfpbench.vectors.VectorHeavyReadWrite.defaultWrite", "avgt", "us/op", 9.9, 10.1, 9.95, 10.05),
                new Entry("dev.jfpbench.jackson3.Json3VectorReadWrite.defaultWrite", "avgt", "us/op", 7.9, 8.1, 7.95, 8.05),
                // no twin in the run: left out
                new Entry("dev.jfpbench.jackson3.Json3Write.writeCurrencyPojoFast", "thrpt", "ops/s", 1, 2, 1, 2),
                new Entry("dev.jfpbench.json.JsonStdWriteVanilla.writeCurrencyPojoDefault", "thrpt", "ops/s", 1, 2, 1, 2));
        String major = section(report(dir.resolve("report"), run), "Jackson 2 vs 3");
        assertThat(major).contains("| Comparison | Mode | Ratio (interval), verdict |");
        assertThat(row(major, "JsonStdReadVanilla.readCurrencyPojoDefault Jackson 3/Jackson 2")).contains("| 1.500× (").contains("**faster**");
        assertThat(row(major, "JsonStdReadVanilla.readCurrencyPojoFast Jackson 3/Jackson 2")).contains("| 1.000× (").contains("same within ±5%");
        assertThat(row(major, "JsonStdReadVanilla.readPojoMediaItem Jackson 3/Jackson 2")).contains("| 0.500× (").contains("**slower**");
        // Average time: about 10 -> 8 us/op is Jackson 3 1.25 times as fast (median iterations: 10 / 8).
        assertThat(row(major, "VectorHeavyReadWrite.defaultWrite Jackson 3/Jackson 2")).contains("| avgt | 1.250× (");
        assertThat(major).doesNotContain("writeCurrencyPojo");
    }

    @Test
    void oneForkASideGivesARatioWithoutAVerdict(@TempDir Path dir) throws IOException {
        // Iterations of one fork are correlated: they are never pooled into an interval.
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        String entry = "[{\"benchmark\": \"" + JSON2 + "readPojoMediaItem\", \"mode\": \"thrpt\", \"jdkVersion\": \"%s\", "
                + "\"primaryMetric\": {\"score\": %s, \"scoreError\": \"NaN\", \"scoreUnit\": \"ops/s\", \"rawData\": [[%s, %s]]}}]";
        Files.writeString(a, String.format(entry, "17.0.15", "100.0", "99.0", "101.0"));
        Files.writeString(b, String.format(entry, "25", "150.0", "149.0", "151.0"));
        String between = section(report(dir.resolve("report"), a, b), "Between runs");
        // One fork a side: a ratio, never a verdict.
        assertThat(row(between, "JsonStdReadVanilla.readPojoMediaItem")).endsWith("| 1.500× (no interval), no interval (1 round or fork) |"); // median iterations: 150 / 100
    }

    @Test
    void severalRunsGetA2vs3TableEach(@TempDir Path dir) throws IOException {
        Entry two = new Entry(JSON2 + "readCurrencyPojoFast", "thrpt", "ops/s", 1240, 1260, 1245, 1255);
        Entry three = new Entry(JSON3 + "readCurrencyPojoFast", "thrpt", "ops/s", 1240, 1260, 1245, 1255);
        Path a = jmhRun(dir, "a.json", "17.0.15", two, three);
        Path b = jmhRun(dir, "b.json", "25", two);
        String major = section(report(dir.resolve("report"), a, b), "Jackson 2 vs 3");
        // Only the run that has both majors has the comparison; the other's column says it lacks it.
        assertThat(row(major, "JsonStdReadVanilla.readCurrencyPojoFast Jackson 3/Jackson 2")).contains("| 1.000× (").endsWith("| n/a (not in JDK 25) |");
    }
}
