package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Options;
import dev.jfpbench.report.RunMetadata;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code run REGEX -- [JMH options]}: the benchmarks REGEX selects, as plain JMH would run them (the user's options,
 * nothing fixed), one JMH invocation per benchmark so that what finished is never lost: JMH writes its result file
 * only at the end, so a run killed in its last benchmark would otherwise keep nothing. After each benchmark the
 * results so far are written to results/tmp/; at the end, or when the run is interrupted (Ctrl-C, SIGTERM, a
 * cancelled CI job) or a benchmark fails, what finished is saved with its sidecar, marked partial with the
 * benchmarks that did not run. Exit 0 saved complete; 2 bad input; 3 a benchmark failed (what finished is saved).
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the benchmarks REGEX selects (JMH options after --) and saves the result with its sidecar;",
                "an interrupted or failed run saves what finished, marked partial."})
final class RunCommand implements Callable<Integer> {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "REGEX", description = "The benchmarks, as for JMH.")
    String regex;

    @Parameters(index = "1..*", paramLabel = "JMH-OPTION", description = "JMH options (after --); not -rf, -rff, -o.")
    List<String> jmhArgs = new ArrayList<>();

    @Option(names = "--name", paramLabel = "NAME", description = "The result's name, after the UTC stamp (default: from the regex).")
    String name;

    @Option(names = "--results", paramLabel = "DIR", defaultValue = "results", description = "Where results go (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--java", paramLabel = "JAVA", description = "The java for JMH (default: the one running this).")
    String java;

    @Option(names = "--jar", paramLabel = "JAR", description = "perf.jar (default: the jar this runs from).")
    Path jar;

    @Option(names = "--script", paramLabel = "TEXT", description = "The script invocation, for the sidecar.")
    String script;

    @Option(names = "--summary", paramLabel = "FILE", description = "Also write what was saved as JSON (for scripts): result, complete, notRun.")
    Path summary;

    @CommandLine.Mixin
    Options.Root root;

    private final Object lock = new Object();
    private volatile Process current;
    /** Set by the shutdown hook before it stops the benchmark under way: that benchmark was interrupted, not failed. */
    private volatile boolean stopping;
    private boolean done;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String javaPath = java != null ? java : Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        Path jarPath = jar != null ? jar : RoundsCommand.ownJar();
        CommandLineOptions o = Jmh.check(jmhArgs, false);
        List<Jmh.Selected> matched = Jmh.select(jarPath, regex, jmhArgs);
        if (matched.isEmpty()) {
            throw new BadInputException("no benchmark matches '" + regex + "'");
        }
        List<Jmh.Selected> selected = Jmh.runnableOn(java, matched, "run", err);
        err.println("Running " + selected.size() + " benchmark(s) matching '" + regex + "' on " + javaPath);
        err.flush();
        Path resultsDir = results.toAbsolutePath();
        Path tmp = resultsDir.resolve("tmp");
        Files.createDirectories(tmp);
        Instant start = Instant.now();
        String stem = STAMP.format(start) + "-" + (name != null ? name : RoundsCommand.nameOf(regex));
        Path partial = tmp.resolve(stem + "." + ProcessHandle.current().pid() + ".json.partial");
        List<String> forkOptions = new ArrayList<>(List.of("-Xmx256m"));
        o.getJvmArgs().orElse(List.of()).forEach(a -> forkOptions.addAll(List.of(a.trim().split("\\s+"))));
        o.getJvmArgsAppend().orElse(List.of()).forEach(a -> forkOptions.addAll(List.of(a.trim().split("\\s+"))));
        RunMetadata.ForkJvm fork = ForkJvm.probe(javaPath, forkOptions, null, RoundsCommand.ownJarOrNull(), err);
        Publisher publisher = new Publisher(resultsDir, root.root(), script, err);
        List<ArrayNode> finished = new ArrayList<>();
        List<String> firstCommand = new ArrayList<>();
        Thread hook = new Thread(() -> {
            stopping = true;
            Jmh.destroyTree(current);
            finish(publisher, finished, selected, "interrupted (the run was stopped by a signal)", stem, javaPath, jarPath, start, firstCommand, fork, out, err);
        });
        Runtime.getRuntime().addShutdownHook(hook);
        String failure = null;
        for (Jmh.Selected s : selected) {
            Path file = tmp.resolve(stem + "." + ProcessHandle.current().pid() + "." + finished.size() + ".json");
            List<String> cmd = new ArrayList<>(List.of(javaPath, "-Xmx256m", "-jar", jarPath.toString(), Jmh.exact(s.name())));
            cmd.addAll(jmhArgs);
            cmd.addAll(List.of("-foe", "true", "-rf", "json", "-rff", file.toString()));
            if (firstCommand.isEmpty()) {
                firstCommand.addAll(cmd);
            }
            Process p;
            synchronized (lock) {
                if (done) {
                    break;
                }
                p = new ProcessBuilder(cmd).inheritIO().start();
                current = p;
            }
            int rc = p.waitFor();
            current = null;
            if (stopping) {
                failure = "interrupted (the run was stopped by a signal) during " + s.name();
                Files.deleteIfExists(file);
                break;
            }
            if (rc != 0 || !Files.isRegularFile(file)) {
                failure = s.name() + " failed (JMH exit " + rc + ")";
                Files.deleteIfExists(file);
                break;
            }
            synchronized (lock) {
                if (done) {
                    break;
                }
                finished.add(Merge.read(file));
                Files.delete(file);
                Merge.write(Merge.concat(finished), partial);
            }
        }
        boolean saved = finish(publisher, finished, selected, failure, stem, javaPath, jarPath, start, firstCommand, fork, out, err);
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down already: the hook saves
        }
        Files.deleteIfExists(partial);
        if (failure != null) {
            err.println("run: " + failure + (saved ? "; what finished is saved, marked partial" : "; nothing finished, nothing saved"));
            return RunTool.RUN_FAILED;
        }
        return RunTool.OK;
    }

    /** Saves what finished (once, whoever calls first: the run itself or the shutdown hook); false when nothing had finished. */
    private boolean finish(Publisher publisher, List<ArrayNode> finished, List<Jmh.Selected> selected, String failure, String stem, String javaPath,
                           Path jarPath, Instant start, List<String> command, RunMetadata.ForkJvm fork, PrintWriter out, PrintWriter err) {
        synchronized (lock) {
            if (done) {
                return true;
            }
            done = true;
            if (finished.isEmpty()) {
                if (failure != null) {
                    err.println("run: " + failure + "; no benchmark finished, nothing saved");
                }
                writeSummary(null, false, selected.stream().map(Jmh.Selected::name).toList(), err);
                return false;
            }
            try {
                ArrayNode all = Merge.concat(finished);
                List<String> ran = new ArrayList<>();
                all.forEach(e -> ran.add(e.path("benchmark").asText()));
                List<String> notRun = selected.stream().map(Jmh.Selected::name).filter(n -> !ran.contains(n)).toList();
                Path saved = publisher.publish(all, stem, javaPath, jarPath, null, start, Instant.now(), command,
                        new Publisher.Extras(fork, notRun, failure, null));
                out.println("Result: " + saved);
                out.println("Sidecar: " + RunMetadata.sidecarOf(saved));
                if (failure != null || !notRun.isEmpty()) {
                    out.println("Partial: " + ran.size() + " of " + selected.size() + " benchmark(s) finished; not run: " + String.join(", ", notRun));
                }
                out.flush();
                writeSummary(saved, notRun.isEmpty() && failure == null, notRun, err);
                return true;
            } catch (IOException | RuntimeException e) {
                err.println("run: could not save what finished: " + e.getMessage());
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    private void writeSummary(Path saved, boolean complete, List<String> notRun, PrintWriter err) {
        if (summary == null) {
            return;
        }
        try {
            ObjectNode n = RunMetadata.MAPPER.createObjectNode();
            n.putArray("results");
            if (saved != null) {
                ((com.fasterxml.jackson.databind.node.ArrayNode) n.get("results")).add(saved.toString());
                n.put("result", saved.toString());
            }
            n.put("complete", complete);
            n.set("notRun", RunMetadata.MAPPER.valueToTree(notRun));
            RunMetadata.MAPPER.writeValue(summary.toFile(), n);
        } catch (IOException e) {
            err.println("run: warning: could not write " + summary + ": " + e.getMessage());
        }
    }
}
