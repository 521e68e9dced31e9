package dev.jfpbench.report;

import dev.jfpbench.report.findings.Blocks;
import dev.jfpbench.report.findings.Column;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.DesignsTable;
import dev.jfpbench.report.findings.FindingTable;
import dev.jfpbench.report.findings.Markdown;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * {@code designs --run LABEL=FILE ...}: the designs side by side ({@link DesignsTable}) of a session made by
 * {@code scripts/answer.sh --designs}, one side per JDK.
 */
@Command(name = "designs", mixinStandardHelpOptions = true,
        description = {"The designs side by side (Markdown): per JDK and over all, each design's spread of a round's Fast/Default log ratio, "
                + "their ratios, round times and the minutes an interval of ±2%% needs. Exit 2: a file that is missing or not a result."})
final class DesignsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--run", required = true, description = "LABEL=FILE: one side of the session (e.g. jdk21=results/X-jdk21.json); repeat per JDK.")
    List<String> runs;

    @Option(names = "--out", description = "Also write the table here (Markdown).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path root = Path.of("").toAbsolutePath();
        List<Column> columns = new ArrayList<>();
        for (String r : runs) {
            int eq = r.indexOf('=');
            if (eq <= 0) {
                throw new BadInputException("--run must be LABEL=FILE, was '" + r + "'");
            }
            columns.add(Column.of(r.substring(0, eq), r.substring(eq + 1)));
        }
        FindingTable table = new DesignsTable("designs", "The designs side by side", columns, List.of()).table(new Context(root, Optional.empty()));
        String md = Markdown.render(table, root, out != null ? out.toAbsolutePath() : root.resolve("designs.md"), Optional.empty(),
                "ReportTool designs " + runs.stream().map(r -> "--run " + r).collect(Collectors.joining(" ")));
        spec.commandLine().getOut().println(md);
        if (out != null) {
            Blocks.writeAtomically(out, md);
        }
        return ReportTool.OK;
    }
}
