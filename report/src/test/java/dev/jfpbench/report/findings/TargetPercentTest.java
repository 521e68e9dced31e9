package dev.jfpbench.report.findings;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A campaign's target is said as it was set: a table settled at ±1.5% must not say ±2%. */
class TargetPercentTest {
    @Test
    void wholeTargetsStayWholeAndAHalfPercentIsKept() {
        assertThat(CampaignTable.pct(0.03)).isEqualTo("3%");
        assertThat(CampaignTable.pct(0.02)).isEqualTo("2%");
        assertThat(CampaignTable.pct(0.015)).isEqualTo("1.5%");
        assertThat(CampaignTable.pct(0.025)).isEqualTo("2.5%");
    }
}
