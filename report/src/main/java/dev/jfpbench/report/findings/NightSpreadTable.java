package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.power.GateResampler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A/A nights of one sitting on different JDKs, set side by side by how far a round moved (the measure the power
 * blocks compare nights by, {@link GatePowerTable#spread}): each night against the sitting's reference night (its JDK
 * 17 one), with a rough interval from the nights' rounds resampled, and the plan's criterion read from those ratios.
 * Expect a diagnostic, not a design: nights of one sitting follow one another, so the hour still differs a little.
 */
public record NightSpreadTable(String id, String title, List<String> baseFiles, List<String> candidateFiles, int reference, double jdkAtLeast,
                               double hoursAtMost, String plan) implements Finding {

    static final int DRAWS = 400;

    enum Reading { JDK, HOURS, UNRESOLVED }

    /** The plan's criterion on each other night's spread over the reference night's: all at least {@code jdkAtLeast}, all at most {@code hoursAtMost}, or neither. */
    static Reading reading(List<Double> ratios, double jdkAtLeast, double hoursAtMost) {
        if (ratios.isEmpty()) {
            throw new IllegalArgumentException("no night to set beside the reference");
        }
        return ratios.stream().allMatch(r -> r >= jdkAtLeast) ? Reading.JDK
                : ratios.stream().allMatch(r -> r <= hoursAtMost) ? Reading.HOURS : Reading.UNRESOLVED;
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Run> bases = new ArrayList<>();
        List<Run> candidates = new ArrayList<>();
        for (int i = 0; i < baseFiles.size(); i++) {
            c.requireOneSession(baseFiles.get(i), candidateFiles.get(i));
            sources.cite(baseFiles.get(i));
            sources.cite(candidateFiles.get(i));
            bases.add(c.run(baseFiles.get(i)));
            candidates.add(c.run(candidateFiles.get(i)));
        }
        // only its threshold is read: the gate's estimator, as the nights' own design read them
        GateResampler.Rule rule = GateResampler.Rule.nightlyFor(candidates.get(0), Double.NaN);
        double[][] draws = new double[bases.size()][DRAWS];
        SplittableRandom random = new SplittableRandom(1);
        for (int d = 0; d < DRAWS; d++) {
            for (int i = 0; i < bases.size(); i++) {
                List<List<Run>> r = GateResampler.redraw(List.of(bases.get(i)), List.of(candidates.get(i)), random);
                draws[i][d] = GatePowerTable.spread(r.get(0).get(0), r.get(1).get(0), rule);
            }
        }
        List<Map<String, GatePowerTable.NightSpread>> each = new ArrayList<>();
        for (int i = 0; i < bases.size(); i++) {
            each.add(GatePowerTable.spreads(bases.get(i), candidates.get(i), rule));
        }
        Map<String, GatePowerTable.NightSpread> refEach = each.get(reference);
        double ref = GatePowerTable.median(refEach);
        List<List<Cell>> rows = new ArrayList<>();
        List<Double> others = new ArrayList<>();
        for (int i = 0; i < bases.size(); i++) {
            Run b = bases.get(i);
            double s = GatePowerTable.median(each.get(i));
            int rounds = b.results().stream().mapToInt(x -> x.primary().forkScores().length).max().orElse(0);
            String ratio = "—";
            String further = "—";
            if (i != reference) {
                others.add(s / ref);
                double[] q = new double[DRAWS];
                for (int d = 0; d < DRAWS; d++) {
                    q[d] = draws[i][d] / draws[reference][d];
                }
                Arrays.sort(q);
                ratio = String.format(Locale.ROOT, "%.2f× (%.2f–%.2f)", s / ref, GatePowerTable.percentile(q, 0.025), GatePowerTable.percentile(q, 0.975));
                long more = each.get(i).entrySet().stream().filter(e -> refEach.containsKey(e.getKey())
                        && e.getValue().sd() > refEach.get(e.getKey()).sd()).count();
                further = more + " of " + each.get(i).size();
            }
            rows.add(List.of(Cell.text(b.file().getFileName().toString().substring(0, 16)), Cell.text("JDK " + b.jdkMajor()),
                    Cell.text(String.valueOf(rounds)), Cell.text(String.format(Locale.ROOT, "%.1f%%", s * 100)), Cell.text(ratio), Cell.text(further)));
        }
        String reading = switch (reading(others, jdkAtLeast, hoursAtMost)) {
            case JDK -> "the JDK is named the likely cause";
            case HOURS -> "the hours are named the cause, not the JDK";
            case UNRESOLVED -> "unresolved";
        };
        String label = String.format(Locale.ROOT, "Each night: a round's log ratio's spread (its winsorized sd: the standard error of the gate's estimator over sqrt(n)/h, "
                + "median over benchmarks), as in the power blocks' per-night lines; against the JDK %d night of the sitting, with a "
                + "rough 95%% interval (each night's rounds resampled, %d draws), and how many benchmarks' rounds moved further than on that night.",
                bases.get(reference).jdkMajor(), DRAWS);
        List<String> notes = List.of("A/A in measured code: " + plan, String.format(Locale.ROOT, "By the plan's criterion (every other night at least %.2f× the reference: the "
                + "JDK; every one at most %.2f×: the hours; otherwise unresolved): %s. Nights of one sitting, one after another, compared: not a "
                + "controlled comparison per round.", jdkAtLeast, hoursAtMost, reading));
        return new FindingTable(id, title, List.of("Night", "JDK", "Rounds", "A round moved by", "Against the reference night", "Benchmarks further"),
                rows, sources.list(), label, notes);
    }
}
