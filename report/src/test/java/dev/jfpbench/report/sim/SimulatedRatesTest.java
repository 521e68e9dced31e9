package dev.jfpbench.report.sim;

import dev.jfpbench.report.findings.SimulatedRates;
import dev.jfpbench.report.findings.SimulationTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The committed rates ({@link SimulatedRates#FILE}) against the rules as coded now: every scenario is in the file with
 * the claim the docs make of it, a fraction of each scenario run again (other seeds) agrees with the committed rate
 * within their joint Monte Carlo error (a rule changed since the file was written fails here: run
 * {@link SimulatedRates#COMMAND}), and every documented rate holds within the simulated one's error.
 */
class SimulatedRatesTest {
    /** The share of each scenario's trials run here: seconds, not minutes. */
    static final double SCALE = 0.03;

    static Scenarios scenarios;
    static SimulatedRates committed;

    @BeforeAll
    static void load() {
        Path root = Path.of(System.getProperty("jfpbench.root", "..")).toAbsolutePath().normalize();
        scenarios = new Scenarios(Scenarios.nights(root), SCALE, 2);
        committed = SimulatedRates.read(root.resolve(SimulatedRates.FILE));
    }

    @Test
    void everyScenarioIsCommittedWithTheClaimTheDocsMake() {
        Map<String, SimulatedRates.Row> byId = committed.rows().stream().collect(Collectors.toMap(SimulatedRates.Row::id, Function.identity()));
        List<String> ids = new ArrayList<>();
        for (Scenarios.Scenario s : scenarios.all()) {
            ids.add(s.id());
            SimulatedRates.Row r = byId.get(s.id());
            assertThat(r).as("%s in %s (run %s)", s.id(), SimulatedRates.FILE, SimulatedRates.COMMAND).isNotNull();
            assertThat(List.of(r.group(), r.rule(), r.scenario(), r.published(), r.kind(), r.claim(), r.perNight()))
                    .as("%s as the harness states it now", s.id())
                    .isEqualTo(List.of(s.group(), s.rule(), s.text(), s.published(), s.kind(), s.claim(), s.perNight()));
            assertThat(r.trials()).as("%s: the full run's trials", s.id()).isGreaterThanOrEqualTo(s.id().startsWith("gate.stated.measured") ? s.trials() / 4 : s.trials());
        }
        assertThat(byId.keySet()).containsExactlyInAnyOrderElementsOf(ids);
        assertThat(committed.notes()).as("what the groups share").isEqualTo(scenarios.notes());
    }

    @Test
    void aFractionOfEachScenarioRunAgainAgreesWithTheCommittedRate() {
        List<String> off = scenarios.all().parallelStream().map(s -> {
            SimulatedRates.Row now = scenarios.run(s);
            SimulatedRates.Row then = committed.row(s.id());
            double error = 4 * Math.sqrt(now.se() * now.se() + then.se() * then.se());
            return Math.abs(now.rate() - then.rate()) <= error ? null
                    : s.id() + ": now " + now.text() + " over " + now.trials() + ", committed " + then.text();
        }).filter(java.util.Objects::nonNull).toList();
        assertThat(off).as("rates that moved since %s was written (run %s)", SimulatedRates.FILE, SimulatedRates.COMMAND).isEmpty();
    }

    @Test
    void everyDocumentedRateHoldsWithinTheSimulatedOnesError() {
        List<String> broken = committed.rows().stream().filter(r -> !r.holds(SimulationTable.Z))
                .map(r -> r.id() + ": published \"" + r.published() + "\" (" + r.kind() + " " + r.claim() + "), simulated " + r.text()).toList();
        assertThat(broken).isEmpty();
    }

    @Test
    void aClaimThatDoesNotHoldIsCaught() {
        // the check can fail: a rate of 6% over 20,000 trials does not hold "at most 5%", and 5.2% does
        assertThat(new SimulatedRates.Row("x", "g", "r", "s", "p", SimulatedRates.Kind.AT_MOST, 0.05, 1200, 20_000, false).holds(SimulationTable.Z)).isFalse();
        assertThat(new SimulatedRates.Row("x", "g", "r", "s", "p", SimulatedRates.Kind.AT_MOST, 0.05, 1040, 20_000, false).holds(SimulationTable.Z)).isTrue();
        assertThat(new SimulatedRates.Row("x", "g", "r", "s", "p", SimulatedRates.Kind.ABOUT, 0.95, 18_800, 20_000, false).holds(SimulationTable.Z)).isFalse();
        assertThat(new SimulatedRates.Row("x", "g", "r", "s", "p", SimulatedRates.Kind.AT_LEAST, 0.8, 15_700, 20_000, false).holds(SimulationTable.Z)).isFalse();
    }

    @Test
    void theLevelsGridHoldsTheAnswersLeastAndMostRounds() {
        // SimulatedRates.LEVEL_ROUNDS is main code and cannot name the harness's constants: they must agree
        assertThat(SimulatedRates.LEVEL_ROUNDS).contains(Scenarios.ANSWER_LEAST, Scenarios.ANSWER_MOST);
        assertThat(SimulatedRates.LEVEL_ROUNDS[0]).isEqualTo(Scenarios.ANSWER_LEAST);
    }

    @Test
    void aCellInTwoLevelsReadsTheSimulatedCoverageNearestBelowIt() {
        // the most rounds not beyond the cell's, then the furthest apart not beyond its separation; none below the grid
        assertThat(committed.levelCoverBelow(58, 9.4)).map(SimulatedRates.LevelCover::row).map(SimulatedRates.Row::id).hasValue("levels.cover.58.5");
        assertThat(committed.levelCoverBelow(57, 9.4)).map(SimulatedRates.LevelCover::row).map(SimulatedRates.Row::id).hasValue("levels.cover.30.5");
        assertThat(committed.levelCoverBelow(12, 20)).map(SimulatedRates.LevelCover::row).map(SimulatedRates.Row::id).hasValue("levels.cover.8.20");
        assertThat(committed.levelCoverBelow(12, 19.9)).map(SimulatedRates.LevelCover::row).map(SimulatedRates.Row::id).hasValue("levels.cover.8.10");
        assertThat(committed.levelCoverBelow(7, 30)).isEmpty();
        assertThat(committed.levelCoverBelow(100, 4.9)).isEmpty();
    }
}
