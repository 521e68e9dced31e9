package dev.jfpbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.AllocationGate.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The allocation gate: on constructed forks (one object more, less, forks split between two levels, missing data),
 * on every committed A/A nightly (silent both ways; one object injected into every fork is flagged wherever the floor
 * allows), and through {@code compare} (its table, its JSON, exit 1 named as an allocation alarm).
 */
class AllocationGateTest {
    /** The committed nightlies whose two sides differ only outside measured code (methodology, "gate-power" and the blocks after it). */
    static final List<String> AA_NIGHTS = List.of("20261125T163156Z", "20261126T002433Z", "20261126T005859Z", "20261126T021013Z", "20261126T031424Z",
            "20261126T111241Z", "20261127T123608Z", "20261127T140320Z", "20261127T151101Z", "20261127T162435Z",
            "20261127T173453Z", "20261127T183439Z", "20261127T190009Z", "20261127T192456Z");

    static final BenchmarkKey KEY = BenchmarkKey.of("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast", "thrpt", Map.of());

    static AllocationGate.Row row(double[] base, double[] current) {
        return AllocationGate.row(KEY, new AllocationGate.Side(base), new AllocationGate.Side(current));
    }

    static double[] forks(double... v) {
        return v;
    }

    @Test
    void oneObjectMoreIsFlaggedOneLessIsReported() {
        double[] base = forks(456.105, 456.106, 456.106, 456.105, 456.107); // a CBOR write's B/op: the floor is 4 B
        double[] plus16 = Arrays.stream(base).map(v -> v + 16).toArray();
        assertThat(row(base, plus16).verdict()).isEqualTo(Verdict.MORE);
        assertThat(row(base, plus16).change()).isCloseTo(16, org.assertj.core.data.Offset.offset(0.01));
        assertThat(row(plus16, base).verdict()).isEqualTo(Verdict.LESS);
        assertThat(row(base, Arrays.stream(base).map(v -> v + 0.05).toArray()).verdict()).as("fork bookkeeping noise").isEqualTo(Verdict.SAME);
        // The smallest change of an object's size, 8 bytes, clears the floor.
        assertThat(row(base, Arrays.stream(base).map(v -> v + 8).toArray()).verdict()).isEqualTo(Verdict.MORE);
        // The planted write of finding gate-real: one object of 24 B on 4.3 KB clears the floor's half a percent.
        double[] write = forks(4344.3, 4344.3, 4344.3, 4344.3);
        assertThat(row(write, Arrays.stream(write).map(v -> v + 24).toArray()).verdict()).isEqualTo(Verdict.MORE);
    }

    /**
     * The flake: a change that only moves the JIT's chance of escape analysis puts every fork of a read on its
     * other level (the committed nights: 40 B apart on 13.6 KB; the 8 to 16 B on a few KB). Below the floor's
     * half a percent: never a failure. One real object on the same read is the same size: not flagged either, said.
     */
    @Test
    void aShiftOfTheJitsChanceOnALargeReadStaysBelowTheFloor() {
        double[] allLow = forks(13632.037, 13632.038, 13632.036, 13632.037, 13632.039);
        assertThat(row(allLow, Arrays.stream(allLow).map(v -> v + 40).toArray()).verdict()).isEqualTo(Verdict.SAME);
        double[] read = forks(3200.01, 3200.02, 3200.01, 3200.02);
        assertThat(row(read, Arrays.stream(read).map(v -> v + 16).toArray()).verdict()).isEqualTo(Verdict.SAME);
        assertThat(AllocationGate.FLOOR_FRACTION * 13632).isGreaterThan(40);
        // the check can fail: on a read of 2 KB (the media items) the same 40 B clears it
        double[] media = forks(2008.0, 2008.0, 2008.0);
        assertThat(row(media, Arrays.stream(media).map(v -> v + 40).toArray()).verdict()).isEqualTo(Verdict.MORE);
    }

