package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.power.GateResampler;
import dev.jfpbench.report.power.PowerTables;
import dev.jfpbench.report.power.VarianceDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The nightly gate's power, measured by resampling the rounds of a committed paired session (an A/A one: the same
 * code on both sides) with slowdowns of 2, 5, 10 and 20% injected into each benchmark in turn ({@link GateResampler}):
 * a row per effect, the benchmarks that cannot see 10% with 80% power named, and the design and budget that would
 * let them ({@link VarianceDesign}). Only the two sides of one paired session: anything else is refused.
 */
public record GatePowerTable(String id, String title, String baseFile, String candidateFile, int resamples, long seed, String sameMeasuredCode)
        implements Finding {
    static final List<Double> EFFECTS = List.of(0.0, 0.02, 0.05, 0.10, 0.20);

    /** The finding of an A/A nightly's two files (paths from the repository root): 200 resamples per row, seed 1. */
    public static GatePowerTable of(String baseFile, String candidateFile) {
        return of(baseFile, candidateFile, null);
    }

    /**
     * The same for two commits whose sidecars differ but whose measured code does not ({@code sameMeasuredCode} says
     * how that was checked): counted as an A/A session, and the note says why.
     */
    public static GatePowerTable of(String baseFile, String candidateFile, String sameMeasuredCode) {
        return new GatePowerTable("gate-power", "The nightly gate's power, measured: detection and false alarms by resampling a real A/A session",
                baseFile, candidateFile, 200, 1, sameMeasuredCode);
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        int nb = sources.cite(baseFile);
        int nc = sources.cite(candidateFile);
        Run base = c.run(baseFile);
        Run candidate = c.run(candidateFile);
        // The findings' own refusal of a ratio that is not from one paired session, before any resampling.
        c.across(baseFile, candidateFile, base.results().get(0).key(), "gate power");
        double seconds = GateResampler.roundSeconds(candidate);
        if (Double.isNaN(seconds)) {
            throw new dev.jfpbench.report.BadInputException("finding " + id + ": " + candidateFile + " does not say how long its rounds took");
        }
        GateResampler.Rule rule = GateResampler.Rule.nightly(seconds);
        GateResampler g = new GateResampler(base, candidate, rule, true);
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < g.keys().size(); i++) {
            all.add(i);
        }
        GateResampler.Result r = g.run(EFFECTS, all, resamples, seed);
        List<String> notes = new ArrayList<>();
        if (!r.aa() && sameMeasuredCode != null) {
            r = new GateResampler.Result(r.rows(), r.resamples(), r.poolRounds(), r.benchmarks(), true, r.sides(), r.centered(), r.rule());
            notes.add("A/A in measured code: " + sameMeasuredCode);
        }
        Table t = PowerTables.effects(r);
        List<List<Cell>> rows = t.rows().stream().map(row -> row.stream().map(Cell::text).toList()).toList();
        List<GateResampler.Row> weak = r.at(0.10).stream().filter(x -> x.detection().rate() < 0.8).toList();
        notes.add(weak.isEmpty() ? "Every benchmark is flagged in at least 80% of the resampled nightlies with a 10% slowdown."
                : "Below 80% at 10%: " + String.join(", ", weak.stream().map(x -> x.benchmark() + " "
                + String.format(Locale.ROOT, "%.0f%%", x.detection().rate() * 100)).toList()) + ".");
        notes.add("Read with care: the pool is " + r.poolRounds() + " rounds of one session. A resample repeats rounds, which narrows its intervals, so "
                + "the false-alarm rate at 0% is the resampling's and overstates the gate's (its simultaneous 95% intervals allow at most 5%), and the "
                + "detection rates lean optimistic. Pooling the rounds of several A/A nightlies is what would make these rates the gate's own.");
        VarianceDesign v = VarianceDesign.of(base, candidate, g.keys(), VarianceDesign.iterationSeconds(candidate), rule);
        notes.addAll(PowerTables.designNotes(v, rule.budgetSeconds()));
        String label = PowerTables.source(r, base, candidate) + " Sources [" + nb + "] (baseline) and [" + nc + "] (candidate); seed " + seed
                + "; rates with Wilson's 95% intervals. Reproduce: `ReportTool power --baseline " + baseFile + " --candidate " + candidateFile
                + " --resamples " + resamples + " --seed " + seed + "`.";
        return new FindingTable(id, title, t.headers(), rows, sources.list(), label, notes);
    }
}
