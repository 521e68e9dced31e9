package dev.jfpbench.report.sections;

import dev.jfpbench.report.Charts;
import dev.jfpbench.report.ComparisonReport;
import dev.jfpbench.report.analysis.Analysis;

/** The comparison with a baseline run ({@code report --baseline}), when there is one. */
public final class ComparisonSection implements Section {
    @Override
    public String markdown(Analysis a, Charts charts) {
        return a.comparison().map(c -> new ComparisonReport(c).render(true, 2) + "\n").orElse("");
    }
}