    /** The reads' forks split between two levels 40 B apart (the committed nightlies): the median moves, the gate does not. */
    @Test
    void forksSplitBetweenTwoLevelsAreNotAChange() {
        double[] mostlyLow = forks(13632.037, 13632.038, 13672.039, 13632.036, 13632.037);
        double[] mostlyHigh = forks(13672.040, 13672.038, 13632.036, 13672.039, 13632.038);
        assertThat(row(mostlyLow, mostlyHigh).verdict()).isEqualTo(Verdict.SAME);
        assertThat(row(mostlyHigh, mostlyLow).verdict()).isEqualTo(Verdict.SAME);
        // A move between levels equals the spread up to the fractions: the floor is added to the spread, not maxed with it.
        double[] a = forks(2192.000, 2192.001, 2232.000);
        double[] b = forks(2232.004, 2232.005, 2192.003);
        AllocationGate.Row r = row(a, b);
        assertThat(r.change()).isGreaterThan(r.spread()).isGreaterThan(r.floor());
        assertThat(r.verdict()).isEqualTo(Verdict.SAME);
        // Every fork on one level on each side, the new one higher: a change (40 B more everywhere).
        assertThat(row(forks(2192.0, 2192.0, 2192.0), forks(2232.0, 2232.0, 2232.0)).verdict()).isEqualTo(Verdict.MORE);
    }

    /** One object more in every fork of a benchmark with two levels: the median cannot see it, the lowest fork does. */
    @Test
    void oneObjectMoreOnABenchmarkWithTwoLevelsIsFlaggedByItsLowestFork() {
        // a conversion read's two levels 40 B apart (JsonConversionRead.currencyTokens, the committed JDK matrix)
        double[] base = forks(736.039, 736.037, 696.037, 736.038, 696.036); // most of the base's forks landed high
        double[] plus16 = forks(712.037, 712.038, 712.036, 752.039, 752.037); // most of the new run's low
        AllocationGate.Row r = row(base, plus16);
        assertThat(r.change()).as("the median alone: less").isNegative();
        assertThat(r.lowestChange()).isCloseTo(16, org.assertj.core.data.Offset.offset(0.01));
        assertThat(r.verdict()).isEqualTo(Verdict.MORE);
        // Forks 40 B up land on the base's other level: indistinguishable from the JIT's choice, not flagged.
        double[] lowBase = forks(696.037, 696.038, 736.039, 696.036, 736.037);
        assertThat(row(lowBase, Arrays.stream(lowBase).map(v -> v + 40).toArray()).verdict()).isEqualTo(Verdict.SAME);
    }

    /** Forks that spread evenly (no levels) wider than the floor: a lowest fork a little higher is not a new level. */
    @Test
    void aLowestForkALittleHigherAmongSpreadForksIsNotAChange() {
        AllocationGate.Row r = row(forks(100.0, 109.0, 110.0), forks(104.5, 108.2, 111.5));
        assertThat(r.lowestChange()).isGreaterThan(r.floor());
        assertThat(r.verdict()).isEqualTo(Verdict.SAME);
    }

    @Test
    void theFloorIsRelativeForTheHugeAllocations() {
        double[] vectors = forks(269959566.0, 269959568.7, 269959610.0);
        assertThat(row(vectors, Arrays.stream(vectors).map(v -> v + 1200).toArray()).verdict()).as("bookkeeping").isEqualTo(Verdict.SAME);
        assertThat(row(vectors, Arrays.stream(vectors).map(v -> v + 2_000_000).toArray()).verdict()).isEqualTo(Verdict.MORE);
    }

