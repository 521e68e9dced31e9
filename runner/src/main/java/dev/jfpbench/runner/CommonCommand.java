package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.RunMetadata;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * {@code common REGEX --side LABEL=JAR ...}: which benchmarks REGEX selects in every side's jar, before a session
 * compares them. A benchmark present on one side only cannot be compared: bad input (exit 2, one line naming it)
 * unless {@code --allow-one-sided}, which leaves it out and says which. JSON on stdout: the benchmarks common to all
 * sides and a regex selecting exactly them ({@code commonRegex}), and per side what only it lacks.
 */
@Command(name = "common", mixinStandardHelpOptions = true,
        description = {"Prints (JSON) the benchmarks REGEX selects on every side's jar, and a regex selecting exactly them.",
                "A benchmark on some sides only: one line and exit 2, unless --allow-one-sided (then it is left out, and said so)."})
final class CommonCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "REGEX")
    String regex;

    @Option(names = "--side", required = true, paramLabel = "LABEL=JAR", description = "A side's jar (two or more).")
    Map<String, Path> sides = new LinkedHashMap<>();

    @Option(names = "--allow-one-sided", description = "Leave out the benchmarks some side lacks, instead of refusing.")
    boolean allowOneSided;

    /** The outcome: the common benchmarks (in the first side's order) and, per side, the selected ones it lacks. */
    record Common(List<String> benchmarks, Map<String, List<String>> lacking) {
        boolean oneSided() {
            return lacking.values().stream().anyMatch(l -> !l.isEmpty());
        }

        /** "baseline lacks a, b; candidate lacks c". */
        String describe() {
            return lacking.entrySet().stream().filter(e -> !e.getValue().isEmpty())
                    .map(e -> e.getKey() + " lacks " + String.join(", ", e.getValue())).collect(Collectors.joining("; "));
        }

        /** A regex JMH matches to exactly the common benchmarks (anchored, each name quoted). */
        String regex() {
            return benchmarks.stream().map(Pattern::quote).collect(Collectors.joining("|", "^(?:", ")$"));
        }
    }

    /** The benchmarks every side selected, and what each side lacks of the others' selection. */
    static Common of(Map<String, List<String>> selected) {
        Set<String> all = new LinkedHashSet<>();
        selected.values().forEach(all::addAll);
        List<String> common = all.stream().filter(n -> selected.values().stream().allMatch(l -> l.contains(n))).toList();
        Map<String, List<String>> lacking = new LinkedHashMap<>();
        selected.forEach((side, names) -> lacking.put(side, all.stream().filter(n -> !names.contains(n)).toList()));
        return new Common(common, lacking);
    }

    @Override
    public Integer call() throws Exception {
        if (sides.size() < 2) {
            throw new BadInputException("give two or more --side LABEL=JAR (got " + sides.size() + ")");
        }
        Map<String, List<String>> selected = new LinkedHashMap<>();
        for (Map.Entry<String, Path> e : sides.entrySet()) {
            if (!Files.isRegularFile(e.getValue())) {
                throw new BadInputException("side " + e.getKey() + ": no jar " + e.getValue());
            }
            selected.put(e.getKey(), Jmh.select(e.getValue(), regex, List.of()).stream().map(Jmh.Selected::name).toList());
        }
        Common c = of(selected);
        if (c.benchmarks().isEmpty()) {
            throw new BadInputException("no benchmark matches '" + regex + "' on every side" + (c.oneSided() ? " (" + c.describe() + ")" : ""));
        }
        if (c.oneSided()) {
            if (!allowOneSided) {
                throw new BadInputException("benchmarks on one side only: " + c.describe() + " (--allow-one-sided leaves them out)");
            }
            spec.commandLine().getErr().println("common: left out, on one side only: " + c.describe());
        }
        ObjectNode root = RunMetadata.MAPPER.createObjectNode();
        root.put("regex", regex);
        root.put("count", c.benchmarks().size());
        root.put("commonRegex", c.regex());
        ArrayNode names = root.putArray("benchmarks");
        c.benchmarks().forEach(names::add);
        ObjectNode lacking = root.putObject("lacking");
        c.lacking().forEach((side, l) -> {
            ArrayNode a = lacking.putArray(side);
            l.forEach(a::add);
        });
        List<String> leftOut = new ArrayList<>();
        c.lacking().values().forEach(l -> l.stream().filter(n -> !leftOut.contains(n)).forEach(leftOut::add));
        ArrayNode left = root.putArray("leftOut");
        leftOut.forEach(left::add);
        spec.commandLine().getOut().println(RunMetadata.MAPPER.writeValueAsString(root));
        return RunTool.OK;
    }
}
