package dev.jfpbench.report;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** The libraries, compression, formats beyond JSON and start-up views on a run whose ratios are known exactly. */
class ViewsTest {
    @TempDir
    static Path shared;
    static String md;
    static Path out;

    /** One JMH entry: name ("p.C.m" or "p.C.m?param=value"), mode, unit, the iterations of one fork. */
    record E(String name, String mode, String unit, double... iterations) {
    }

    static String json(E... entries) {
        List<String> items = new ArrayList<>();
        for (E e : entries) {
            String[] nameAndParam = e.name().split("\\?", 2);
            String params = nameAndParam.length == 1 ? "" : String.format(Locale.ROOT, "\"params\": {\"%s\": \"%s\"},",
                    nameAndParam[1].split("=")[0], nameAndParam[1].split("=")[1]);
            double score = Arrays.stream(e.iterations()).average().orElseThrow();
            // Three forks whose iterations are the given ones scaled by 1.00, 1.01 and 0.99: every benchmark varies
            // alike from fork to fork, so ratios between them come out exact with a narrow Welch interval.
            String raw = Arrays.stream(new double[] {1.00, 1.01, 0.99}).mapToObj(f -> "[" + Arrays.stream(e.iterations())
                    .mapToObj(v -> Double.toString(v * f)).collect(Collectors.joining(", ")) + "]").collect(Collectors.joining(", "));
            items.add(String.format(Locale.ROOT, "{\"benchmark\": \"%s\", \"mode\": \"%s\", \"threads\": 1, \"forks\": 3, "
                    + "\"jdkVersion\": \"17.0.15\", %s \"primaryMetric\": {\"score\": %s, \"scoreError\": %s, \"scoreUnit\": \"%s\", "
                    + "\"rawData\": [%s]}, \"secondaryMetrics\": {}}", nameAndParam[0], e.mode(), params, score, score / 100,
                    e.unit(), raw));
        }
        return "[\n" + String.join(",\n", items) + "\n]\n";
    }

    static E thrpt(String name, double score) {
        return new E(name, "thrpt", "ops/s", score * 0.99, score * 1.01, score, score);
    }

    static E ss(String name, double ms) {
        return new E(name, "ss", "ms/op", ms * 0.99, ms * 1.01, ms, ms);
    }

    static final String LIBS = "dev.jfpbench.libs.";
    static final String C = "dev.jfpbench.compress.";
    static final String F = "dev.jfpbench.formats.";
    static final String S = "dev.jfpbench.startup.";

    static E[] entries() {
        return new E[] {
            thrpt(LIBS + "jackson.LibJacksonRead.currencyDefault", 1000),
            thrpt(LIBS + "jackson.LibJacksonRead.currencyFast", 1500),
            thrpt(LIBS + "dsljson.LibDslJsonRead.currency", 2000),
            thrpt(LIBS + "dsljson.LibDslJsonRead.currencyInexact", 3000),
            thrpt(LIBS + "orgjson.LibOrgJsonTreeRead.currency", 250),
            thrpt(LIBS + "gson.LibGsonRead.currency", 1000),
            thrpt(LIBS + "jackson.LibJacksonWrite.currencyDefault", 2000),
            thrpt(LIBS + "jackson.LibJacksonAfterburnerWrite.currencyFast", 3000),
            thrpt(LIBS + "jackson.LibJacksonRead.tableDefault", 800),
            thrpt(LIBS + "gson.LibGsonRead.table", 400),
            thrpt(LIBS + "jackson.LibJacksonRead.vectorsDefault", 100),
            thrpt(LIBS + "jacksonjr.LibJacksonJrRead.vectors", 50),
            thrpt(C + "JsonCompressedReadWrite.readCurrency?compression=none", 1000),
            thrpt(C + "JsonCompressedReadWrite.readCurrency?compression=gzip", 500),
            thrpt(C + "JsonCompressedReadWrite.readCurrency?compression=lzf", 800),
            thrpt(C + "SmileCompressedReadWrite.readCurrency?compression=none", 2000),
            thrpt(C + "SmileCompressedReadWrite.readCurrency?compression=gzip", 1000),
            thrpt(C + "CBORCompressedVectors.writeVectors?compression=none", 400),
            thrpt(C + "JsonCompressedVectors.writeVectors?compression=none", 100),
            thrpt(F + "AvroReadWrite.readCurrency", 3000),
            thrpt(F + "KryoReadWrite.readCurrency", 4000),
            thrpt(F + "ProtobufVectors.writeVectors", 300),
            ss(S + "StartupJacksonDefault.buildMapper", 100),
            ss(S + "StartupJacksonDefault.firstCurrency", 400),
            ss(S + "StartupJacksonJr.buildMapper", 20),
            ss(S + "StartupJacksonJr.firstCurrency", 100),
            ss(S + "StartupAfterburner.firstCurrency", 400),
        };
    }

