package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.RunMetadata;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code select REGEX}: which benchmarks a regex selects in a jar (JMH's own list and matching), and with
 * {@code --shards N} how they split into shards that keep every pair whole. JSON, or with {@code --count} one number:
 * the scripts ask this instead of counting JMH's printed list.
 */
@Command(name = "select", mixinStandardHelpOptions = true,
        description = {"Prints the benchmarks REGEX selects (JSON: names, and with --shards N the shards), or with --count how many.",
                "JMH's -e excludes may follow after --."})
final class SelectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "REGEX")
    String regex;

    @Parameters(index = "1..*", paramLabel = "JMH-OPTION")
    List<String> jmhArgs = new ArrayList<>();

    @Option(names = "--jar", paramLabel = "JAR", description = "perf.jar (default: the jar this runs from).")
    Path jar;

    @Option(names = "--shards", paramLabel = "N", description = "Also split the selection into N shards that keep every pair whole.")
    Integer shards;

    @Option(names = "--count", description = "Print only how many benchmarks are selected (0 when none).")
    boolean count;

    @Option(names = "--java", paramLabel = "JAVA", description = {"The forks' java: what it cannot run is left out, one line on stderr saying why",
            "(benchmarks on virtual threads before JDK 21). Without it: the jar's list as JMH's, whatever JDK runs this."})
    String forkJava;

    @Option(names = "--contract", description = {"Instead of REGEX: the contract selections (JSON): each regex, the benchmarks it must select,",
            "what it selects in the jar and whether they agree; 'union' is the nightly's selection."})
    boolean contract;

    @Option(names = "--coverage", description = {"Instead of REGEX: the coverage selection (JSON): its regex (the cheapest runs that exercise every",
            "Jackson code path runner's Coverage names), per path the gate's and the selection's benchmarks, the maintainer's selection",
            "(scripts/jackson-change.sh's default: 'maintainerRegex'), and whether the jar agrees."})
    boolean coverage;

    @Option(names = "--answer", description = {"Instead of REGEX: the answer table's selection (JSON): 'regex', every question's benchmarks, and 'params',",
            "the JMH parameters the campaign fixes (-p each), 'target', the half-width a settled answer has at most,",
            "'droppable', the contenders a user's vectors file may leave out (Verify --drop)."})
    boolean answer;

    @Option(names = "--question", paramLabel = "REGEX", description = "With --answer: only the questions whose text matches (case ignored), e.g. vectors.")
    String question;

    @Override
    public Integer call() throws Exception {
        Path j = jar != null ? jar : RoundsCommand.ownJar();
        if (answer) {
            ObjectNode root = RunMetadata.MAPPER.createObjectNode();
            List<dev.jfpbench.report.answer.Question> questions = dev.jfpbench.report.answer.Questions.matching(question);
            root.put("regex", dev.jfpbench.report.answer.Questions.regex(questions));
            root.put("droppable", dev.jfpbench.report.answer.Questions.droppable(questions));
            ArrayNode texts = root.putArray("questions");
            questions.forEach(q -> texts.add(q.text()));
            root.put("count", Jmh.select(j, root.get("regex").asText(), List.of()).size());
            root.put("target", String.format(java.util.Locale.ROOT, "%.4g%%", dev.jfpbench.report.answer.Questions.TARGET * 100));
            ArrayNode params = root.putArray("params");
            dev.jfpbench.report.answer.Questions.PARAMS.forEach(params::add);
            spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(root));
            return RunTool.OK;
        }
        if (contract && coverage) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give --contract or --coverage, not both");
        }
        if (contract) {
            return contract(j);
        }
        if (coverage) {
            return coverage(j);
        }
        if (regex == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give a REGEX, --contract or --coverage");
        }
        List<Jmh.Selected> matched = Jmh.select(j, regex, jmhArgs);
        List<Jmh.Selected> selected = matched.isEmpty() || forkJava == null ? matched : Jmh.runnableOn(forkJava, matched, "select", spec.commandLine().getErr());
        if (count) {
            spec.commandLine().getOut().println(selected.size());
            return RunTool.OK;
        }
        ObjectNode root = RunMetadata.MAPPER.createObjectNode();
        root.put("regex", regex);
        root.put("count", selected.size());
        ArrayNode names = root.putArray("benchmarks");
        selected.forEach(s -> names.add(s.name()));
        ArrayNode virtual = root.putArray("virtualThreads"); // of those, the ones on virtual threads: JDK 21+ only (the runner leaves them out before)
        selected.stream().filter(Jmh.Selected::virtualThreads).forEach(s -> virtual.add(s.name()));
        if (shards != null) {
            List<BenchmarkKey> keys = new ArrayList<>();
            selected.forEach(s -> keys.addAll(s.keys()));
            ArrayNode sh = root.putArray("shards");
            for (List<String> s : Shards.of(keys, Math.max(1, shards))) {
                ArrayNode a = sh.addArray();
                s.forEach(a::add);
            }
        }
        spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(root));
        return RunTool.OK;
    }

    private Integer coverage(Path j) throws Exception {
        ObjectNode root = RunMetadata.MAPPER.createObjectNode();
        root.put("regex", Coverage.regex());
        root.put("runs", Coverage.selection().stream().mapToInt(Coverage.Benchmark::runs).sum());
        ArrayNode chosen = root.putArray("benchmarks");
        Coverage.selection().forEach(b -> chosen.add(b.name()));
        root.put("maintainerRegex", Coverage.regex(Coverage.maintainer()));
        Coverage.maintainer().forEach(root.putArray("maintainer")::add);
        root.put("gateRegex", Contract.union());
        ArrayNode gate = root.putArray("gate");
        Coverage.gate().forEach(gate::add);
        ArrayNode paths = root.putArray("paths");
        Coverage.table().forEach((p, cols) -> {
            ObjectNode o = paths.addObject();
            o.put("id", p.name());
            o.put("side", p.side());
            o.put("label", p.label());
            cols.get(0).forEach(o.putArray("gate")::add);
            cols.get(1).forEach(o.putArray("coverage")::add);
        });
        // The jar: every benchmark described exists with its runs, and the regex selects exactly the selection.
        java.util.Map<String, Integer> runs = new java.util.HashMap<>();
        for (Jmh.Selected s : Jmh.select(j, ".*", List.of())) {
            runs.put(Jmh.simple(s.name()), s.keys().size());
        }
        // the selection's benchmarks on virtual threads (JDK 21+; the rounds leave them out before), said for --java when it cannot run them
        List<Jmh.Selected> inJar = Jmh.select(j, Coverage.regex(), List.of());
        ArrayNode virtual = root.putArray("virtualThreads");
        inJar.stream().filter(Jmh.Selected::virtualThreads).forEach(s -> virtual.add(Jmh.simple(s.name())));
        if (forkJava != null) {
            Jmh.runnableOn(forkJava, inJar, "select --coverage", spec.commandLine().getErr());
        }
        List<String> problems = new ArrayList<>(Coverage.problems(runs));
        Coverage.maintainer().stream().filter(n -> !runs.containsKey(n)).forEach(n -> problems.add("the maintainer's selection names " + n + ", not in the jar"));
        List<String> got = Jmh.select(j, Coverage.regex(), List.of()).stream().map(s -> Jmh.simple(s.name())).sorted().toList();
        ArrayNode selected = root.putArray("selected");
        got.forEach(selected::add);
        if (!got.equals(Coverage.selection().stream().map(Coverage.Benchmark::name).sorted().toList())) {
            problems.add("the coverage regex selects " + got + " in the jar, not exactly the selection");
        }
        ArrayNode p = root.putArray("problems");
        problems.forEach(p::add);
        root.put("matches", problems.isEmpty());
        spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(root));
        return RunTool.OK;
    }

    private Integer contract(Path j) throws Exception {
        ObjectNode root = RunMetadata.MAPPER.createObjectNode();
        root.put("union", Contract.union());
        boolean all = true;
        ArrayNode sels = root.putArray("selections");
        for (Contract.Selection s : Contract.SELECTIONS) {
            List<String> got = Jmh.select(j, s.regex(), List.of()).stream()
                    .map(x -> x.name().substring(x.name().lastIndexOf('.', x.name().lastIndexOf('.') - 1) + 1)).sorted().toList();
            boolean matches = got.equals(s.selects().stream().sorted().toList());
            all &= matches;
            ObjectNode o = sels.addObject();
            o.put("regex", s.regex());
            o.put("count", s.selects().size());
            o.put("matches", matches);
            ArrayNode expected = o.putArray("selects");
            s.selects().forEach(expected::add);
            ArrayNode found = o.putArray("selected");
            got.forEach(found::add);
        }
        root.put("matches", all);
        spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(root));
        return RunTool.OK;
    }
}
