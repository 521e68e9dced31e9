package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.power.EstimatorCheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The estimator chosen on real A/A rounds ({@link EstimatorCheck}): per candidate and session size, the A/A coverage
 * of its 95% intervals, and how often the gate's rule flags a known 10% slowdown, with the rounds as they are and
 * with their outliers removed; each rate with the percentile interval of redrawn pools.
 */
public record EstimatorTable(String id, String title, List<String> baseFiles, List<String> candidateFiles, int[] sizes, int draws, int pools,
                             long seed) implements Finding {

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Run> bases = new ArrayList<>();
        List<Run> cands = new ArrayList<>();
        for (int i = 0; i < baseFiles.size(); i++) {
            sources.cite(baseFiles.get(i));
            sources.cite(candidateFiles.get(i));
            bases.add(c.run(baseFiles.get(i)));
            cands.add(c.run(candidateFiles.get(i)));
            c.requireOneSession(baseFiles.get(i), candidateFiles.get(i));
        }
        EstimatorCheck check = EstimatorCheck.of(bases, cands);
        List<EstimatorCheck.Row> rows = check.run(sizes, draws, pools, seed, 0.10, Context.THRESHOLD, 0.95);
        List<String> headers = List.of("Rounds", "Estimator", "A/A: 95% intervals covering 1", "10% slowdown flagged (gate's rule)",
                "Weakest benchmark", "10% flagged, outliers removed");
        List<List<Cell>> out = new ArrayList<>();
        for (EstimatorCheck.Row r : rows) {
            out.add(List.of(Cell.text(Integer.toString(r.rounds())), Cell.text(r.estimator()), Cell.text(rate(r.coverage())), Cell.text(rate(r.detected())),
                    Cell.text(rate(r.weakest())), Cell.text(rate(r.clean()))));
        }
        String label = String.format(Locale.ROOT, "Each rate: %d resampled sessions per benchmark (%d benchmarks) drawn from the %d rounds of %d A/A sessions, "
                        + "each round as it came out (neither centred nor mirrored: a round's skew and a night's offset are part of what an interval "
                        + "must cover), the truth of an A/A session being 1; in brackets the 2.5th and "
                        + "97.5th percentiles over %d pools redrawn from the sessions and their rounds (the data's own sampling error). Flagged: the gate's "
                        + "rule at simultaneous 95%% over the benchmarks (each interval at 1 - 5%%/%d), a 10%% slowdown injected into every round. Outliers "
                        + "removed: rounds beyond 4 scaled MADs of a benchmark's median left out. Seed %d. Sources: %s.",
                draws, check.benchmarks(), check.rounds(), baseFiles.size(), pools, check.benchmarks(), seed,
                String.join(", ", sources.list().stream().map(s -> "[" + (sources.list().indexOf(s) + 1) + "]").toList()));
        List<String> notes = List.of("The Hodges-Lehmann interval is exact only at the confidences its signed-rank distribution reaches: below 10 rounds "
                + "it has none at the gate's simultaneous level (infinite, never flagged).");
        return new FindingTable(id, title, headers, out, sources.list(), label, notes);
    }

    /** "95.1% (94.6–95.6%)". */
    static String rate(double[] r) {
        return Double.isNaN(r[1]) ? String.format(Locale.ROOT, "%.1f%%", r[0] * 100)
                : String.format(Locale.ROOT, "%.1f%% (%.1f–%.1f%%)", r[0] * 100, r[1] * 100, r[2] * 100);
    }
}