    @BeforeAll
    static void writeReport() throws IOException {
        Path run = shared.resolve("views.json");
        Files.writeString(run, json(entries()));
        out = shared.resolve("out");
        Fixtures.Outcome o = tool("report", run, "--out", out);
        assertThat(o.exitCode()).as(o.err()).isZero();
        md = Files.readString(out.resolve("report.md"), StandardCharsets.UTF_8);
    }

    private static String section(String heading) {
        int start = md.indexOf("## " + heading + "\n");
        assertThat(start).as("section " + heading + " in\n" + md).isNotNegative();
        int end = md.indexOf("\n## ", start + 3);
        return end < 0 ? md.substring(start) : md.substring(start, end);
    }

    private static String block(String section, String heading) {
        int start = section.indexOf("### " + heading + "\n");
        assertThat(start).as("block " + heading + " in\n" + section).isNotNegative();
        int end = section.indexOf("\n### ", start + 4);
        return end < 0 ? section.substring(start) : section.substring(start, end);
    }

    private static List<String> rows(String text) {
        return text.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| #") && !l.startsWith("| Dataset")
                && !l.startsWith("| Setup") && !l.startsWith("| ---") && !l.startsWith("| Operation")).toList();
    }

    @Test
    void librariesAreRankedWithTheirRatioToJacksonDefaultAndExactness() {
        String read = block(section("Libraries"), "currency: read");
        List<String> rows = rows(read);
        assertThat(rows).extracting(r -> r.split(" \\| ")[1]).containsExactly(
                "DslJson (inexact)", "DslJson", "Jackson (fast)", "Gson", "Jackson (default)", "OrgJsonTree");
        assertThat(rows.get(0)).containsPattern("\\| 3\\.000× \\(2\\.\\d{3}–3\\.\\d{3}\\), \\*\\*faster\\*\\* \\|").endsWith("| **no** |");
        assertThat(rows.get(1)).contains("| 2.000× (").contains("**faster**").endsWith("| yes |");
        assertThat(rows.get(3)).contains("| 1.000× (").contains("same within ±5%");
        assertThat(rows.get(4)).contains("| (reference) |");
        assertThat(rows.get(5)).startsWith("| 6 | OrgJsonTree |").contains("| 0.250× (").contains("**slower**");
        assertThat(section("Libraries")).contains("ends in `Inexact`").contains("`…Tree`");
        String write = block(section("Libraries"), "currency: write");
        assertThat(rows(write)).extracting(r -> r.split(" \\| ")[1]).containsExactly("JacksonAfterburner (fast)", "Jackson (default)");
        assertThat(rows(block(section("Libraries"), "vectors: read")).get(1)).contains("| JacksonJr |").contains("| 0.500× (");
        // The table, between the currency and the vectors (Libraries.DATASETS), against LibJacksonRead.tableDefault.
        assertThat(rows(block(section("Libraries"), "table: read")).get(1)).contains("| Gson |").contains("| 0.500× (");
        assertThat(section("Libraries").indexOf("### table: read")).isBetween(
                section("Libraries").indexOf("### currency: read"), section("Libraries").indexOf("### vectors: read"));
        // A chart per dataset (the same intervals), PNG and SVG.
        for (String d : List.of("currency", "vectors")) {
            assertThat(out.resolve("libraries-" + d + ".png")).isNotEmptyFile();
            assertThat(out.resolve("libraries-" + d + ".svg")).isNotEmptyFile();
            assertThat(md).contains("](libraries-" + d + ".png)");
        }
    }

    @Test
    void compressionTableHasNoneGzipLzfAndRatios() {
        List<String> rows = rows(section("Compression"));
        assertThat(rows).hasSize(4);
        assertThat(rows.get(0)).startsWith("| Currency | JSON | read | ops/s | 1,000 ± 10.00 | 500.0 ± 5.00 | 800.0 ± 8.00 | 0.500× (")
                .contains("| 0.800× (");
        assertThat(rows.get(1)).startsWith("| Currency | Smile | read | ops/s | 2,000 ± 20.00 | 1,000 ± 10.00 |  | 0.500× (").endsWith("|  |");
        assertThat(rows.get(2)).isEqualTo("| Vectors | JSON | write | ops/s | 100.0 ± 1.00 |  |  |  |  |");
        assertThat(rows.get(3)).isEqualTo("| Vectors | CBOR | write | ops/s | 400.0 ± 4.00 |  |  |  |  |");
    }

    @Test
    void formatTableGoesBeyondJsonWithCompressionNone() {
        String formats = section("Formats vs JSON");
        List<String> currency = formats.lines().filter(l -> l.startsWith("| ReadWrite.readCurrency ")).toList();
        assertThat(currency).extracting(l -> l.substring(2, l.indexOf(" | ")) + " " + l.split(" \\| ")[2].substring(0, 6).replace("×", ""))
                .containsExactly("ReadWrite.readCurrency Smile/JSON 2.000", "ReadWrite.readCurrency Avro/JSON 3.000",
                        "ReadWrite.readCurrency Kryo/JSON 4.000");
        assertThat(formats.lines().filter(l -> l.startsWith("| Vectors.writeVectors ")).toList())
                .extracting(l -> l.substring(2, l.indexOf(" | "))).containsExactly("Vectors.writeVectors CBOR/JSON", "Vectors.writeVectors Protobuf/JSON");
        assertThat(formats).doesNotContain("gzip").contains("Avro, Protobuf");
        assertThat(out.resolve("formats-vs-json.png")).isNotEmptyFile();
    }

    @Test
    void startupTableHasTimesAndRatiosToJacksonDefault() {
        List<String> rows = rows(section("Start-up"));
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).isEqualTo("| JacksonDefault | 100.0 ± 1.00 ms/op | (reference) | 400.0 ± 4.00 ms/op | (reference) |");
        assertThat(rows.get(1)).startsWith("| Afterburner |  |  | 400.0 ± 4.00 ms/op | 1.000× (").contains("same within ±5%");
        // 20 ms instead of 100 ms: starts 5x faster.
        assertThat(rows.get(2)).startsWith("| JacksonJr | 20.00 ± 0.200 ms/op | 5.000× (").contains("| 100.0 ± 1.00 ms/op | 4.000× (");
        assertThat(section("Start-up")).contains("| Setup | buildMapper | speed / default | firstCurrency | speed / default |");
    }

    @Test
    void singleShotPairsAndComparisonsAreLowerIsBetter(@TempDir Path dir) throws IOException {
        Path base = dir.resolve("ss-base.json");
        Files.writeString(base, json(ss("p.C.firstDefault", 10), ss("p.C.firstFast", 8)));
        Path slower = dir.resolve("ss-new.json");
        Files.writeString(slower, json(ss("p.C.firstDefault", 12), ss("p.C.firstFast", 8)));
        Fixtures.Outcome r = tool("report", base, "--out", dir.resolve("rep"));
        assertThat(r.exitCode()).as(r.err()).isZero();
        // 10 ms -> 8 ms is 1.25x as fast, not 20% slower.
        assertThat(Files.readString(dir.resolve("rep").resolve("report.md"))).contains("| C.first Fast/Default | ss | 1.250× (");
        Fixtures.Outcome o = tool("compare", base, slower);
        assertThat(o.exitCode()).as(o.out() + o.err()).isEqualTo(ReportTool.REGRESSION);
        assertThat(o.out()).contains("C.firstDefault");
    }

    @Test
    void mergeMakesOneRunOfAThroughputAndAStartUpFile(@TempDir Path dir) throws IOException {
        Path thrpt = dir.resolve("thrpt.json");
        Files.writeString(thrpt, json(thrpt(LIBS + "jackson.LibJacksonRead.currencyDefault", 1000),
                thrpt(LIBS + "gson.LibGsonRead.currency", 500)));
        Fixtures.sidecar(thrpt, "2.22.4");
        Path startup = dir.resolve("startup.json");
        Files.writeString(startup, json(ss(S + "StartupJacksonDefault.buildMapper", 100), ss(S + "StartupJacksonJr.buildMapper", 20)));
        Fixtures.sidecar(startup, "2.22.3");
        Path outDir = dir.resolve("merged");
        Fixtures.Outcome o = tool("report", "--merge", thrpt, startup, "--out", outDir);
        assertThat(o.exitCode()).as(o.err()).isZero();
        String merged = Files.readString(outDir.resolve("report.md"));
        // One run: no "Between runs", one table per view; each file's sidecar has its own row in the table of runs.
        assertThat(merged).doesNotContain("## Between runs").contains("## Libraries").contains("## Start-up")
                .contains("`thrpt.json`").contains("`startup.json`").contains("| 2.22.4 |").contains("| 2.22.3 |")
                .contains("thrpt + startup is 2 result files merged into one run");
        assertThat(merged).contains("| JacksonJr | 20.00 ± 0.200 ms/op | 5.000× (").contains("| 2 | Gson |");
        assertThat(merged).contains("| Benchmark | Mode | Cnt | Score | Error | Units |");
    }

    @Test
    void mergeRefusesTheSameBenchmarkInTwoFiles(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.json");
        Files.writeString(a, json(thrpt(LIBS + "gson.LibGsonRead.currency", 500)));
        Path b = dir.resolve("b.json");
        Files.writeString(b, json(thrpt(LIBS + "gson.LibGsonRead.currency", 600), ss(S + "StartupJacksonJr.buildMapper", 20)));
        Fixtures.Outcome o = tool("report", "--merge", a, b, "--out", dir.resolve("out"));
        assertThat(o.exitCode()).isEqualTo(ReportTool.BAD_INPUT);
        assertThat(o.errLines()).singleElement().asString().contains("LibGsonRead.currency").contains("in both");
        Fixtures.Outcome one = tool("report", "--merge", a, "--out", dir.resolve("out"));
        assertThat(one.exitCode()).isEqualTo(ReportTool.BAD_INPUT);
        assertThat(one.errLines()).singleElement().asString().contains("at least two");
        assertThat(dir.resolve("out").resolve("report.md")).doesNotExist();
    }

    @Test
    void severalRunsGetOneTablePerRunInEachView(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.json");
        Files.writeString(a, json(entries()));
        Path b = dir.resolve("b.json");
        Files.writeString(b, json(thrpt(LIBS + "jackson.LibJacksonRead.currencyDefault", 1000), thrpt(LIBS + "gson.LibGsonRead.currency", 2000)));
        Fixtures.Outcome o = tool("report", a, b, "--label", "old", "--label", "new", "--out", dir.resolve("rep"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        String two = Files.readString(dir.resolve("rep").resolve("report.md"));
        int libs = two.indexOf("### currency: read");
        String read = two.substring(libs, two.indexOf("\n### ", libs + 4));
        assertThat(read).contains("**old**").contains("**new**").contains("| 1 | Gson | 2,000 ± 20.00 | ops/s | 2.000× (");
        assertThat(two).contains("**new**\n\nn/a (not in new)").contains("One table per run.");
    }

    @Test
    void singleShotTimesAreLowerIsBetterInTheJmhTable() {
        String all = section("All results");
        assertThat(all).contains("| StartupJacksonJr.buildMapper | N/A | ss | 12 | 20.000 | ± 0.200 | ms/op |");
    }
}
