package dev.jfpbench.report;

import dev.jfpbench.report.analysis.Analysis;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * The command-line tool that reads saved jfp-bench runs, run from perf.jar:
 * {@code java -cp target/perf.jar dev.jfpbench.report.ReportTool compare|report|history|get|findings|site}. It never runs a
 * benchmark (that is the runner's, {@code dev.jfpbench.runner.RunTool}). Exit codes: 0 fine; 1 {@code compare} found
 * a significant regression; 2 bad input or usage (one line on stderr); 3 an unexpected error.
 */
@Command(name = "ReportTool", mixinStandardHelpOptions = true, version = "jfp-bench report tool",
        description = "Saved JMH runs of jfp-bench: compare two runs, write reports, draw the history of ratios.",
        subcommands = {ReportTool.Compare.class, ReportTool.ReportCommand.class, RatiosCommand.class, GetCommand.class, FindingsCommand.class, PowerCommand.class, WarmupCommand.class, AnswerCommand.class, DesignsCommand.class, TrendCommand.class,
                dev.jfpbench.report.site.SiteCommand.class})
public final class ReportTool implements Callable<Integer> {
    public static final int OK = 0;
    public static final int REGRESSION = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL_ERROR = 3;

    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the tool in this JVM (tests call this) and returns its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        // Charts are drawn off screen; never try to open a display.
        System.setProperty("java.awt.headless", "true");
        PrintWriter o = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine cl = new CommandLine(new ReportTool());
        cl.setOut(o);
        cl.setErr(e);
        cl.setParameterExceptionHandler((ex, params) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println(c.getCommandSpec().qualifiedName() + ": " + ex.getMessage() + " (see --help)");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof BadInputException) {
                c.getErr().println(c.getCommandSpec().name() + ": " + ex.getMessage());
                return BAD_INPUT;
            }
            c.getErr().println(c.getCommandSpec().name() + ": unexpected error: " + ex);
            if (System.getenv("JFPBENCH_DEBUG") != null) {
                ex.printStackTrace(c.getErr());
            }
            return INTERNAL_ERROR;
        });
        int code = cl.execute(args);
        o.flush();
        e.flush();
        return code;
    }

    /** No subcommand: the usage, as for any other usage error. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return BAD_INPUT;
    }

    enum Format { md, text }

    /** reports/NAME/ beside a run (results/X.json -> results/reports/X/). */
    static Path defaultOut(Path run) {
        String name = run.getFileName().toString();
        name = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        Path parent = run.toAbsolutePath().getParent();
        return parent.resolve("reports").resolve(name);
    }

    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = {"Compares two runs benchmark by benchmark (same name, mode and parameters).",
                    "Exit 0: nothing regressed; 1: something is significantly slower beyond the threshold, or allocates more per operation (the allocation gate); 2: bad input."})
    static final class Compare implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "BASE.json")
        Path base;

        @Parameters(index = "1", paramLabel = "NEW.json")
        Path current;

        @CommandLine.Mixin
        Options.Stats stats;

        @CommandLine.Mixin
        Options.RunNoise runNoise;

        @CommandLine.Mixin
        Options.Family family;

        @Option(names = "--format", defaultValue = "text", paramLabel = "md|text", description = "Markdown or plain text (default: ${DEFAULT-VALUE}).")
        Format format;

        @Option(names = "--json", paramLabel = "FILE", description = "Also write the comparison as JSON (for scripts): verdict counts, every row's interval.")
        Path json;

        @Override
        public Integer call() throws IOException {
            List<Run> runs = Run.load(List.of(base, current), List.of("base", "new"));
            Comparison c = Comparison.of(runs.get(0), runs.get(1), stats.estimator(runNoise), family.fraction());
            ComparisonReport r = new ComparisonReport(c);
            spec.commandLine().getOut().print(r.render(format == Format.md, 2));
            spec.commandLine().getOut().flush();
            if (json != null) {
                Files.writeString(json, RunMetadata.MAPPER.writeValueAsString(r.json()), StandardCharsets.UTF_8);
            }
            return c.regressed() || r.allocation().regressed() ? REGRESSION : OK; // time or allocation (AllocationGate)
        }
    }

    @Command(name = "report", mixinStandardHelpOptions = true,
            description = {"Writes report.md and charts (PNG, SVG) for one or more runs into a directory.",
                    "Several runs (e.g. two JDKs) get one column each, and their ratios to the first run."})
    static final class ReportCommand implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..*", paramLabel = "RUN.json")
        List<Path> runs = new ArrayList<>();

        @Option(names = "--history", paramLabel = "DIR", description = {"Instead of runs: the history of ratios in DIR (repeatable): history records",
                "(ratios written by the nightly and full workflows) and saved runs, each ratio over time with its interval and detected changes."})
        List<Path> history = new ArrayList<>();

        @Option(names = "--ratio", paramLabel = "REGEX", description = "With --history: only the ratios whose name matches (e.g. 'VectorHeavy').")
        String ratio;

        @Option(names = "--out", paramLabel = "DIR", description = "Where report.md and the charts go (default: reports/<first run's name>/ beside the first run).")
        Path out;

        @Option(names = "--label", paramLabel = "LABEL", description = "Column label of each run, in order (default: JDK, Jackson, commit or file name, whichever tells them apart).")
        List<String> labels = new ArrayList<>();

        @Option(names = "--baseline", paramLabel = "BASE.json", description = "Also compare the (first) run with this one, at the top of the report.")
        Path baseline;

        @Option(names = "--note", paramLabel = "TEXT", description = "A line under the table of runs (repeatable), e.g. what a matrix could not run.")
        List<String> notes = new ArrayList<>();

        @Option(names = "--merge", description = {"Treat the result files as one run (e.g. a throughput run and a start-up run):",
                "the union of their benchmarks; a benchmark in two files is an error. Each file's sidecar is shown."})
        boolean merge;

        @CommandLine.Mixin
        Options.Stats stats;

        @CommandLine.Mixin
        Options.RunNoise runNoise;

        @CommandLine.Mixin
        Options.Family family;

        @Override
        public Integer call() throws IOException {
            if (!history.isEmpty()) {
                if (!runs.isEmpty() || merge || baseline != null) {
                    throw new BadInputException("--history reads folders: give no RUN.json, --merge or --baseline with it");
                }
                Path dir = out != null ? out : history.get(0).toAbsolutePath().resolve("history-report");
                Path md = dev.jfpbench.report.history.History.read(history, stats.estimator(runNoise),
                        ratio == null ? null : java.util.regex.Pattern.compile(ratio)).write(dir);
                spec.commandLine().getOut().println("Report: " + md);
                return OK;
            }
            if (runs.isEmpty()) {
                throw new BadInputException("give one or more RUN.json (or --history DIR)");
            }
            List<Run> loaded;
            if (merge) {
                if (labels.size() > 1) {
                    throw new BadInputException("--merge makes one run: give at most one --label");
                }
                loaded = List.of(Run.merge(runs, labels.isEmpty() ? null : labels.get(0)));
            } else {
                loaded = Run.load(runs, labels);
            }
            Optional<Comparison> comparison = Optional.empty();
            if (baseline != null) {
                Run base = Run.load(List.of(baseline), List.of("baseline")).get(0);
                comparison = Optional.of(Comparison.of(base, loaded.get(0), stats.estimator(runNoise), family.fraction()));
            }
            Path dir = out != null ? out : defaultOut(loaded.get(0).file());
            Path md = new Report(new Analysis(loaded, stats.estimator(runNoise), notes, comparison)).write(dir);
            spec.commandLine().getOut().println("Report: " + md);
            return OK;
        }
    }

}
