package dev.jfpbench.report.findings;

import java.util.ArrayList;
import java.util.List;

/**
 * One group of the rates the simulation harness measured ({@link SimulatedRates}, the committed {@link SimulatedRates#FILE}):
 * each rule as coded, on rounds of known truth, beside what the docs publish of it and whether that holds within the
 * simulated rate's Monte Carlo error.
 */
public record SimulationTable(String id, String title, String group, List<String> notes, String archive) implements Finding {
    /** The z a claim must hold within (two-sided 99%). */
    public static final double Z = 2.576;

    /** The rates as committed now. */
    public SimulationTable(String id, String title, String group, List<String> notes) {
        this(id, title, group, notes, null);
    }

    /** The same table of the rates as they were committed on {@code day} (an entry of that day's rules). */
    public SimulationTable on(String day) {
        return new SimulationTable(id, title, group, notes, day);
    }

    @Override
    public FindingTable table(Context c) {
        SimulatedRates s = archive == null ? SimulatedRates.read() : SimulatedRates.archived(archive);
        String file = archive == null ? SimulatedRates.FILE : SimulatedRates.FILE.replace(".json", "-" + archive + ".json");
        List<List<Cell>> rows = new ArrayList<>();
        List<String> rules = new ArrayList<>();
        for (SimulatedRates.Row r : s.group(group)) {
            if (!rules.contains(r.rule())) {
                rules.add(r.rule());
            }
            String scenario = rules.size() == 1 ? r.scenario() : r.scenario() + " (rule " + (rules.indexOf(r.rule()) + 1) + ")";
            rows.add(List.of(Cell.text(scenario), Cell.text(r.published()), Cell.text(r.text()),
                    Cell.text(String.format(java.util.Locale.ROOT, "%,d", r.trials())),
                    Cell.text(r.kind() == SimulatedRates.Kind.NONE ? "stated as measured" : r.holds(Z) ? "holds" : "DOES NOT HOLD")));
        }
        if (rows.isEmpty()) {
            throw new dev.jfpbench.report.BadInputException(SimulatedRates.FILE + " has no rate of group '" + group + "'");
        }
        String ruleText = rules.size() == 1 ? "The rule: " + rules.get(0) + "."
                : String.join(" ", java.util.stream.IntStream.range(0, rules.size()).mapToObj(i -> "Rule " + (i + 1) + ": " + rules.get(i) + ".").toList());
        String label = ruleText + " Each rate: simulated decisions of the rule as coded (its production class, called by the harness in "
                + "report/src/test/java/dev/jfpbench/report/sim), on synthetic rounds of known truth, seed " + s.seed() + "; ± its Monte Carlo standard "
                + "error (binomial). A published rate holds when it lies within " + Z + " standard errors of the simulated one (an upper bound: not "
                + "exceeded by more; a lower bound: not fallen short of by more). From `" + file + "`, made by `" + s.command() + "`.";
        List<String> all = new ArrayList<>(s.notes().stream().filter(n -> n.group().equals(group)).map(SimulatedRates.Note::text).toList());
        all.addAll(notes);
        return new FindingTable(id, title, List.of("Scenario", "Published", "Harness", "Trials", "Published rate"), rows, List.of(), label, all);
    }
}
