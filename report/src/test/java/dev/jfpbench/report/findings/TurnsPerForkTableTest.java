package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A campaign's rounds read again from part of their turns, checked against an independent reading of the same file (a
 * few lines of Python over JMH's JSON, journal 2026-12-06): the pairs read, and the pooled sd from every turn and from
 * the first hundred, each to a thousandth of a percent.
 */
class TurnsPerForkTableTest {
    @Test
    void aCampaignsFastDefaultPairsReadAsAnIndependentReadingDoes() {
        Path file = FindingsTest.REPO.resolve(Published.BUSY_ALL + "-jdk17.json");
        Run run = Run.load(List.of(file), List.of("jdk17")).get(0);
        TurnsPerForkTable.Reading r = TurnsPerForkTable.read(run, null);
        assertThat(r.pairs()).isEqualTo(7);
        assertThat(r.df()).isEqualTo(54);
        assertThat(r.sd()[0]).isCloseTo(0.024248, within(0.00001));
        assertThat(r.sd()[2]).isCloseTo(0.043097, within(0.00001));
        assertThat(r.medianClean()[2]).isEqualTo(16);
    }
}
