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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Real nights with known regressions planted in the candidate (a branch whose measured methods do known extra work):
 * per benchmark, what was planted and, per night, the ratio and interval as the gate read it (simultaneous), the
 * slowdown it stated it could see with 80% power, bytes per operation before and after, and which alarm it raised.
 * Whether the flags match the stated power is read off the same row, and counted per night below the table.
 */
public record GateRealTable(String id, String title, List<Night> nights, Map<String, Plant> planted, List<String> notes) implements Finding {

    /** One nightly session of the planted branch: a short label, its two files (paths from the repository root). */
    public record Night(String label, String baseFile, String candidateFile) {
    }

    /** What was planted in one benchmark, and its size as a slowdown (NaN: not a time plant, e.g. an extra object). */
    public record Plant(String what, double slowdown) {
        static Plant time(String what, double slowdown) {
            return new Plant(what, slowdown);
        }

        static Plant allocation(String what) {
            return new Plant(what, Double.NaN);
        }
    }

    private record Read(String estimate, double seen, String bytes, String alarm) {
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        double floor = Context.THRESHOLD;
        Map<BenchmarkKey, List<Read>> reads = new LinkedHashMap<>();
        List<String> tally = new ArrayList<>();
        for (Night night : nights) {
            Run base = c.run(night.baseFile());
            Run cand = c.run(night.candidateFile());
            String cite = " [" + sources.cite(night.baseFile()) + "/" + sources.cite(night.candidateFile()) + "]";
            c.requireOneSession(night.baseFile(), night.candidateFile());
            // each night read by its own design's rule: the floor of the nights in turns, the -5% of those before
            floor = dev.jfpbench.report.power.GateResampler.Rule.nightlyFor(cand, Double.NaN).threshold();
            Comparison gate = Comparison.of(base, cand, new Estimator(Context.CONFIDENCE, floor, 0), 0.95);
            AllocationGate alloc = AllocationGate.of(gate);
            int flaggedPlanted = 0;
            int flaggedOther = 0;
            int coveredTime = 0;
            int coveredFlagged = 0;
            int measuredCovered = 0;
            int measuredFlagged = 0;
            for (Comparison.Row r : gate.rows()) {
                BenchmarkKey k = r.key();
                Plant plant = planted.get(k.shortName());
                boolean time = RatioVerdict.regression(r.estimate().ci(), gate.estimator().threshold());
                Optional<AllocationGate.Row> a = alloc.rows().stream().filter(x -> x.key().equals(k)).findFirst();
                boolean more = a.isPresent() && a.get().verdict() == AllocationGate.Verdict.MORE;
                double seen = GatePower.smallestSlowdown(r.estimate().ci(), gate.estimator().threshold(), GatePower.POWER);
                String alarm = time && more ? "tonight and allocation" : time ? "tonight" : more ? "allocation" : "none";
                if (plant != null && !alarm.equals("none")) {
                    flaggedPlanted++;
                } else if (plant == null && !alarm.equals("none")) {
                    flaggedOther++;
                }
                // the plant's size as the night measured it: the time per operation it added
                if (plant != null && !Double.isNaN(plant.slowdown()) && 1 / r.estimate().ci().ratio() - 1 > seen) {
                    measuredCovered++;
                    if (time) {
                        measuredFlagged++;
                    }
                }
                if (plant != null && plant.slowdown() > seen) {
                    coveredTime++;
                    if (time) {
                        coveredFlagged++;
                    }
                }
                reads.computeIfAbsent(k, x -> new ArrayList<>()).add(new Read(Cells.estimate(r.estimate(), floor) + cite, seen,
                        a.map(x -> String.format(Locale.ROOT, "%,.1f → %,.1f", x.base().bytes(), x.current().bytes())).orElse("not measured"), alarm));
            }
            tally.add(String.format(Locale.ROOT, "%s: flagged %d of the %d benchmarks with something planted, %d of the %d without; of the time "
                    + "plants larger than the slowdown the night stated it could see with 80%% power, %d of %d flagged (by the size the night measured, "
                    + "the time per operation its ratio says the plant added: %d of %d).", night.label(), flaggedPlanted,
                    planted.size(), flaggedOther, gate.rows().size() - planted.size(), coveredFlagged, coveredTime, measuredFlagged, measuredCovered));
        }
        List<List<Cell>> rows = new ArrayList<>();
        reads.forEach((k, rs) -> {
            if (rs.size() != nights.size()) {
                return; // a benchmark not in every night
            }
            Plant plant = planted.get(k.shortName());
            List<Cell> row = new ArrayList<>(List.of(Cell.text(k.display()), Cell.text(plant == null ? "nothing" : plant.what())));
            for (Read r : rs) {
                row.add(Cell.text(r.estimate()));
                row.add(Cell.text(Double.isInfinite(r.seen()) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", r.seen() * 100)));
                row.add(Cell.text(r.bytes()));
                row.add(Cell.text(r.alarm()));
            }
            rows.add(row);
        });
        List<String> headers = new ArrayList<>(List.of("Benchmark", "Planted"));
        for (Night n : nights) {
            headers.addAll(List.of(n.label() + ": candidate/baseline (simultaneous 95%)", n.label() + ": stated, sees with 80% power",
                    n.label() + ": B/op baseline → candidate", n.label() + ": alarm"));
        }
        List<String> n = new ArrayList<>(notes);
        n.addAll(tally);
        String label = (nights.size() == 1 ? "A nightly session" : "Nightly sessions") + " of the planted branch (candidate) against the commit it branched from (baseline), run by "
                + "scripts/nightly.sh as the workflow runs it, read by the gate's own rule: tonight = the simultaneous interval wholly below 1 and the "
                + "ratio beyond -" + Math.round(floor * 100) + "%; allocation = bytes per operation up beyond the forks' spread and floor. Stated = the smallest slowdown the night "
                + "said it would flag with 80% power (at its own sd, the sd's sampling error included).";
        return new FindingTable(id, title, headers, rows, sources.list(), label, n);
    }
}