    @Test
    void tooFewForksOrNoDataNeverFail() {
        assertThat(row(forks(100), forks(200)).verdict()).isEqualTo(Verdict.TOO_FEW_FORKS);
        assertThat(AllocationGate.row(KEY, null, new AllocationGate.Side(forks(1, 2))).verdict()).isEqualTo(Verdict.NOT_MEASURED);
        Run none = run("a.json", Map.of(KEY, Optional.empty()));
        Run some = run("b.json", Map.of(KEY, Optional.of(forks(100, 100, 100))));
        AllocationGate g = AllocationGate.of(none, some);
        assertThat(g.ran()).isFalse();
        assertThat(g.regressed()).isFalse();
        assertThat(g.render(true, 3, false)).contains("Not run: no benchmark has bytes per operation (-prof gc) in both runs")
                .contains("**Gate: no alarm (neither time nor allocation).**");
    }

    /** Every committed A/A nightly, both ways round: silent. The same nights with one object (16 B) more in every fork of the candidate: flagged. */
    @Test
    void silentOnEveryCommittedAaNightAndFlagsOneObjectInjected() throws IOException {
        int seen = 0;
        int small = 0;
        for (String night : AA_NIGHTS) {
            Run base = Run.load(List.of(nightly(night, "baseline")), List.of("baseline")).get(0);
            Run candidate = Run.load(List.of(nightly(night, "candidate")), List.of("candidate")).get(0);
            for (AllocationGate g : List.of(AllocationGate.of(base, candidate), AllocationGate.of(candidate, base))) {
                assertThat(g.ran()).as(night).isTrue();
                assertThat(g.with(Verdict.MORE)).as(night + " A/A").isEmpty();
                assertThat(g.with(Verdict.LESS)).as(night + " A/A").isEmpty();
                assertThat(g.with(Verdict.SAME)).as(night).hasSize(g.rows().size());
            }
            AllocationGate injected = AllocationGate.of(base, shifted(candidate, 16));
            for (AllocationGate.Row r : injected.rows()) {
                boolean visible = r.floor() < 16;
                assertThat(r.verdict()).as(night + " " + r.key().display() + " +16 B/op").isEqualTo(visible ? Verdict.MORE : Verdict.SAME);
                small += visible ? 1 : 0;
                seen += r.verdict() == Verdict.MORE ? 1 : 0;
            }
            assertThat(injected.regressed()).isTrue();
        }
        assertThat(seen).isEqualTo(small).isPositive();
    }

