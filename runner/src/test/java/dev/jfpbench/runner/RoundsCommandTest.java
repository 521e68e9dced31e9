package dev.jfpbench.runner;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rounds command's input checks: one line and exit 2 before anything runs. */
class RoundsCommandTest {
    @Test
    void roundsRejectsForksRunnerOptionsAndUnknownSidesInOneLine(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "not really a jar");
        Fixtures.Outcome forks = tool("rounds", "Ruler", "--jar", jar, "--", "-f", "3");
        assertThat(forks.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(forks.err().trim()).isEqualTo("rounds: JMH option -f: each round is one fork here (use --rounds)");
        Fixtures.Outcome rf = tool("rounds", "Ruler", "--jar", jar, "--", "-rff", "x.json");
        assertThat(rf.err().trim()).isEqualTo("rounds: JMH option -rff is set by the runner (it saves the result itself)");
        Fixtures.Outcome side = tool("rounds", "Ruler", "--jar", jar, "--side", "A", "--side", "B", "--side-args", "C=-p x=1");
        assertThat(side.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(side.err().trim()).isEqualTo("rounds: no side 'C' (sides: [A, B])");
        Fixtures.Outcome budget = tool("rounds", "Ruler", "--jar", jar, "--budget", "soon");
        assertThat(budget.err().trim()).startsWith("rounds: --budget must be a duration");
        Fixtures.Outcome shard = tool("rounds", "Ruler", "--jar", jar, "--shard", "5/4");
        assertThat(shard.err().trim()).isEqualTo("rounds: --shard 5/4: I must be 1 to N");
        Fixtures.Outcome gc = tool("rounds", "Ruler", "--jar", jar, "--fork-gc", "Epsilon");
        assertThat(gc.err().trim()).startsWith("rounds: --fork-gc must be one of");
        Fixtures.Outcome java = tool("rounds", "Ruler", "--jar", jar, "--java", dir.resolve("no-java").toString());
        assertThat(java.err().trim()).startsWith("rounds: side run: no java at ");
        // Not a jar at all: said in one line before anything runs.
        Fixtures.Outcome notJar = tool("rounds", "Ruler", "--jar", jar);
        assertThat(notJar.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(notJar.errLines()).singleElement().asString().contains("cannot read it as a jar");
    }

    @Test
    void theMatricesMinusFIsTheNumberOfRounds(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString(), "--forks-are-rounds", "--", "-f", "4", "-wi", "1");
        RoundsEngine.Settings s = c.settings();
        assertThat(s.rounds()).isEqualTo(4);
        assertThat(s.jmhArgs()).containsExactly("-wi", "1");
        RoundsCommand bad = new RoundsCommand();
        new picocli.CommandLine(bad).parseArgs("Ruler", "--jar", jar.toString(), "--forks-are-rounds", "--", "-f", "0");
        assertThatThrownBy(bad::settings).hasMessageContaining("-f is the number of rounds here");
    }

    @Test
    void anAdaptiveStopKeepsAtLeastFiveRounds(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString(), "--rounds", "2", "--target-ci", "3%");
        assertThat(c.settings().rounds()).isEqualTo(RoundsEngine.MIN_ADAPTIVE_ROUNDS);
    }

