package dev.jfpbench.report;

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
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;

/**
 * The command-line tool of jfp-bench results, run from perf.jar:
 * {@code java -cp target/perf.jar dev.jfpbench.report.ReportTool compare|report|sidecar|sizes|env|publish|baseline|rounds}.
 * Exit codes: 0 fine; 1 {@code compare} found a significant regression; 2 bad input or usage (one line on
 * stderr); 3 an unexpected error.
 */
@Command(name = "ReportTool", mixinStandardHelpOptions = true, version = "jfp-bench report tool",
        description = "Saved JMH runs of jfp-bench: compare two runs, write reports, record run metadata.",
        subcommands = {ReportTool.Compare.class, ReportTool.ReportCommand.class, ReportTool.Sidecar.class,
                ReportTool.SizesCommand.class, ReportTool.Env.class, ReportTool.Publish.class, ReportTool.Baseline.class})
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
        cl.addSubcommand("rounds", new dev.jfpbench.report.rounds.RoundsCommand()); // the paired-rounds engine (scripts/ab.sh)
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

    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = {"Compares two runs benchmark by benchmark (same name, mode and parameters).",
                    "Exit 0: nothing regressed; 1: something is significantly slower beyond the threshold; 2: bad input."})
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

        @Option(names = "--format", defaultValue = "text", paramLabel = "md|text", description = "Markdown or plain text (default: ${DEFAULT-VALUE}).")
        Format format;

        @Override
        public Integer call() {
            double threshold = stats.thresholdFraction();
            Significance significance = stats.significance();
            List<Run> runs = Run.load(List.of(base, current), List.of("base", "new"));
            Comparison c = Comparison.of(runs.get(0), runs.get(1), threshold, significance, runNoise.runNoiseFraction());
            spec.commandLine().getOut().print(new ComparisonReport(runs.get(0), runs.get(1), c).render(format == Format.md, 2));
            spec.commandLine().getOut().flush();
            return c.regressed() ? REGRESSION : OK;
        }
    }

    @Command(name = "report", mixinStandardHelpOptions = true,
            description = {"Writes report.md and charts (PNG, SVG) for one or more runs into a directory.",
                    "Several runs (e.g. two JDKs) get one column each, and their ratios to the first run."})
    static final class ReportCommand implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(arity = "1..*", paramLabel = "RUN.json")
        List<Path> runs;

        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Where report.md and the charts go.")
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

        @Override
        public Integer call() throws IOException {
            Significance significance = stats.significance();
            double threshold = stats.thresholdFraction();
            List<Run> loaded;
            if (merge) {
                if (labels.size() > 1) {
                    throw new BadInputException("--merge makes one run: give at most one --label");
                }
                loaded = List.of(Run.merge(runs, labels.isEmpty() ? null : labels.get(0)));
            } else {
                loaded = Run.load(runs, labels);
            }
            Optional<ComparisonReport> comparison = Optional.empty();
            if (baseline != null) {
                Run base = Run.load(List.of(baseline), List.of("baseline")).get(0);
                Comparison c = Comparison.of(base, loaded.get(0), threshold, significance, runNoise.runNoiseFraction());
                comparison = Optional.of(new ComparisonReport(base, loaded.get(0), c));
            }
            Path md = new Report(loaded, significance, notes, threshold).write(out, comparison);
            spec.commandLine().getOut().println("Report: " + md);
            return OK;
        }
    }

    @Command(name = "sidecar", mixinStandardHelpOptions = true,
            description = {"Writes a run's sidecar (X.meta.json): git commit and dirty state, Jackson and FastDoubleParser",
                    "versions on the class path, the forks' JDK, CPU, cores, OS, command, start, end, bytes per operation.",
                    "Never replaces an existing file."})
    static final class Sidecar implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--result", required = true, paramLabel = "RESULT.json", description = "JMH's result (may be missing or partial if the run died).")
        Path result;

        @Option(names = "--out", required = true, paramLabel = "FILE")
        Path out;

        @CommandLine.Mixin
        Options.Root root;

        @Option(names = "--java", paramLabel = "PATH", description = "The java the run used, when the result does not name it.")
        String java;

        @Option(names = "--start", paramLabel = "TIME")
        String start;

        @Option(names = "--end", paramLabel = "TIME")
        String end;

        @Option(names = "--exit-code", paramLabel = "N", defaultValue = "0", description = "JMH's exit code (not 0: the run did not complete).")
        int exitCode;

        @Option(names = "--script", paramLabel = "TEXT", description = "The script invocation that made the run.")
        String script;

        @Option(names = "--no-sizes", description = "Do not instantiate benchmarks to record their bytes per operation.")
        boolean noSizes;

        @Parameters(paramLabel = "COMMAND", description = "The full JMH command line (after --).")
        List<String> command = new ArrayList<>();

        @Override
        public Integer call() throws IOException {
            PrintWriter err = spec.commandLine().getErr();
            if (Files.exists(out)) {
                throw new BadInputException(out + " exists: a sidecar is never replaced");
            }
            List<BenchmarkResult> results = List.of();
            try {
                results = JmhResults.read(result);
            } catch (BadInputException e) {
                err.println("sidecar: warning: " + e.getMessage());
            }
            String jvm = results.isEmpty() || results.get(0).jvm().isEmpty() ? java : results.get(0).jvm();
            Map<String, Long> sizes = new TreeMap<>();
            if (!noSizes && !results.isEmpty()) {
                sizes = Sizes.of(results.stream().map(BenchmarkResult::key).toList(), w -> err.println("sidecar: warning: " + w));
            }
            RunMetadata meta = new RunMetadata(RunMetadata.SCHEMA, exitCode == 0 && !results.isEmpty(), exitCode, start, end,
                    command, script, Environment.git(root.root()), Environment.jdkOf(jvm), Environment.libraries(),
                    Environment.machine(), sizes);
            meta.write(out);
            return OK;
        }
    }

    @Command(name = "sizes", mixinStandardHelpOptions = true,
            description = {"Without a result: prints the bytes on the wire, raw, gzip and LZF, per dataset and format",
                    "(the documents of the compress and formats benchmarks; runs no benchmark).",
                    "With RESULT.json: prints the bytes per operation of each of its benchmarks (JSON), asked from the benchmark classes."})
    static final class SizesCommand implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..1", paramLabel = "RESULT.json")
        Path result;

        @Option(names = "--format", paramLabel = "md|text", description = "The wire-size table as Markdown or plain text (default: md).")
        Format format;

        @Override
        public Integer call() throws IOException {
            if (result == null) {
                Table t = WireSizes.table();
                spec.commandLine().getOut().print(format == Format.text ? t.text() : t.markdown());
                spec.commandLine().getOut().flush();
                return OK;
            }
            if (format != null) {
                throw new BadInputException("--format is for the wire-size table (sizes without a result); bytes per operation are JSON");
            }
            List<BenchmarkResult> results = JmhResults.read(result);
            PrintWriter err = spec.commandLine().getErr();
            SortedMap<String, Long> sizes = Sizes.of(results.stream().map(BenchmarkResult::key).toList(), w -> err.println("sizes: warning: " + w));
            spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(sizes));
            return OK;
        }
    }

    @Command(name = "env", mixinStandardHelpOptions = true,
            description = "Prints what a sidecar would record about a JVM, the class path and this machine (JSON).")
    static final class Env implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @CommandLine.Mixin
        Options.Root root;

        @Option(names = "--java", paramLabel = "PATH", description = "Describe this java instead of the one running the tool.")
        String java;

        @Override
        public Integer call() throws IOException {
            Map<String, Object> env = new java.util.LinkedHashMap<>();
            env.put("git", Environment.git(root.root()));
            env.put("jdk", java == null ? Environment.currentJdk() : Environment.jdkOf(java));
            env.put("libraries", Environment.libraries());
            env.put("machine", Environment.machine());
            spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(env));
            return OK;
        }
    }

    @Command(name = "publish", mixinStandardHelpOptions = true,
            description = {"Moves a finished result and its sidecar into DIR as NAME.json and NAME.meta.json",
                    "(NAME-1, NAME-2, ... when taken): never replaces a file. Prints the result's path."})
    static final class Publish implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "RESULT")
        Path result;

        @Parameters(index = "1", arity = "0..1", paramLabel = "SIDECAR")
        Path sidecar;

        @CommandLine.Mixin
        Options.Store store;

        @Override
        public Integer call() throws IOException {
            spec.commandLine().getOut().println(ResultStore.publish(result, sidecar, store.dir, store.name));
            return OK;
        }
    }

    @Command(name = "baseline", mixinStandardHelpOptions = true,
            description = "Copies a result and its sidecar to DIR/NAME.json as a baseline; an existing one only with --replace.")
    static final class Baseline implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "RESULT.json")
        Path result;

        @CommandLine.Mixin
        Options.Store store;

        @Option(names = "--replace", description = "Replace an existing baseline (nightly.sh --update-baseline).")
        boolean replace;

        @Override
        public Integer call() throws IOException {
            spec.commandLine().getOut().println(ResultStore.saveBaseline(result, store.dir, store.name, replace));
            return OK;
        }
    }
}
