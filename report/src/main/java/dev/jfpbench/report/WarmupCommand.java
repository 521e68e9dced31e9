package dev.jfpbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.findings.Blocks;
import dev.jfpbench.report.findings.Column;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.Markdown;
import dev.jfpbench.report.findings.WarmupTable;
import dev.jfpbench.report.warmup.Warmup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code warmup --run LABEL=FILE ...}: the steady-state analysis of runs made with no warm-up ({@link Warmup}), as the
 * findings table prints it, and with {@code --json} per benchmark and per family for scripts.
 */
@Command(name = "warmup", mixinStandardHelpOptions = true,
        description = {"Classifies every fork of runs made with -wi 0 (flat, warm-up, slowdown, no steady state) and says when each",
                "benchmark's steady state began, and per family the warm-up it needs. Exit 2: a file not made with -wi 0, or not a result."})
final class WarmupCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--run", required = true, description = "LABEL=FILE: a run (e.g. jdk17=results/X-jdk17.json); repeat per JDK.")
    List<String> runs;

    @Option(names = "--json", description = "Also write the analysis as JSON here.")
    Path json;

    @Override
    public Integer call() throws Exception {
        List<Column> columns = new ArrayList<>();
        Map<String, Path> files = new LinkedHashMap<>();
        for (String r : runs) {
            int eq = r.indexOf('=');
            if (eq <= 0 || eq == r.length() - 1) {
                throw new BadInputException("--run takes LABEL=FILE, got '" + r + "'");
            }
            Path f = Path.of(r.substring(eq + 1)).toAbsolutePath().normalize();
            if (!Files.isRegularFile(f)) {
                throw new BadInputException("no result file " + f);
            }
            files.put(r.substring(0, eq), f);
            columns.add(Column.of(r.substring(0, eq), f.toString()));
        }
        Path root = Path.of("").toAbsolutePath();
        Context c = new Context(root, java.util.Optional.empty());
        WarmupTable table = new WarmupTable("warmup", "Warm-up, measured", columns, List.of());
        spec.commandLine().getOut().println(Markdown.render(table.table(c), root, root.resolve("warmup.md")));
        if (json != null) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            ArrayNode list = out.putArray("benchmarks");
            List<Warmup.Benchmark> all = new ArrayList<>();
            for (Map.Entry<String, Path> e : files.entrySet()) {
                for (Warmup.Benchmark b : WarmupTable.classify(c.run(e.getValue().toString()), e.getKey())) {
                    all.add(b);
                    ObjectNode o = list.addObject();
                    o.put("benchmark", b.benchmark());
                    o.put("jdk", b.jdk());
                    o.put("family", WarmupTable.family(b.benchmark()));
                    o.put("kind", b.kind().name().toLowerCase(java.util.Locale.ROOT));
                    o.put("consistent", b.consistent());
                    if (!Double.isNaN(b.steadyFrom())) {
                        o.put("steadyFrom", b.steadyFrom());
                    }
                }
            }
            ObjectNode needs = out.putObject("needs");
            WarmupTable.needs(all).forEach((k, v) -> {
                if (Double.isInfinite(v)) {
                    needs.putNull(k);
                } else {
                    needs.put(k, v);
                }
            });
            Blocks.writeAtomically(json, RunMetadata.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(out));
        }
        return ReportTool.OK;
    }
}
