package dev.jfpbench.runner;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.JmhResults;
import dev.jfpbench.report.Options;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.Table;
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
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;

/**
 * The runner: everything that runs benchmarks and saves results, run from perf.jar:
 * {@code java -cp target/perf.jar dev.jfpbench.runner.RunTool run|rounds|select|common|sidecar|sizes|env|publish|baseline}.
 * Reading and rendering results is the report tool's ({@code dev.jfpbench.report.ReportTool}). Exit codes: 0 fine;
 * 2 bad input or usage (one line on stderr); 3 a benchmark run failed (what finished is saved, marked partial) or
 * an unexpected error.
 */
@Command(name = "RunTool", mixinStandardHelpOptions = true, version = "jfp-bench runner",
        description = "Runs jfp-bench benchmarks (single runs, paired rounds) and saves each result with its sidecar.",
        subcommands = {RunCommand.class, RoundsCommand.class, SelectCommand.class, CommonCommand.class, RunTool.Sidecar.class, RunTool.SizesCommand.class,
                RunTool.Env.class, RunTool.Publish.class, RunTool.Baseline.class})
public final class RunTool implements Callable<Integer> {
    public static final int OK = 0;
    public static final int BAD_INPUT = 2;
    public static final int RUN_FAILED = 3;

    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the tool in this JVM (tests call this) and returns its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        System.setProperty("java.awt.headless", "true");
        PrintWriter o = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine cl = new CommandLine(new RunTool());
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
            return RUN_FAILED;
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