    @Test
    void aSideCanHaveItsOwnCollectorAndCpuCount(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString(), "--design", "sequential", "--side", "g1", "--side", "serial", "--side-gc", "g1=G1",
                "--side-cpus", "g1=2", "--side-gc", "serial=serial", "--side-cpus", "serial=1");
        RoundsEngine.Settings s = c.settings();
        int online = ForkJvm.onlineCpus();
        if (online >= 2) {
            boolean taskset = RoundsCommand.onPath("taskset");
            assertThat(s.sides().get(0).fork()).isEqualTo(new RoundsEngine.Fork("G1", 2, taskset ? (online - 2) + "-" + (online - 1) : null));
            assertThat(s.sides().get(1).fork()).isEqualTo(new RoundsEngine.Fork("Serial", 1, taskset ? Integer.toString(online - 1) : null));
        }
        // in turns (the default) the sides keep their collector and processor count; the turns pin them
        RoundsCommand turns = new RoundsCommand();
        new picocli.CommandLine(turns).parseArgs("Ruler", "--jar", jar.toString(), "--side", "g1", "--side", "serial", "--side-gc", "g1=G1",
                "--side-cpus", "g1=2", "--side-gc", "serial=serial", "--side-cpus", "serial=1");
        if (online >= 2) {
            RoundsEngine.Settings t = turns.settings();
            assertThat(t.sides().get(0).fork()).isEqualTo(new RoundsEngine.Fork("G1", 2, null));
            assertThat(t.sides().get(1).fork()).isEqualTo(new RoundsEngine.Fork("Serial", 1, null));
            assertThat(t.turns()).isNotNull();
        }
        RoundsCommand bad = new RoundsCommand();
        new picocli.CommandLine(bad).parseArgs("Ruler", "--jar", jar.toString(), "--side", "A", "--side", "B", "--side-gc", "B=Epsilon");
        assertThatThrownBy(bad::settings).hasMessageStartingWith("--gc must be one of");
        RoundsCommand none = new RoundsCommand();
        new picocli.CommandLine(none).parseArgs("Ruler", "--jar", jar.toString(), "--side", "A", "--side", "B", "--side-cpus", "C=1");
        assertThatThrownBy(none::settings).hasMessage("no side 'C' (sides: [A, B])");
    }

    @Test
    void theForksJvmIsFixedUnlessTheUserChoseIt() {
        assertThat(ForkJvm.options("512m", "G1", 2, List.of())).containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch", "-XX:+UseG1GC",
                "-XX:ActiveProcessorCount=2");
        assertThat(ForkJvm.options(null, "G1", 2, List.of("-jvmArgsAppend", "-XX:+UseSerialGC"))).containsExactly("-XX:ActiveProcessorCount=2");
        assertThat(ForkJvm.options(null, "none", null, List.of())).isEmpty();
    }

    @Test
    void gcAndCpusSetTheForksAndPinToThatManyCpus() {
        java.io.PrintWriter err = new java.io.PrintWriter(new java.io.StringWriter());
        RoundsCommand.ForkSettings serial = RoundsCommand.forkSettings("serial", null, "2", null, null, false, 4, true, err);
        assertThat(serial).isEqualTo(new RoundsCommand.ForkSettings("Serial", 2, "2-3", null));
        assertThat(ForkJvm.options("512m", serial.gc(), serial.cpus(), List.of())).containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch",
                "-XX:+UseSerialGC", "-XX:ActiveProcessorCount=2");
        assertThat(RoundsCommand.forkSettings("Z", null, "1", null, null, false, 2, true, err)).isEqualTo(new RoundsCommand.ForkSettings("Z", 1, "1", null));
        assertThat(RoundsCommand.forkSettings(null, null, "2", null, "0,3", false, 4, true, err).pin()).isEqualTo("0,3");
        // the defaults: G1 on every online CPU, not pinned
        assertThat(RoundsCommand.forkSettings(null, null, null, null, null, false, 4, true, err)).isEqualTo(new RoundsCommand.ForkSettings("G1", 4, null, null));
        // a duet gives each side one CPU: --cpus 1 goes with it (the duet pins), more does not
        assertThat(RoundsCommand.forkSettings(null, null, "1", null, null, true, 2, true, err)).isEqualTo(new RoundsCommand.ForkSettings("G1", 1, null, "1"));
        // no taskset: the processor count only, said
        java.io.StringWriter said = new java.io.StringWriter();
        assertThat(RoundsCommand.forkSettings(null, null, "1", null, null, false, 2, false, new java.io.PrintWriter(said, true)))
                .isEqualTo(new RoundsCommand.ForkSettings("G1", 1, null, null));
        assertThat(said.toString()).contains("no taskset");
    }

    @Test
    void gcAndCpusThatCannotWorkAreOneLine() {
        java.io.PrintWriter err = new java.io.PrintWriter(new java.io.StringWriter());
        assertThatThrownBy(() -> RoundsCommand.forkSettings("Epsilon", null, null, null, null, false, 2, true, err))
                .hasMessage("--gc must be one of Serial, Parallel, G1, Z, was 'Epsilon'");
        assertThatThrownBy(() -> RoundsCommand.forkSettings(null, null, "0", null, null, false, 2, true, err))
                .hasMessage("--cpus must be a count of 1 or more, was '0'");
        assertThatThrownBy(() -> RoundsCommand.forkSettings(null, null, "3", null, null, false, 2, true, err))
                .hasMessage("--cpus 3: this machine has 2 online CPUs");
        assertThatThrownBy(() -> RoundsCommand.forkSettings(null, null, "2", null, null, true, 4, true, err))
                .hasMessageStartingWith("--cpus 2 cannot go with --duet");
        assertThatThrownBy(() -> RoundsCommand.forkSettings(null, null, "2", null, "1", false, 4, true, err))
                .hasMessage("--cpus 2 and --pin 1 (1 CPU) disagree");
        assertThatThrownBy(() -> RoundsCommand.forkSettings("G1", "Z", null, null, null, false, 2, true, err)).hasMessage("give --gc or --fork-gc, not both");
        assertThatThrownBy(() -> RoundsCommand.forkSettings(null, null, "1", "2", null, false, 2, true, err)).hasMessage("give --cpus or --fork-cpus, not both");
    }

    @Test
    void theRoundsCommandTakesGcAndCpus(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString(), "--gc", "Parallel", "--cpus", "1");
        RoundsEngine.Settings s = c.settings();
        assertThat(s.forkGc()).isEqualTo("Parallel");
        assertThat(s.forkCpus()).isEqualTo(1);
        Fixtures.Outcome bad = tool("rounds", "Ruler", "--jar", jar, "--gc", "Epsilon");
        assertThat(bad.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(bad.err().trim()).isEqualTo("rounds: --gc must be one of Serial, Parallel, G1, Z, was 'Epsilon'");
    }

    @Test
    void aBudgetNeverStopsTheRequestedRounds() {
        String pastBudget = "time budget (60s) would be exceeded by another round of about 90s, after 1 round(s)";
        assertThat(RoundsEngine.stopWithoutTarget(1, 3, pastBudget)).isNull();
        assertThat(RoundsEngine.stopWithoutTarget(2, 3, pastBudget)).isNull();
        assertThat(RoundsEngine.stopWithoutTarget(3, 3, pastBudget)).startsWith("the requested 3 rounds are done");
        assertThat(RoundsEngine.stopWithoutTarget(3, 3, null)).isEqualTo("the requested 3 rounds are done");
        assertThat(RoundsEngine.stopWithoutTarget(2, 3, null)).isNull();
    }

    @Test
    void aRunIsNamedByTheQuotedNamesOfARegexOfExactNames() {
        assertThat(RoundsCommand.nameOf("^(?:\\Qdev.x.Ruler.consume\\E)$")).isEqualTo("dev_x_Ruler_consume");
        assertThat(RoundsCommand.nameOf(".*StdReadVan.*")).isEqualTo("StdReadVan");
    }

    @Test
    void budgetsReadAsDurations() {
        assertThat(RoundsCommand.duration("10m")).isEqualTo(Duration.ofMinutes(10));
        assertThat(RoundsCommand.duration("1h30m")).isEqualTo(Duration.ofMinutes(90));
        assertThat(RoundsCommand.duration("90s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(RoundsCommand.duration("600")).isEqualTo(Duration.ofSeconds(600));
        assertThatThrownBy(() -> RoundsCommand.duration("0m")).hasMessageContaining("more than 0s");
    }

    @Test
    void aJobLimitShrinksTheBudgetToWhatTheBuildsLeft() {
        java.time.Instant start = java.time.Instant.parse("2026-11-28T02:23:00Z");
        Duration limit = Duration.ofMinutes(30);
        // builds took 5 minutes: 30 - 5 - the report's minute
        assertThat(RoundsCommand.jobBudget(Duration.ofMinutes(26), start, limit, start.plusSeconds(300))).isEqualTo(Duration.ofMinutes(24));
        // a quick build leaves the budget as given
        assertThat(RoundsCommand.jobBudget(Duration.ofMinutes(26), start, limit, start.plusSeconds(60))).isEqualTo(Duration.ofMinutes(26));
        assertThat(RoundsCommand.jobBudget(null, start, limit, start.plusSeconds(60))).isEqualTo(Duration.ofMinutes(28));
        // a job already past its limit still has a positive budget: the least rounds run whatever it says
        assertThat(RoundsCommand.jobBudget(Duration.ofMinutes(26), start, limit, start.plusSeconds(3600))).isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void aForksIterationsAreTimedAsJmhWouldRunThem() {
        // two entries of the suite's own benchmark list: 6 x 500 ms warm-up and 20 x 200 ms measured, the second with a digits parameter
        String list = "JMH S 36 dev.jfpbench.cbor.CBORStdReadVanilla S 82 dev.jfpbench.cbor.jmh_generated.CBORStdReadVanilla_readCurrencyPojoDefault_jmhTest "
                + "S 23 readCurrencyPojoDefault S 10 Throughput E A 1 1 1 E I 1 6 T 6 500 ms E I 2 20 T 6 200 ms E I 1 2 E E E E E E U 7 SECONDS E E \n"
                + "JMH S 36 dev.jfpbench.digits.JsonDigitsDouble S 67 dev.jfpbench.digits.jmh_generated.JsonDigitsDouble_readFast_jmhTest S 8 readFast "
                + "S 11 AverageTime E A 1 1 1 E I 1 9 T 6 500 ms E I 2 20 T 6 200 ms E I 1 1 E E E E E M 1 6 digits 3 8 xAA===== 8 yAA===== 8 zAA===== "
                + "U 11 NANOSECONDS I 4 1000 E \n";
        var quiet = org.openjdk.jmh.runner.format.OutputFormatFactory.createFormatInstance(new java.io.PrintStream(java.io.PrintStream.nullOutputStream()),
                org.openjdk.jmh.runner.options.VerboseMode.SILENT);
        var entries = List.copyOf(org.openjdk.jmh.runner.BenchmarkList.fromString(list).find(quiet, List.of(".*"), List.of()));
        var cbor = entries.get(0);
        var digits = entries.get(1);
        assertThat(Jmh.iterationSeconds(cbor, Jmh.options(List.of()))).isEqualTo(7.0);
        assertThat(Jmh.iterationSeconds(digits, Jmh.options(List.of()))).isEqualTo(8.5);
        // the options win over the annotations, as in JMH
        assertThat(Jmh.iterationSeconds(cbor, Jmh.options(List.of("-wi", "3", "-w", "1", "-i", "1", "-r", "1")))).isEqualTo(4.0);
        // a fork runs every value of a parameter, unless -p fixes it
        assertThat(Jmh.runs(cbor, Jmh.options(List.of()))).isEqualTo(1);
        assertThat(Jmh.runs(digits, Jmh.options(List.of()))).isEqualTo(3);
        assertThat(Jmh.runs(digits, Jmh.options(List.of("-p", "digits=17")))).isEqualTo(1);
    }

    @Test
    void aBudgetThatCannotHoldOneRoundIsRefusedAndOneShortOfTheLeastRoundsIsSaid() {
        // a round of about 8 minutes, the least 5 rounds
        assertThatThrownBy(() -> RoundsEngine.budgetNote(480, Duration.ofMinutes(5), 5)).isInstanceOf(dev.jfpbench.report.BadInputException.class)
                .hasMessage("the budget (5 min) is shorter than one round of these questions on these JDKs (about 8 min by the forks' settings): "
                        + "give a longer one, or narrow them with --question or --jdk");
        assertThat(RoundsEngine.budgetNote(480, Duration.ofMinutes(20), 5)).startsWith("At the first round's pace the budget holds about 2 of the least 5 rounds")
                .contains("the least rounds at that pace take about 40 min");
        assertThat(RoundsEngine.budgetNote(480, Duration.ofMinutes(40), 5)).isNull();
        assertThat(RoundsEngine.firstRound(478, 54)).isEqualTo("First round: about 8 min by the forks' settings (54 forks, each its warm-up and "
                + "measurement and about 2 s of start and set-up)");
    }

    @Test
    void theTurnsAreChosenAndCheckedBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("perf.jar"), "x");
        RoundsCommand c = new RoundsCommand();
        new picocli.CommandLine(c).parseArgs("Ruler", "--jar", jar.toString());
        RoundsEngine.Turns two = c.turns(null, true, List.of(0, 1));
        assertThat(two).isEqualTo(new RoundsEngine.Turns("1", "0", 1_000_000, 0.1, 20, 0, null));
        assertThat(c.turns("0", true, List.of(0, 1, 2, 3))).extracting(RoundsEngine.Turns::cpus, RoundsEngine.Turns::rest).containsExactly("0", "1,2,3");
        assertThat(c.turns(null, true, List.of(3)).note()).as("one CPU: unpinned, said").startsWith("this machine gives one CPU");
        assertThat(c.turns(null, false, List.of(0, 1)).note()).startsWith("there is no taskset here");
        assertThat(c.turns(null, false, List.of(0, 1)).cpus()).isNull();
        assertThatThrownBy(() -> c.turns("5", true, List.of(0, 1))).hasMessage("--turn-cpu 5: not a CPU this process may use ([0, 1])");
        assertThatThrownBy(() -> c.turns("x", true, List.of(0, 1))).hasMessage("--turn-cpu must be one CPU's number, e.g. 1, was 'x'");
        assertThat(RoundsCommand.turnNanos("500us")).isEqualTo(500_000);
        assertThat(RoundsCommand.turnNanos("4ms")).isEqualTo(4_000_000);
        assertThatThrownBy(() -> RoundsCommand.turnNanos("10us")).hasMessageContaining("between 100us and 1s");
        assertThat(RoundsCommand.expand("0-2,5")).containsExactly(0, 1, 2, 5);
        // JMH's -i and -r, given to every side: the turns and their time
        RoundsCommand fixed = new RoundsCommand();
        new picocli.CommandLine(fixed).parseArgs("Ruler", "--jar", jar.toString(), "--", "-i", "30", "-r", "2ms", "-wi", "1");
        RoundsEngine.Settings f = fixed.settings();
        assertThat(f.turns().fixedTurns()).isEqualTo(30);
        assertThat(f.turns().turnNanos()).isEqualTo(2_000_000);
        assertThat(f.jmhArgs()).containsExactly("-wi", "1");
        Fixtures.Outcome side = tool("rounds", "Ruler", "--jar", jar, "--side", "A", "--side", "B", "--side-args", "B=-r 1s");
        assertThat(side.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(side.err().trim()).isEqualTo("rounds: JMH option -r (--side-args B): in turns every side takes the same turns (give -i and -r to all, "
                + "or --turn-seconds and --turn-time), or --design sequential");
        Fixtures.Outcome pin = tool("rounds", "Ruler", "--jar", jar, "--pin", "1");
        assertThat(pin.err().trim()).isEqualTo("rounds: --pin goes with --design sequential: in turns the forks are pinned by the turns (--turn-cpu)");
        Fixtures.Outcome design = tool("rounds", "Ruler", "--jar", jar, "--design", "ping-pong");
        assertThat(design.err().trim()).isEqualTo("rounds: --design is turns, duet or sequential, was 'ping-pong'");
    }
}
