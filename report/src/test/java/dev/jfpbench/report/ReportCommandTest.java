package dev.jfpbench.report;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static dev.jfpbench.report.Fixtures.fixture;
import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code report} on fixture runs whose ratios are known exactly. */
class ReportCommandTest {
    // Charts take a while to draw: the single-run and the two-run report are written once for all tests.
    @TempDir
    static Path shared;
    private static String single;
    private static String two;

    @BeforeAll
    static void writeReports() throws IOException {
        single = report(shared.resolve("single"), fixture("formats-run.json"));
        two = report(shared.resolve("two"), fixture("formats-run.json"), fixture("formats-run-jdk25.json"));
    }

    /** The Markdown table row whose first cell is {@code first}. */
    private static String row(String md, String first) {
        List<String> rows = md.lines().filter(l -> l.startsWith("| " + first + " |")).toList();
        assertThat(rows).as("row " + first + " in\n" + md).hasSize(1);
        return rows.get(0);
    }

    private static String section(String md, String heading) {
        int start = md.indexOf("## " + heading + "\n");
        assertThat(start).as("section " + heading).isNotNegative();
        int end = md.indexOf("\n## ", start + 3);
        return end < 0 ? md.substring(start) : md.substring(start, end);
    }

    private static String report(Path out, Object... args) throws IOException {
        Object[] all = Stream.concat(Stream.of("report"), Stream.concat(Stream.of(args), Stream.of("--out", out))).toArray();
        Fixtures.Outcome o = tool(all);
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out()).contains("report.md");
        return Files.readString(out.resolve("report.md"), StandardCharsets.UTF_8);
    }

    @Test
    void pairTableHasTheRatiosWithTheirIntervalsAndVerdicts() {
        String pairs = section(single, "Default vs Fast");
        // The fixtures' forks differ a little in their median iterations: a narrow Welch interval around the ratio.
        assertThat(row(pairs, "JsonStdReadVanilla.readCurrencyPojo Fast/Default")).endsWith("| thrpt | 1.250× (1.237–1.263), **faster** |");
        assertThat(row(pairs, "CBORStdReadVanilla.readCurrencyPojo Fast/Default")).contains("| 1.250× (").contains("**faster**");
        assertThat(row(pairs, "SmileStdReadVanilla.readCurrencyPojo Fast/Default")).contains("| 1.000× (").contains("same within ±5%");
        assertThat(row(pairs, "VectorHeavyReadWrite.Read fastFP/default")).contains("| 1.200× (");
        // Average time: 10 us/op -> 8 us/op is 1.25x as fast, not 20% slower.
        assertThat(row(pairs, "JsonPayloadReadWrite.readTree [payload=datasets/currency.json] Fast/Default"))
                .contains("| avgt |").contains("| 1.250× (");
        // A method without a partner is no pair.
        assertThat(pairs).doesNotContain("readPojoMediaItem");
        // The chart draws the same intervals.
        assertThat(pairs).contains("](fast-vs-default.png)");
    }

    @Test
    void formatTableHasRatiosToJson() {
        String formats = section(single, "Formats vs JSON");
        assertThat(row(formats, "StdReadVanilla.readCurrencyPojoDefault Smile/JSON")).contains("| 1.500× (");
        assertThat(row(formats, "StdReadVanilla.readCurrencyPojoDefault CBOR/JSON")).contains("| 2.000× (");
        assertThat(row(formats, "StdReadVanilla.readCurrencyPojoFast Smile/JSON")).contains("| 1.200× (");
        // VectorHeavyReadWrite is the JSON member of the VectorReadWrite family.
        assertThat(row(formats, "VectorReadWrite.defaultRead Smile/JSON")).contains("| 2.000× (");
        // JSON alone is no comparison.
        assertThat(formats).doesNotContain("readPojoMediaItem");
    }

    @Test
    void megabytesPerSecondWhereTheSidecarKnowsTheSize() {
        String mbs = section(single, "Throughput in MB/s");
        // 1,000 ops/s x 2,000 bytes = 2.00 MB/s; 10 us/op = 100,000 ops/s x 2,000 bytes = 200 MB/s.
        assertThat(row(mbs, "JsonStdReadVanilla.readCurrencyPojoDefault")).contains("| 2,000 |").contains("| 2.00 ± 0.0120 |");
        assertThat(row(mbs, "JsonStdReadVanilla.readCurrencyPojoFast")).contains("| 2.50 ±");
        assertThat(row(mbs, "JsonPayloadReadWrite.readTreeDefault [payload=datasets/currency.json]")).contains("| 200.0 ±");
        assertThat(mbs).doesNotContain("Smile");
    }

    @Test
    void allocationWhenTheRunUsedTheGcProfiler() {
        String alloc = section(single, "Allocation per operation");
        assertThat(row(alloc, "JsonStdReadVanilla.readCurrencyPojoDefault")).contains("| 30,000 ± 0.500 |");
        assertThat(row(alloc, "JsonStdReadVanilla.readCurrencyPojoFast")).contains("| 13,000 ± 0.500 |");
        assertThat(alloc).doesNotContain("CBOR");
    }

    @Test
    void jmhTableAsJmhPrintsIt() {
        String md = single;
        String all = section(md, "All results");
        assertThat(all).contains("| Benchmark | (payload) | Mode | Cnt | Score | Error | Units | Alloc B/op |");
        // Bytes allocated per operation beside the score (the run used -prof gc); empty where JMH recorded none.
        assertThat(row(all, "JsonStdReadVanilla.readCurrencyPojoDefault")).isEqualTo(
                "| JsonStdReadVanilla.readCurrencyPojoDefault | N/A | thrpt | 8 | 1000.000 | ± 6.000 | ops/s | 30,000 ± 0.500 |");
        assertThat(row(all, "CBORStdReadVanilla.readCurrencyPojoDefault")).endsWith("| ops/s |  |");
        // The run's sidecar is summarised at the top.
        assertThat(md).contains("Eclipse Adoptium 17.0.15").contains("0123456789").contains("Test CPU, 2 cores").contains("with its 99% interval");
    }

    @Test
    void chartsAreWrittenAsPngAndSvg() throws IOException {
        String md = single;
        Path out = shared.resolve("single");
        List<String> names = List.of("fast-vs-default", "formats-vs-json", "bench-JsonStdReadVanilla-thrpt",
                "bench-JsonPayloadReadWrite-avgt", "bench-VectorHeavyReadWrite-thrpt");
        for (String n : names) {
            Path png = out.resolve(n + ".png");
            Path svg = out.resolve(n + ".svg");
            assertThat(png).isNotEmptyFile();
            assertThat(svg).isNotEmptyFile();
            byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(png), 4);
            assertThat(head).containsExactly(0x89, 'P', 'N', 'G');
            assertThat(Files.readString(svg)).contains("<svg");
            assertThat(md).contains("](" + n + ".png)");
        }
    }

    @Test
    void severalRunsGetOneColumnEach() {
        String md = two;
        String all = section(md, "All results");
        assertThat(all).contains("| Benchmark | (payload) | Mode | Units | JDK 17.0.15 | JDK 25 |");
        assertThat(row(all, "JsonStdReadVanilla.readCurrencyPojoDefault")).endsWith("| 1,000 ± 6.00 | 2,000 ± 12.00 |");
        String pairs = section(md, "Default vs Fast");
        assertThat(pairs).contains("| Comparison | Mode | JDK 17.0.15 | JDK 25 |");
        assertThat(row(pairs, "JsonStdReadVanilla.readCurrencyPojo Fast/Default"))
                .endsWith("| 1.250× (1.237–1.263), **faster** | 1.250× (1.237–1.263), **faster** |");
        String formats = section(md, "Formats vs JSON");
        assertThat(row(formats, "StdReadVanilla.readCurrencyPojoDefault CBOR/JSON")).endsWith("| 2.000× (1.979–2.021), **faster** | 2.000× (1.979–2.021), **faster** |");
        // MB/s: only the first run has a sidecar with sizes.
        assertThat(row(section(md, "Throughput in MB/s"), "JsonStdReadVanilla.readCurrencyPojoDefault")).endsWith("| 2.00 ± 0.0120 |  |");
    }

    @Test
    void labelsCanBeGiven(@TempDir Path out) throws IOException {
        String md = report(out, fixture("formats-run.json"), fixture("formats-run-jdk25.json"), "--label", "old", "--label", "new");
        assertThat(md).contains("| Comparison | Mode | old | new |");
    }

    @Test
    void aBaselineAddsTheComparison(@TempDir Path out) throws IOException {
        String md = report(out, fixture("regressed.json"), "--baseline", fixture("base.json"));
        assertThat(section(md, "Comparison")).contains("**slower**").contains("**REGRESSION:**");
    }

    @Test
    void badRunExitsTwo(@TempDir Path out) {
        Fixtures.Outcome o = tool("report", fixture("truncated.json"), "--out", out);
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.errLines()).hasSize(1);
        assertThat(out.resolve("report.md")).doesNotExist();
    }
}
