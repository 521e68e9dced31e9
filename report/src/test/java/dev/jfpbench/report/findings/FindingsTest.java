package dev.jfpbench.report.findings;

import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.stats.RatioInterval;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generated blocks: written from a committed result file they check clean, and the check fails, naming the
 * block or line, on one digit changed inside a block, on a figure typed outside one, on a result file that changed
 * by one score, and on a cited file that is not committed.
 */
class FindingsTest {
    static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    static final String FILE = Published.KINDS_CURRENCY;

    @TempDir
    Path root;
    Map<String, Finding> findings;

    @BeforeEach
    void copyOneResult() throws IOException {
        Files.createDirectories(root.resolve("results"));
        for (String f : List.of(FILE, FILE.replace(".json", ".meta.json"))) {
            Files.copy(REPO.resolve(f), root.resolve(f));
        }
        findings = Map.of("kinds", RatioTable.of("kinds", "The currency through each input kind", Reference.Kind.FAST_DEFAULT, ".",
                List.of(Column.of("Fast/Default", FILE))));
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs/findings.md"), "# Findings\n\nProse.\n\n<!-- finding:kinds -->\n<!-- /finding:kinds -->\n\nMore prose.\n");
    }

    List<Blocks.Problem> check() {
        return Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, false);
    }

    @Test
    void theListOfOpenCellsNamesEachControlApart() {
        assertThat(dev.jfpbench.report.answer.Questions.TABLE.stream().map(CampaignTable::shortLabel).distinct().count())
                .as("every row of the table its own name").isEqualTo(dev.jfpbench.report.answer.Questions.TABLE.size());
        assertThat(CampaignTable.shortLabel(dev.jfpbench.report.answer.Questions.TABLE.get(0))).isEqualTo("Currency read");
        List<dev.jfpbench.report.answer.Question> best = dev.jfpbench.report.answer.Questions.matching("^Fastest");
        assertThat(best.stream().map(q -> CampaignTable.shortLabel(q, best)).distinct().count()).as("the best-of questions share a head: each named whole")
                .isEqualTo(best.size());
        assertThat(CampaignTable.shortLabel(dev.jfpbench.report.answer.Questions.TABLE.get(0), dev.jfpbench.report.answer.Questions.TABLE)).isEqualTo("Currency read");
    }

    @Test
    void writtenBlocksCheckClean() {
        assertThat(Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, true)).isEmpty();
        assertThat(check()).isEmpty();
        String doc = Blocks.read(root.resolve("docs/findings.md"));
        assertThat(doc).contains("JsonCurrencyKindsRead.read [input=BYTES] Fast/Default").contains("95% confidence interval over 5 paired rounds").contains("[1] [`" + FILE + "`](../" + FILE + ")")
                .startsWith("# Findings\n\nProse.\n\n<!-- finding:kinds -->\n").endsWith("<!-- /finding:kinds -->\n\nMore prose.\n");
    }

    @Test
    void oneDigitChangedInABlockFailsNamingIt() throws IOException {
        Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, true);
        Path doc = root.resolve("docs/findings.md");
        String text = Files.readString(doc);
        int at = text.indexOf('×') - 1;
        char d = text.charAt(at);
        Files.writeString(doc, text.substring(0, at) + (d == '9' ? '8' : (char) (d + 1)) + text.substring(at + 1));
        assertThat(check()).extracting(Blocks.Problem::line).containsExactly("docs/findings.md: block 'kinds' differs from what its result files give (scripts/findings.sh --write)");
    }

    @Test
    void aFigureTypedOutsideABlockIsFlagged() throws IOException {
        Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, true);
        Path doc = root.resolve("docs/findings.md");
        Files.writeString(doc, Files.readString(doc) + "Fast reads are 1.23× faster.\nAnd 8% slower writes.\n"
                + "FastDoubleParser's author measured 4.5× (https://example.org/post).\nSettings: 95% confidence, ±5%, -Xmx256m, 1000 vectors.\n");
        List<String> lines = check().stream().map(Blocks.Problem::line).toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("docs/findings.md:").contains("'1.23×'");
        assertThat(lines.get(1)).contains("'8% slower'");
    }

    @Test
    void aResultFileChangedByOneScoreChangesTheBlock() throws IOException {
        Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, true);
        Path result = root.resolve(FILE);
        String json = Files.readString(result);
        int raw = json.indexOf("\"rawData\" : [ [ ") + "\"rawData\" : [ [ ".length();
        Files.writeString(result, json.substring(0, raw) + "1" + json.substring(raw));
        assertThat(check()).extracting(Blocks.Problem::line).contains("docs/findings.md: block 'kinds' differs from what its result files give (scripts/findings.sh --write)");
    }

    @Test
    void aCitedFileThatIsNotCommittedFails() {
        Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, true);
        assertThat(Blocks.run(root, findings, new Context(root, Optional.empty()), f -> false, false)).extracting(Blocks.Problem::line)
                .containsExactly("docs/findings.md: block 'kinds' cites " + FILE + ", which is not committed");
    }

    @Test
    void aCommittedResultThatNoBlockCitesIsReported() throws IOException {
        Blocks.run(root, findings, new Context(root, Optional.empty()), f -> true, true);
        Files.copy(root.resolve(FILE), root.resolve("results/20990101T000000Z-stray.json"));
        assertThat(check()).extracting(Blocks.Problem::line)
                .containsExactly("results/20990101T000000Z-stray.json is cited by no finding (publish it in a finding, or remove it: git history keeps it)");
        assertThat(Blocks.run(root, findings, new Context(root, Optional.empty()), f -> !f.contains("stray"), false)).isEmpty();
    }

    @Test
    void unknownAndUnclosedBlocksAreReported() throws IOException {
        Files.writeString(root.resolve("docs/other.md"), "<!-- finding:nope -->\n<!-- /finding:nope -->\n<!-- finding:kinds -->\nleft open\n");
        List<String> lines = check().stream().map(Blocks.Problem::line).toList();
        assertThat(lines).anyMatch(l -> l.contains("block 'nope' names no published finding"));
        assertThat(lines).anyMatch(l -> l.startsWith("docs/other.md:3: marker '<!-- finding:kinds -->' opens or closes no block"));
    }

    @Test
    void adviceFollowsTheVerdictsAndAPracticalThreshold() {
        Optional<Estimate> faster = estimate(1.30, 1.20, 1.40);
        Optional<Estimate> barely = estimate(1.03, 1.01, 1.06); // faster, but not by 5% for sure, nor within 5% for sure
        Optional<Estimate> slower = estimate(0.88, 0.85, 0.91);
        Optional<Estimate> same = estimate(1.00, 0.98, 1.02);
        Optional<Estimate> wide = estimate(1.05, 0.80, 1.35);
        List<String> jdks = List.of("JDK 17", "JDK 25");
        assertThat(CampaignTable.pairAdvice("F", List.of(faster, faster), jdks)).isEqualTo("Turn F on, on every JDK here.");
        assertThat(CampaignTable.pairAdvice("F", List.of(faster), List.of("JDK 21"))).isEqualTo("Turn F on, on JDK 21.");
        assertThat(CampaignTable.pairAdvice("F", List.of(slower, slower), jdks)).isEqualTo("Leave F off, on every JDK here.");
        assertThat(CampaignTable.pairAdvice("F", List.of(faster, slower), jdks)).isEqualTo("JDK 17: turn F on; JDK 25: leave F off.");
        assertThat(CampaignTable.pairAdvice("F", List.of(same, same), jdks)).startsWith("Either");
        assertThat(CampaignTable.pairAdvice("F", List.of(barely, barely), jdks)).contains("small gain").doesNotStartWith("Turn F on on");
        assertThat(CampaignTable.pairAdvice("F", List.of(wide, wide), jdks)).startsWith("Unsettled");
        // an interval within ±5% is "either" even when it excludes 1: the threshold comes before the verdict
        Optional<Estimate> tiny = estimate(1.0025, 1.001, 1.004);
        Optional<Estimate> tinyLoss = estimate(0.985, 0.975, 0.995);
        assertThat(CampaignTable.pairAdvice("F", List.of(tiny, tinyLoss), jdks)).startsWith("Either");
        assertThat(CampaignTable.controlAdvice(List.of(tiny, tinyLoss), jdks)).startsWith("The control holds (no difference beyond ±5%) on every JDK");
        assertThat(CampaignTable.bestWords(best("DslJson/Jackson Fast ", tiny).get())).isEqualTo("stay with Jackson Fast or take DslJson: alike within ±5%");
        // a control's advice says what its verdict says, JDK by JDK
        assertThat(CampaignTable.controlAdvice(List.of(same, same), jdks)).startsWith("The control holds").contains("every JDK");
        assertThat(CampaignTable.controlAdvice(List.of(same, slower), jdks)).contains("JDK 17: holds").contains("JDK 25: moved");
        assertThat(CampaignTable.controlAdvice(List.of(same, wide), jdks)).contains("JDK 25: not settled");
        assertThat(CampaignTable.controlAdvice(List.of(wide, wide), jdks))
                .isEqualTo("The control is not settled (its interval is too wide to tell) on any JDK here. Nothing to set: this row checks the session.");
        assertThat(CampaignTable.controlAdvice(List.of(slower, slower), jdks)).startsWith("The control moved on every JDK here: Fast slower");
        assertThat(CampaignTable.controlAdvice(List.of(same), List.of("JDK 21"))).startsWith("The control holds (no difference beyond ±5%) on JDK 21.");
        assertThat(CampaignTable.controlAdvice(List.of(same, wide), jdks))
                .isEqualTo("The control, JDK 17: holds (no difference beyond ±5%); JDK 25: not settled (its interval is too wide to tell). "
                        + "Nothing to set: this row checks the session.");
    }

    @Test
    void theSummaryNeverReadsAnUnsettledCellAsOff() {
        var big = new dev.jfpbench.report.answer.Question.Pair("BigDecimal read: x", "BIG", "A.fast", "A.dflt", java.util.Map.of(), false);
        var read = new dev.jfpbench.report.answer.Question.Pair("Currency read: x", "P", "B.fast", "B.dflt", java.util.Map.of(), false);
        var faster = estimate(1.30, 1.20, 1.40);
        var wide = estimate(1.05, 0.80, 1.35);
        var same = estimate(1.00, 0.98, 1.02);
        assertThat(summary(big, List.of(wide, estimate(1.2, 0.9, 1.6)), read, List.of(faster, wide)))
                .isEqualTo("In short: BIG is unsettled for BigDecimal read on every JDK. Turn P on for currency read on JDK 17; unsettled for currency read on JDK 25.");
        assertThat(summary(big, List.of(same, estimate(1.2, 0.9, 1.6)), read, List.of(faster, wide)))
                .startsWith("In short: BIG changes nothing beyond ±5% for BigDecimal read on JDK 17; unsettled for BigDecimal read on JDK 25.");
        // a settled loss beside a gain is named, JDK by JDK
        assertThat(summary(big, List.of(same, estimate(1.2, 0.9, 1.6)), read, List.of(faster, estimate(0.88, 0.85, 0.91))))
                .endsWith("Turn P on for currency read on JDK 17; leave it off for currency read on JDK 25.");
        // "everywhere" only when every row of the option is on at every JDK (a row whose text contains " on " changes nothing)
        var on = new dev.jfpbench.report.answer.Question.Pair("Read on a Reader: x", "P", "C.fast", "C.dflt", java.util.Map.of(), false);
        assertThat(summary(read, List.of(faster, faster), on, List.of(faster, faster))).isEqualTo("In short: Turn P on everywhere.");
        // each group of rows is followed by the JDKs it holds on, so no JDK reads into a row it is not
        assertThat(summary(read, List.of(faster, faster), on, List.of(faster, same)))
                .isEqualTo("In short: Turn P on for currency read on every JDK, and for read on a Reader on JDK 17; either way for read on a Reader on JDK 25.");
        // a small loss beside a settled one is said to be small, and what small means said once
        assertThat(summary(big, List.of(same, estimate(1.2, 0.9, 1.6)), read, List.of(faster, estimate(0.96, 0.93, 0.99))))
                .endsWith("Turn P on for currency read on JDK 17; leave it off for currency read (a small loss) on JDK 25. "
                        + "A small gain or loss is one that may be under 5%.");
        // a row whose advice is a small gain is said so in the summary too, never "leave off"; a capitalised name keeps its case
        var barely = estimate(1.04, 1.01, 1.07);
        assertThat(summary(big, List.of(barely, barely), read, List.of(faster, faster)))
                .isEqualTo("In short: Turn BIG on for BigDecimal read (a small gain) on every JDK. Turn P on everywhere. A small gain or loss is one that may be under 5%.");
    }

    @Test
    void aBestOfRowAdvisesASwitchOnlyBeyondTheThresholdAndTheSummaryNamesTheWinner() {
        var lib = new dev.jfpbench.report.answer.Question.Best("Fastest exact JSON library: currency read", dev.jfpbench.report.answer.Question.Kind.LIBRARY, "read", "currency");
        var fmt = new dev.jfpbench.report.answer.Question.Best("Fastest binary format over JSON: vectors read", dev.jfpbench.report.answer.Question.Kind.FORMAT, "readVectors", "vectors");
        CampaignTable t = new CampaignTable("t", List.of(Column.of("JDK 17", "a"), Column.of("JDK 25", "b")), List.of(lib, fmt), List.of());
        assertThat(t.title()).isEqualTo("The answer: which format, which library");
        var fj = best("Fastjson2/Jackson Fast ", estimate(1.70, 1.62, 1.78));
        var fj25 = best("Fastjson2/Jackson Fast ", estimate(1.61, 1.55, 1.67));
        var small = best("DslJson/Jackson Fast ", estimate(1.04, 1.01, 1.07));
        var kryo = best("Kryo/JSON ", estimate(43.9, 40.0, 48.0));
        var serial = best("JDK serialization/JSON ", estimate(15.2, 14.1, 16.4));
        assertThat(CampaignTable.bestWords(fj.get())).isEqualTo("Fastjson2, 1.70× as fast as Jackson Fast");
        assertThat(CampaignTable.bestWords(small.get())).isEqualTo("DslJson, 1.04× as fast as Jackson Fast (a small gain: it may be under 5%)");
        assertThat(CampaignTable.bestWords(best("DslJson/Jackson Fast ", estimate(1.0, 0.98, 1.02)).get()))
                .isEqualTo("stay with Jackson Fast or take DslJson: alike within ±5%");
        assertThat(CampaignTable.bestWords(best("DslJson/Jackson Fast ", estimate(0.9, 0.85, 0.95)).get())).isEqualTo("stay with Jackson Fast (no contender is faster)");
        java.util.Map<dev.jfpbench.report.answer.Question, List<Optional<dev.jfpbench.report.answer.Question.Answer>>> m = new java.util.LinkedHashMap<>();
        m.put(lib, List.of(fj, fj25));
        m.put(fmt, List.of(kryo, serial));
        // a format with a known risk carries it wherever it is named
        assertThat(t.summary(m)).isEqualTo("In short: The fastest exact library for currency read is Fastjson2 on every JDK (1.61× to 1.70× as fast as Jackson Fast). "
                + "The fastest format for vectors read: Kryo on JDK 17 (43.9× as fast as JSON), JDK serialization on JDK 25 (15.2× as fast as JSON; never on untrusted input).");
        assertThat(t.advice(fmt, List.of(kryo, serial))).isEqualTo("If you can change the format: JDK 17: Kryo, 43.90× as fast as JSON; JDK 25: JDK serialization, "
                + "15.20× as fast as JSON. JDK serialization: never on untrusted input: deserializing it can run code the sender chose.");
        assertThat(t.advice(fmt, List.of(serial, serial))).startsWith("If you can change the format: JDK serialization, 15.20× to 15.20× as fast as JSON, on every JDK here. "
                + "JDK serialization: never on untrusted input");
        assertThat(t.advice(fmt, List.of(kryo, kryo))).doesNotContain("untrusted");
        m.put(lib, List.of(fj, small));
        assertThat(t.bestSummary(m).get(0)).isEqualTo("the fastest exact library for currency read: Fastjson2 on JDK 17 (1.70× as fast as Jackson Fast), "
                + "DslJson by a small gain over Jackson Fast on JDK 25");
        assertThat(t.advice(lib, List.of(fj, fj25))).isEqualTo("If you can change the library (every number exact): Fastjson2, 1.61× to 1.70× as fast as "
                + "Jackson Fast, on every JDK here.");
        assertThat(t.advice(lib, List.of(fj, small))).isEqualTo("If you can change the library (every number exact): JDK 17: Fastjson2, 1.70× as fast as "
                + "Jackson Fast; JDK 25: DslJson, 1.04× as fast as Jackson Fast (a small gain: it may be under 5%).");
        // an unsettled cell's next step is more rounds, never "measure your own data": the table may be the user's own
        assertThat(CampaignTable.bestWords(best("DslJson/Jackson Fast ", estimate(1.05, 0.80, 1.35)).get())).startsWith("unsettled: a longer campaign")
                .doesNotContain("your own");
    }

    @Test
    void aControlThatMovedSaysWhatToDoNext() {
        List<String> jdks = List.of("JDK 17", "JDK 21", "JDK 25");
        var same = estimate(1.00, 0.98, 1.02);
        var slower = estimate(0.985, 0.975, 0.995);
        var movedAt21 = CampaignTable.controlAdvice(List.of(same, estimate(0.90, 0.88, 0.92), same), jdks);
        assertThat(movedAt21).contains("JDK 21: moved").contains("run that JDK again (scripts/answer.sh --jdk 21)");
        assertThat(CampaignTable.controlAdvice(List.of(same, same, same), jdks)).doesNotContain("again");
        // an interval within ±5% holds even when it excludes 1: no next step to take
        assertThat(CampaignTable.controlAdvice(List.of(same, slower, same), jdks)).doesNotContain("moved");
    }

    @Test
    void theReferencesCostIsPerItemOfItsData() {
        var vectorsRead = (dev.jfpbench.report.answer.Question.Pair) dev.jfpbench.report.answer.Questions.matching("^Embedding vectors read").get(0);
        var digits = (dev.jfpbench.report.answer.Question.Pair) dev.jfpbench.report.answer.Questions.matching("^Full doubles read").get(0);
        assertThat(vectorsRead.item()).isEqualTo("vector");
        assertThat(digits.item()).isEqualTo("number");
        assertThat(dev.jfpbench.report.answer.Questions.ALL.get(0).item()).isEqualTo("document");
        // 8 operations a second of the generated set (1000 vectors an operation): 125 µs a vector; a user's file: per operation
        assertThat(CampaignTable.cost(runOf("p.VectorHeavyReadWrite.defaultRead", ""), vectorsRead, answerOver("p.VectorHeavyReadWrite.defaultRead", "")))
                .isEqualTo("; Default 125 µs a vector");
        assertThat(CampaignTable.cost(runOf("p.VectorHeavyReadWrite.defaultRead", "/me/emb.jsonl"), vectorsRead,
                answerOver("p.VectorHeavyReadWrite.defaultRead", "/me/emb.jsonl"))).isEqualTo("; Default 125 ms an operation (your whole file)");
    }

    private static dev.jfpbench.report.Run runOf(String name, String vectors) {
        double[] s = {8, 8, 8};
        var r = new dev.jfpbench.report.BenchmarkResult(dev.jfpbench.report.BenchmarkKey.of(name, "thrpt", java.util.Map.of("vectors", vectors)), 3, 1, "17", "vm",
                "17", "java", new dev.jfpbench.report.Metric(8, Double.NaN, "ops/s", s, 3, s), java.util.Map.of());
        return new dev.jfpbench.report.Run(Path.of("x.json"), "x", List.of(r), Optional.empty());
    }

    private static dev.jfpbench.report.answer.Question.Answer answerOver(String name, String vectors) {
        var k = dev.jfpbench.report.BenchmarkKey.of(name, "thrpt", java.util.Map.of("vectors", vectors));
        return new dev.jfpbench.report.answer.Question.Answer("Fast/Default ", estimate(2.0, 1.9, 2.1).get(), k, k, List.of());
    }

    private static Optional<dev.jfpbench.report.answer.Question.Answer> best(String label, Optional<Estimate> e) {
        return Optional.of(new dev.jfpbench.report.answer.Question.Answer(label, e.get(), null, null, List.of()));
    }

    /** The one-sentence summary of a JDK 17 / JDK 25 table of two rows with these estimates. */
    private static String summary(dev.jfpbench.report.answer.Question.Pair first, List<Optional<Estimate>> firstRow,
                                  dev.jfpbench.report.answer.Question.Pair second, List<Optional<Estimate>> secondRow) {
        CampaignTable t = new CampaignTable("t", List.of(Column.of("JDK 17", "a"), Column.of("JDK 25", "b")), List.of(first, second), List.of());
        java.util.Map<dev.jfpbench.report.answer.Question, List<Optional<dev.jfpbench.report.answer.Question.Answer>>> m = new java.util.LinkedHashMap<>();
        m.put(first, firstRow.stream().map(FindingsTest::answer).toList());
        m.put(second, secondRow.stream().map(FindingsTest::answer).toList());
        return t.summary(m);
    }

    @Test
    void anUnsettledCellOfOneRoundSaysItHasNoIntervalYet() {
        assertThat(CampaignTable.width(dev.jfpbench.report.stats.PairedRatio.ofLogs(new double[] {0.1}, 0.95), 0.03)).isEqualTo(" (one round: no interval yet)");
        assertThat(CampaignTable.width(dev.jfpbench.report.stats.PairedRatio.ofLogs(new double[] {0.1, 0.2, 0.15, 0.05, 0.12}, 0.95), 0.03))
                .startsWith(" (±").contains("±3% needs about");
    }

    @Test
    void anOpenCellJustBeyondItsTargetShowsTheDecimalThatSaysSo() {
        assertThat(CampaignTable.openPct(0.0204, 0.02)).isEqualTo("2.04%");
        assertThat(CampaignTable.openPct(0.062, 0.02)).isEqualTo("6.2%");
        assertThat(CampaignTable.openPct(0.0196, 0.02)).isEqualTo("2.0%");
    }

    @Test
    void aCellInTwoLevelsShowsEachLevelAndItsAdviceNamesBoth() {
        double[] logs = new double[12];
        for (int i = 0; i < logs.length; i++) {
            logs[i] = Math.log(i < 7 ? 74 : 33) + 0.01 * (i % 3 - 1);
        }
        dev.jfpbench.report.stats.RatioInterval ci = dev.jfpbench.report.stats.PairedRatio.ofLogs(logs, 0.95);
        Estimate e = new Estimate("x", "run", Estimate.Method.PAIRED, ci, dev.jfpbench.report.stats.RatioVerdict.of(ci, 0.05),
                dev.jfpbench.report.stats.Levels.of(logs, 0.95).orElseThrow());
        assertThat(dev.jfpbench.report.analysis.Cells.estimate(e, 0.05)).startsWith("two levels: 7").contains(" in 7 of 12 rounds, 3")
                .contains(" in 5; **faster** at both");
        var key = new dev.jfpbench.report.BenchmarkKey("p.ProtobufVectors.writeVectors", "thrpt", new java.util.TreeMap<>());
        var a = new dev.jfpbench.report.answer.Question.Answer("Protobuf/JSON", e, key, key, List.of());
        assertThat(CampaignTable.bestWords(a)).startsWith("Protobuf, 3").contains("× or 7").contains("as fast as JSON");
        // a fast option faster at one level and the same at the other has no one answer
        for (int i = 0; i < logs.length; i++) {
            logs[i] = Math.log(i < 7 ? 1.5 : 1.0) + 0.002 * (i % 3 - 1);
        }
        dev.jfpbench.report.stats.RatioInterval mixed = dev.jfpbench.report.stats.PairedRatio.ofLogs(logs, 0.95);
        Estimate split = new Estimate("x", "run", Estimate.Method.PAIRED, mixed, dev.jfpbench.report.stats.RatioVerdict.of(mixed, 0.05),
                dev.jfpbench.report.stats.Levels.of(logs, 0.95).orElseThrow());
        assertThat(CampaignTable.pairAdvice("USE_X", List.of(Optional.of(split)), List.of("JDK 17"))).startsWith("No one answer: USE_X helps at one");
    }

    @Test
    void aUsersVectorsFileNamesTheRow() {
        var write = new dev.jfpbench.report.answer.Question.Pair("Embedding vectors write", "W", "V.fast", "V.dflt", java.util.Map.of(), false);
        var read = new dev.jfpbench.report.answer.Question.Pair("Embedding vectors read: 1024 floats a vector, mostly 7 or 8 digits", "P", "V.fastR", "V.dfltR",
                java.util.Map.of(), false);
        dev.jfpbench.report.BenchmarkKey mine = new dev.jfpbench.report.BenchmarkKey("p.V.fastR", "thrpt",
                new java.util.TreeMap<>(java.util.Map.of("vectors", "/home/me/emb.jsonl#embedding")));
        dev.jfpbench.report.BenchmarkKey generated = new dev.jfpbench.report.BenchmarkKey("p.V.fastR", "thrpt", new java.util.TreeMap<>(java.util.Map.of("vectors", "")));
        Estimate e = estimate(2.0, 1.9, 2.1).get();
        var a = new dev.jfpbench.report.answer.Question.Answer("Fast/Default", e, mine, mine, List.of());
        var g = new dev.jfpbench.report.answer.Question.Answer("Fast/Default", e, generated, generated, List.of());
        assertThat(CampaignTable.rowText(read, List.of(Optional.empty(), Optional.of(a)))).isEqualTo("Embedding vectors read: your vectors, emb.jsonl");
        assertThat(CampaignTable.rowText(read, List.of(Optional.of(g)))).isEqualTo(read.text());
        assertThat(CampaignTable.rowText(write, List.of(Optional.of(a)))).isEqualTo("Embedding vectors write: your vectors, emb.jsonl");
        var fastest = new dev.jfpbench.report.answer.Question.Best("Fastest exact JSON library: vectors read", dev.jfpbench.report.answer.Question.Kind.LIBRARY, "read", "vectors");
        var currency = new dev.jfpbench.report.answer.Question.Best("Fastest exact JSON library: currency read", dev.jfpbench.report.answer.Question.Kind.LIBRARY, "read", "currency");
        assertThat(CampaignTable.rowText(fastest, List.of(Optional.of(a)))).isEqualTo("Fastest exact JSON library: vectors read (your vectors, emb.jsonl)");
        assertThat(CampaignTable.rowText(currency, List.of(Optional.of(a)))).isEqualTo(currency.text());
    }

    static Optional<dev.jfpbench.report.answer.Question.Answer> answer(Optional<Estimate> e) {
        return Optional.of(new dev.jfpbench.report.answer.Question.Answer("Fast/Default", e.get(), null, null, List.of()));
    }

    static Optional<Estimate> estimate(double r, double lo, double hi) {
        RatioInterval ci = new RatioInterval(r, lo, hi, 5, 0.95, dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(5));
        return Optional.of(new Estimate("x", "run", Estimate.Method.PAIRED, ci, dev.jfpbench.report.stats.RatioVerdict.of(ci, 0.05)));
    }
}