    /**
     * The floor measured: in every committed run on JDK 17, 21 and 25 (the A/A nights, the JDK matrix), a benchmark of
     * 3.2 KB per operation or more whose forks split between levels an object or so apart (at most 64 B) has its levels
     * closer than the floor, so a shift of the JIT's chance between them cannot fail the gate; the benchmarks below
     * 3.2 KB are where one object of 16 B still clears it.
     */
    @Test
    void theJitsLevelsOnEveryCommittedRunOfEveryJdkLieBelowTheFloor() throws IOException {
        java.util.Set<String> jdks = new java.util.TreeSet<>();
        int levelled = 0;
        try (Stream<Path> files = Files.list(Fixtures.repoRoot().resolve("results"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json") && !p.toString().endsWith(".meta.json")).sorted().toList()) {
                Run run;
                try {
                    run = Run.load(List.of(f), List.of("x")).get(0);
                } catch (RuntimeException e) {
                    continue; // not a JMH result (a campaign's other files)
                }
                if (run.rounds().map(i -> i.mode() != null && i.mode().contains(dev.jfpbench.report.rounds.RoundsInfo.TURNS)).orElse(false)) {
                    // in turns a fork's bytes per operation is the median of 1 ms iterations, each carrying the iteration's own
                    // fixed allocation over a few hundred operations: its forks spread without JIT levels (the gate's fork-range rule covers them)
                    continue;
                }
                for (BenchmarkResult r : run.results()) {
                    Optional<AllocationGate.Side> s = AllocationGate.Side.of(r);
                    if (s.isEmpty() || s.get().forks() < 2 || s.get().range() < 1 || s.get().range() > 64) {
                        continue;
                    }
                    jdks.add(r.jdkVersion().split("\\.")[0]);
                    levelled++;
                    if (s.get().bytes() >= 3200) {
                        assertThat(s.get().range()).as(f.getFileName() + " " + r.key().display()).isLessThan(AllocationGate.FLOOR_FRACTION * s.get().low());
                    }
                }
            }
        }
        assertThat(jdks).contains("17", "21", "25");
        assertThat(levelled).isPositive();
    }

    /** The reads' two levels make the median rule alone blind to one object on them: the lowest-fork rule is what sees it there. */
    @Test
    void withoutTheLowestForkRuleTheCommittedNightsHideOneObjectOnTheReads() throws IOException {
        int medianOnly = 0;
        int both = 0;
        for (String night : AA_NIGHTS) {
            Run base = Run.load(List.of(nightly(night, "baseline")), List.of("baseline")).get(0);
            Run candidate = Run.load(List.of(nightly(night, "candidate")), List.of("candidate")).get(0);
            for (AllocationGate.Row r : AllocationGate.of(base, shifted(candidate, 16)).rows()) {
                both += r.verdict() == Verdict.MORE ? 1 : 0;
                medianOnly += r.change() > r.limit() ? 1 : 0;
            }
        }
        assertThat(medianOnly).isLessThan(both);
    }

    /** Through the command: the table, the alarm named as allocation, exit 1; less or none: exit 0; the JSON carries it all. */
    @Test
    void compareFailsOnAnAllocationAlarmAndSaysSo(@TempDir Path dir) throws IOException {
        Path base = jmh(dir, "base.json", 1000.0, 2008.005, 2008.006, 2008.006);
        Path more = jmh(dir, "more.json", 1000.0, 2024.005, 2024.006, 2024.007);
        Path json = dir.resolve("c.json");
        Fixtures.Outcome o = tool("compare", base, more, "--format", "md", "--json", json);
        assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
        assertThat(o.out()).contains("### Allocation gate").contains("**ALLOCATION REGRESSION:** 1 more, 0 less, 0 same.")
                .contains("JsonStdReadVanilla.readCurrencyPojoFast (+16.00 B/op").contains("**Gate: allocation alarm.**")
                .containsPattern("2,008 \\(2,008 to 2,008\\) \\| 2,024 \\(2,024 to 2,024\\) \\| \\+16.00 \\| \\+16.00 \\| 10.04 \\| \\*\\*more\\*\\*")
                .contains("No regression"); // the time gate's own line: the alarm is allocation's alone
        JsonNode j = RunMetadata.MAPPER.readTree(json.toFile());
        assertThat(j.at("/alarms").toString()).isEqualTo("[\"allocation\"]");
        assertThat(j.at("/allocation/regressed").asBoolean()).isTrue();
        assertThat(j.at("/allocation/rows/0/verdict").asText()).isEqualTo("more");
        assertThat(j.at("/allocation/rows/0/base/bytesPerOp").asDouble()).isEqualTo(2008.006);
        assertThat(j.at("/allocation/rows/0/new/bytesPerOp").asDouble()).isEqualTo(2024.006);

        Fixtures.Outcome back = tool("compare", more, base, "--json", json);
        assertThat(back.exitCode()).as("less is reported, never a failure").isZero();
        assertThat(back.out()).contains("No allocation increase: 0 more, 1 less, 0 same. Less: JsonStdReadVanilla.readCurrencyPojoFast (-16.00 B/op")
                .contains("Gate: no alarm (neither time nor allocation).");
        assertThat(RunMetadata.MAPPER.readTree(json.toFile()).at("/alarms").size()).isZero();

        Path slowerAndMore = jmh(dir, "slow.json", 500.0, 2024.005, 2024.006, 2024.007);
        Fixtures.Outcome both = tool("compare", base, slowerAndMore, "--json", json);
        assertThat(both.exitCode()).isEqualTo(1);
        assertThat(both.out()).contains("Gate: time and allocation alarm.");

        Path noGc = jmh(dir, "nogc.json", 1000.0);
        Fixtures.Outcome none = tool("compare", base, noGc, "--json", json);
        assertThat(none.exitCode()).isZero();
        assertThat(none.out()).contains("Not run: no benchmark has bytes per operation (-prof gc) in both runs.");
        assertThat(RunMetadata.MAPPER.readTree(json.toFile()).at("/allocation/ran").asBoolean()).isFalse();
    }

    static Path nightly(String night, String side) throws IOException {
        try (Stream<Path> s = Files.list(Fixtures.repoRoot().resolve("results"))) {
            List<Path> found = s.filter(p -> p.getFileName().toString().startsWith(night + "-nightly-") && p.getFileName().toString().endsWith("-" + side + ".json"))
                    .toList();
            assertThat(found).as(night + " " + side).hasSize(1);
            return found.get(0);
        }
    }

    /** The run with every fork's B/op moved by {@code bytes}: one object more (or less) per operation everywhere. */
    static Run shifted(Run run, double bytes) {
        List<BenchmarkResult> results = new ArrayList<>();
        for (BenchmarkResult r : run.results()) {
            Map<String, Metric> secondary = new LinkedHashMap<>(r.secondary());
            r.allocationPerOp().ifPresent(m -> secondary.put(BenchmarkResult.ALLOC_NORM, new Metric(m.score() + bytes, m.error(), m.unit(),
                    Arrays.stream(m.perIteration()).map(v -> v + bytes).toArray(), m.count(), Arrays.stream(m.forkScores()).map(v -> v + bytes).toArray())));
            results.add(new BenchmarkResult(r.key(), r.threads(), r.forks(), r.jdkVersion(), r.vmName(), r.vmVersion(), r.jvm(), r.primary(), secondary));
        }
        return new Run(run.file(), run.label() + " +" + bytes + " B/op", results, run.meta());
    }

    static Run run(String file, Map<BenchmarkKey, Optional<double[]>> bytes) {
        List<BenchmarkResult> results = new ArrayList<>();
        bytes.forEach((k, b) -> {
            Metric primary = new Metric(100, Double.NaN, "ops/s", new double[] {100, 100, 100}, 3, new double[] {100, 100, 100});
            Map<String, Metric> secondary = b.map(f -> Map.of(BenchmarkResult.ALLOC_NORM, new Metric(f[0], Double.NaN, "B/op", f, f.length, f)))
                    .orElse(Map.of());
            results.add(new BenchmarkResult(k, 1, 3, "", "", "", "", primary, secondary));
        });
        return new Run(Path.of(file), file, results, Optional.empty());
    }

    /** A JMH result of {@link #KEY}: three forks of one iteration at {@code score} ops/s, with these forks' B/op if any. */
    static Path jmh(Path dir, String name, double score, double... bytesPerFork) throws IOException {
        String primary = String.format(Locale.ROOT, "\"primaryMetric\": {\"score\": %s, \"scoreError\": \"NaN\", \"scoreUnit\": \"ops/s\", "
                + "\"rawData\": [[%s], [%s], [%s]]}", score, score, score * 1.001, score * 0.999);
        String gc = bytesPerFork.length == 0 ? "" : String.format(Locale.ROOT, "\"gc.alloc.rate.norm\": {\"score\": %s, \"scoreError\": \"NaN\", "
                + "\"scoreUnit\": \"B/op\", \"rawData\": [%s]}", bytesPerFork[0],
                Arrays.stream(bytesPerFork).mapToObj(v -> "[" + v + "]").collect(Collectors.joining(", ")));
        Path f = dir.resolve(name);
        Files.writeString(f, "[{\"benchmark\": \"" + KEY.benchmark() + "\", \"mode\": \"thrpt\", \"threads\": 1, \"forks\": 3, "
                + "\"jdkVersion\": \"17\", " + primary + ", \"secondaryMetrics\": {" + gc + "}}]\n");
        return f;
    }
}
