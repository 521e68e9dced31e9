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
    void pairTableHasTheSpeedUpsAndTheirSignificance() {
        String pairs = section(single, "Default vs Fast");
        assertThat(row(pairs, "JsonStdReadVanilla.readCurrencyPojo[Default→Fast]"))
                .contains("| 1,000 ± 6.00 |").contains("| 1,250 ± 7.50 |").contains("| +25.0% |").contains("| yes (p<0.0001) |");
        assertThat(row(pairs, "CBORStdReadVanilla.readCurrencyPojo[Default→Fast]")).contains("| +25.0% |").contains("yes");
        assertThat(row(pairs, "SmileStdReadVanilla.readCurrencyPojo[Default→Fast]")).contains("| +0.0% |").contains("| no (p=1.0000) |");
        assertThat(row(pairs, "VectorHeavyReadWrite.[default→fastFP]Read")).contains("| +20.0% |");
        // Average time: 10 us/op -> 8 us/op is 25% faster, not 20% slower.
        assertThat(row(pairs, "JsonPayloadReadWrite.readTree[Default→Fast] [payload=datasets/currency.json]"))
                .contains("| avgt |").contains("| +25.0% |");
        // A method without a partner is no pair.
        assertThat(pairs).doesNotContain("readPojoMediaItem");
    }

    @Test
    void formatTableHasRatiosToJson() {
        String formats = section(single, "JSON vs Smile vs CBOR");
        List<String> defaults = formats.lines().filter(l -> l.startsWith("| StdReadVanilla.readCurrencyPojoDefault |")).toList();
        assertThat(defaults).hasSize(3);
        assertThat(defaults.get(0)).contains("| JSON |").endsWith("| 1.00× |");
        assertThat(defaults.get(1)).contains("| Smile |").endsWith("| 1.50× |");
        assertThat(defaults.get(2)).contains("| CBOR |").endsWith("| 2.00× |");
        List<String> fast = formats.lines().filter(l -> l.startsWith("| StdReadVanilla.readCurrencyPojoFast |")).toList();
        assertThat(fast).extracting(l -> l.substring(l.lastIndexOf("| ", l.length() - 3))).containsExactly("| 1.00× |", "| 1.20× |", "| 2.00× |");
        // VectorHeavyReadWrite is the JSON member of the VectorReadWrite family.
        List<String> vectors = formats.lines().filter(l -> l.startsWith("| VectorReadWrite.defaultRead |")).toList();
        assertThat(vectors).hasSize(2);
        assertThat(vectors.get(1)).contains("| Smile |").endsWith("| 2.00× |");
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
        assertThat(md).contains("Eclipse Adoptium 17.0.15").contains("0123456789").contains("Test CPU, 2 cores").contains("at 99% confidence");
    }

    @Test
    void chartsAreWrittenAsPngAndSvg() throws IOException {
        String md = single;
        Path out = shared.resolve("single");
        List<String> names = List.of("pairs-speedup", "formats-vs-json", "bench-JsonStdReadVanilla-thrpt",
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
        assertThat(pairs).contains("| Pair | Mode | JDK 17.0.15 | JDK 25 |");
        assertThat(row(pairs, "JsonStdReadVanilla.readCurrencyPojo[Default→Fast]")).endsWith("| +25.0% (significant) | +25.0% (significant) |");
        String formats = section(md, "JSON vs Smile vs CBOR");
        assertThat(formats.lines().filter(l -> l.startsWith("| StdReadVanilla.readCurrencyPojoDefault | CBOR |")).toList())
                .containsExactly("| StdReadVanilla.readCurrencyPojoDefault | CBOR | 2.00× | 2.00× |");
        // MB/s: only the first run has a sidecar with sizes.
        assertThat(row(section(md, "Throughput in MB/s"), "JsonStdReadVanilla.readCurrencyPojoDefault")).endsWith("| 2.00 ± 0.0120 |  |");
    }

    @Test
    void labelsCanBeGiven(@TempDir Path out) throws IOException {
        String md = report(out, fixture("formats-run.json"), fixture("formats-run-jdk25.json"), "--label", "old", "--label", "new");
        assertThat(md).contains("| Pair | Mode | old | new |");
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
