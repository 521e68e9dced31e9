package dev.jfpbench.report.findings;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The JDK-or-hour criterion: every night past the JDK bound names the JDK, every one within the hours' bound the hours, else neither. */
class NightSpreadTableTest {
    @Test
    void theCriterionNeedsEveryNightOnOneSide() {
        assertThat(NightSpreadTable.reading(List.of(1.5, 2.0), 1.5, 1.25)).isEqualTo(NightSpreadTable.Reading.JDK);
        assertThat(NightSpreadTable.reading(List.of(1.22, 0.74), 1.5, 1.25)).isEqualTo(NightSpreadTable.Reading.HOURS);
        assertThat(NightSpreadTable.reading(List.of(1.25, 1.0), 1.5, 1.25)).isEqualTo(NightSpreadTable.Reading.HOURS);
        assertThat(NightSpreadTable.reading(List.of(1.49, 2.0), 1.5, 1.25)).as("one night short of the JDK bound").isEqualTo(NightSpreadTable.Reading.UNRESOLVED);
        assertThat(NightSpreadTable.reading(List.of(1.26, 0.8), 1.5, 1.25)).as("one night just past the hours' bound").isEqualTo(NightSpreadTable.Reading.UNRESOLVED);
        assertThat(NightSpreadTable.reading(List.of(2.0, 0.8), 1.5, 1.25)).isEqualTo(NightSpreadTable.Reading.UNRESOLVED);
        assertThatThrownBy(() -> NightSpreadTable.reading(List.of(), 1.5, 1.25)).hasMessageContaining("no night");
    }
}
