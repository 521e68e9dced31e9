package dev.jfpbench.report;

import dev.jfpbench.report.history.HistoryRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code ratios RUN.json... --out FILE}: the history record of a run (or of the sides of one paired session):
 * every ratio measured within it, with its interval, commit, JDK, Jackson and runner. The workflows append one per
 * run to the history; {@code report --history} draws them.
 */
@Command(name = "ratios", mixinStandardHelpOptions = true,
        description = {"Writes the history record of a run: its ratios with their intervals, commit, JDK, Jackson and runner (JSON).",
                "Several RUN.json: the sides of one paired session (each later side over the first is recorded too)."})
final class RatiosCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN.json")
    List<Path> runs;

    @Option(names = "--out", required = true, paramLabel = "FILE")
    Path out;

    @Option(names = "--source", defaultValue = "run", paramLabel = "NAME", description = "What made the run, e.g. nightly, full (default: ${DEFAULT-VALUE}).")
    String source;

    @Option(names = "--runner", paramLabel = "NAME", description = "The machine, e.g. the CI runner's name (default: the CPU from the sidecar).")
    String runner;

    @CommandLine.Mixin
    Options.Stats stats;

    @Override
    public Integer call() throws IOException {
        List<Run> loaded = Run.load(runs, runs.stream().map(p -> p.getFileName().toString()).toList());
        HistoryRecord r = HistoryRecord.of(loaded, stats.estimator(null), source, runner);
        r.write(out);
        spec.commandLine().getOut().println("Ratios: " + r.ratios().size() + " written to " + out);
        return ReportTool.OK;
    }
}
