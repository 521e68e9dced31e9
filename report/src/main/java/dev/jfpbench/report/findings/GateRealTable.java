package dev.jfpbench.report.findings;

import dev.jfpbench.report.AllocationGate;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A real night with known regressions planted in the candidate (a branch whose measured methods do known extra work):
 * per benchmark, what was planted, the night's ratio and interval as the gate read it (simultaneous), the slowdown
 * it stated it could see with 80% power, bytes per operation before and after, and which alarm it raised. Whether the
 * flags match the stated power is read off the same row.
 */
public record GateRealTable(String id, String title, String baseFile, String candidateFile, Map<String, String> planted, List<String> notes)
        implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        Run base = c.run(baseFile);
        Run cand = c.run(candidateFile);
        String cite = " [" + sources.cite(baseFile) + "/" + sources.cite(candidateFile) + "]";
        c.across(baseFile, candidateFile, base.results().get(0).key(), "real regressions"); // one paired session
        Comparison gate = Comparison.of(base, cand, new Estimator(Context.CONFIDENCE, Context.THRESHOLD, 0), 0.95);
        AllocationGate alloc = AllocationGate.of(gate);
        List<List<Cell>> rows = new ArrayList<>();
        int flaggedPlanted = 0;
        int flaggedOther = 0;
        for (Comparison.Row r : gate.rows()) {
            BenchmarkKey k = r.key();
            String plant = planted.getOrDefault(k.shortName(), "");
            boolean time = RatioVerdict.regression(r.estimate().ci(), gate.estimator().threshold());
            Optional<AllocationGate.Row> a = alloc.rows().stream().filter(x -> x.key().equals(k)).findFirst();
            boolean more = a.isPresent() && a.get().verdict() == AllocationGate.Verdict.MORE;
            double seen = GatePower.smallestSlowdown(r.estimate().ci(), gate.estimator().threshold(), GatePower.POWER);
            String alarm = time && more ? "tonight and allocation" : time ? "tonight" : more ? "allocation" : "none";
            if (!plant.isEmpty() && !alarm.equals("none")) {
                flaggedPlanted++;
            } else if (plant.isEmpty() && !alarm.equals("none")) {
                flaggedOther++;
            }
            rows.add(List.of(Cell.text(k.display()), Cell.text(plant.isEmpty() ? "nothing" : plant),
                    Cell.text(Cells.estimate(r.estimate(), Context.THRESHOLD) + cite),
                    Cell.text(Double.isInfinite(seen) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", seen * 100)),
                    Cell.text(a.map(x -> String.format(Locale.ROOT, "%,.1f → %,.1f", x.base().bytes(), x.current().bytes())).orElse("not measured")),
                    Cell.text(alarm)));
        }
        List<String> n = new ArrayList<>(notes);
        n.add(String.format(Locale.ROOT, "Flagged: %d of the %d benchmarks with something planted, %d of the %d without.", flaggedPlanted, planted.size(),
                flaggedOther, gate.rows().size() - planted.size()));
        List<String> headers = List.of("Benchmark", "Planted", "Candidate/baseline (simultaneous 95%)", "Stated: sees with 80% power",
                "B/op baseline → candidate", "Alarm");
        String label = "One nightly session of the planted branch (candidate) against the commit it branched from (baseline), run by "
                + "scripts/nightly.sh as the workflow runs it, read by the gate's own rule: tonight = the simultaneous interval wholly below 1 and the "
                + "ratio beyond -5%; allocation = bytes per operation up beyond the forks' spread and floor. Stated = the smallest slowdown the night "
                + "said it would flag with 80% power (at the upper bound of its sd).";
        return new FindingTable(id, title, headers, rows, sources.list(), label, n);
    }
}
