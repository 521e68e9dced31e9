package dev.jfpbench.report;

import dev.jfpbench.report.power.GateResampler;
import dev.jfpbench.report.power.PowerTables;
import dev.jfpbench.report.power.VarianceDesign;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

/**
 * {@code power --baseline A.json --candidate B.json}: the gate's power measured by resampling the rounds of a real
 * paired session (best an A/A one) with injected slowdowns, each resample decided by the nightly's own code
 * ({@link GateResampler}); and the variance at each level with the design that sees most in the budget ({@link VarianceDesign}).
 */
@Command(name = "power", mixinStandardHelpOptions = true,
        description = {"The nightly gate's detection and false-alarm rates, measured by resampling the rounds of a real paired session "
                + "(best an A/A session: the same code on both sides) with a slowdown injected into one benchmark at a time,",
                "and the variance components (iterations, forks, rounds) with the Kalibera-Jones design for the budget."})
final class PowerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--baseline", required = true, paramLabel = "FILE",
            description = "The session's baseline side (JMH JSON with its sidecar); repeat with --candidate to pool the rounds of several sessions.")
    List<Path> baseline;

    @Option(names = "--candidate", required = true, paramLabel = "FILE", description = "The session's candidate side (as many as --baseline, in the same order).")
    List<Path> candidate;

    @Option(names = "--resamples", defaultValue = "400", paramLabel = "N", description = "Resampled sessions per effect and benchmark (default: ${DEFAULT-VALUE}).")
    int resamples;

    @Option(names = "--effects", defaultValue = "2,5,10,20", split = ",", paramLabel = "PERCENT",
            description = "Slowdowns to inject (0%% is always run too; default: ${DEFAULT-VALUE}).")
    List<String> effects;

    @Option(names = "--benchmark", paramLabel = "REGEX", description = "Inject only into the benchmarks whose name matches (default: each in turn).")
    String benchmark;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Seed of the resampling (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--budget-minutes", defaultValue = "" + GateResampler.Rule.NIGHTLY_BUDGET_MINUTES, paramLabel = "MIN", description = "The nightly's budget (default: ${DEFAULT-VALUE}).")
    double budgetMinutes;

    @Option(names = "--least-rounds", paramLabel = "N", description = "The rounds every benchmark runs before any stops (default: the nightly's, "
            + GateResampler.Rule.NIGHTLY_LEAST_ROUNDS + "; with --before, that design's).")
    Integer leastRounds;

    @Option(names = "--round-seconds", paramLabel = "S", description = "One round's seconds (default: the session's, from its sidecar).")
    Double roundSeconds;

    @Option(names = "--iteration-seconds", paramLabel = "S", description = "One measured iteration's seconds (default: JMH's -r in the sidecar's command, else 1).")
    Double iterationSeconds;

    @Option(names = "--no-center", description = "Keep each benchmark's mean log ratio in the pool (default: centre it on no difference, as in an A/A session).")
    boolean noCenter;

    @Option(names = "--before", description = "Resample as the design before the gate's allocation ran (every benchmark every round, a ±2%% target).")
    boolean before;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write every rate as JSON.")
    Path json;

    @Override
    public Integer call() throws IOException {
        if (baseline.size() != candidate.size()) {
            throw new BadInputException("give as many --candidate as --baseline files (" + baseline.size() + " and " + candidate.size() + ")");
        }
        List<Run> bases = new ArrayList<>();
        List<Run> candidates = new ArrayList<>();
        for (int i = 0; i < baseline.size(); i++) {
            List<Run> pair = Run.load(List.of(baseline.get(i), candidate.get(i)), List.of("baseline", "candidate"));
            bases.add(pair.get(0));
            candidates.add(pair.get(1));
        }
        // the last session's rounds (the newest, when given oldest first) set the round time and the variance components
        List<Run> runs = List.of(bases.get(bases.size() - 1), candidates.get(candidates.size() - 1));
        double seconds = roundSeconds != null ? roundSeconds : GateResampler.roundSeconds(runs.get(1));
        if (Double.isNaN(seconds) || !(seconds > 0)) {
            throw new BadInputException(candidate.get(candidate.size() - 1) + ": its sidecar does not say how long the rounds took; give --round-seconds");
        }
        if (resamples < 1) {
            throw new BadInputException("--resamples must be at least 1");
        }
        GateResampler.Rule rule = (before ? GateResampler.Rule.before(seconds) : GateResampler.Rule.nightly(seconds)).withBudget(budgetMinutes * 60);
        if (leastRounds != null) {
            if (leastRounds < 2) {
                throw new BadInputException("--least-rounds must be at least 2 (an interval needs two rounds)");
            }
            rule = rule.withLeastRounds(leastRounds);
        }
        GateResampler g = GateResampler.pooled(bases, candidates, rule, !noCenter);
        List<Integer> targets = new ArrayList<>();
        for (int i = 0; i < g.keys().size(); i++) {
            if (benchmark == null || Pattern.compile(benchmark).matcher(g.keys().get(i).display()).find()) {
                targets.add(i);
            }
        }
        if (targets.isEmpty()) {
            throw new BadInputException("--benchmark '" + benchmark + "' matches none of the session's " + g.keys().size() + " benchmarks");
        }
        List<Double> e = new ArrayList<>(List.of(0.0));
        for (String x : effects) {
            double v = Significance.Percent.parse(x, "--effects") / 100;
            if (v > 0 && !e.contains(v)) {
                e.add(v);
            }
        }
        GateResampler.Result r = g.run(e, targets, resamples, seed);
        double iteration = iterationSeconds != null ? iterationSeconds : VarianceDesign.iterationSeconds(runs.get(1));
        java.util.Optional<VarianceDesign> design = VarianceDesign.unlessTurns(runs.get(0), runs.get(1), g.keys(), iteration, rule);

        PrintWriter out = spec.commandLine().getOut();
        out.println("## The gate's power, measured by resampling\n");
        out.println(PowerTables.source(r, bases, candidates) + "\n");
        out.println(PowerTables.effects(r).markdown());
        out.println(PowerTables.perBenchmark(r).markdown());
        out.println("## Variance components and the design for the budget\n");
        design.ifPresent(v -> out.println(PowerTables.design(v).markdown()));
        PowerTables.designNotes(design, rule.budgetSeconds()).forEach(l -> out.println(l + "\n"));
        out.flush();
        if (json != null) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("baseline", baseline.stream().map(Path::toString).toList());
            m.put("candidate", candidate.stream().map(Path::toString).toList());
            m.put("seed", seed);
            m.put("result", r);
            if (design.isEmpty()) {
                m.put("designNote", PowerTables.TURNS_NOT_PREDICTED);
            } else {
                VarianceDesign v = design.get();
                m.put("components", v.components());
                m.put("costs", v.costs());
                m.put("designNow", v.now());
                m.put("design", v.best());
                m.put("roundsFor10", v.roundsFor10(v.best()));
            }
            Files.writeString(json, RunMetadata.MAPPER.writeValueAsString(m), StandardCharsets.UTF_8);
        }
        return ReportTool.OK;
    }
}
