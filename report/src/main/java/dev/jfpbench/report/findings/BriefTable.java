package dev.jfpbench.report.findings;

import java.util.IntSummaryStatistics;
import java.util.List;

/**
 * A published table shown a second time, beneath another that already says how to read its cells (the README's
 * format and library table, under the answer table): the same title, rows and sources, a label of one sentence and
 * the plan, so no paragraph is said twice on one page; the notes stay with the table itself ({@code of}, in
 * {@code where}). The results site shows the table itself, never this.
 */
public record BriefTable(String id, String of, String where) implements Finding {
    @Override
    public String title() {
        return Published.all().get(of).title();
    }

    @Override
    public FindingTable table(Context c) {
        FindingTable full = c.table(Published.all().get(of));
        IntSummaryStatistics n = full.rows().stream().flatMap(List::stream).filter(x -> x.estimate().isPresent())
                .mapToInt(x -> x.estimate().get().ci().n()).summaryStatistics();
        String rounds = n.getCount() == 0 ? "" : " (here over " + (n.getMin() == n.getMax() ? n.getMin() : n.getMin() + " to " + n.getMax()) + (n.getMax() == 1 ? " paired round)" : " paired rounds)");
        String label = "Each cell reads as in the table above: a ratio, its " + Math.round(Context.CONFIDENCE * 100) + "% interval" + rounds
                + ", its verdict and the reference's cost. What this campaign did not run or did not settle, and how a winner is picked: "
                + "finding " + of + " in " + where + ".";
        return new FindingTable(id, full.title(), full.headers(), full.rows(), full.sources(), label,
                full.notes().stream().filter(Markdown::isPlan).toList());
    }
}
