package dev.jfpbench.report;

import dev.jfpbench.report.findings.AnswerPicture;
import dev.jfpbench.report.findings.Blocks;
import dev.jfpbench.report.findings.CampaignTable;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.FindingTable;
import dev.jfpbench.report.findings.Markdown;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * {@code answer --run LABEL=FILE ...}: the answer table of a campaign's sides (one per JDK), as the README shows it
 * (the same {@link CampaignTable}), for a user's own run of {@code scripts/answer.sh}.
 */
@Command(name = "answer", mixinStandardHelpOptions = true,
        description = {"The answer table (Markdown) of an answer campaign: one column per side (JDK), every question, what to do.",
                "Exit 2: a file that is missing or not a result."})
final class AnswerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--run", required = true, description = "LABEL=FILE: one side of the campaign (e.g. jdk21=results/X-jdk21.json); repeat per JDK.")
    List<String> runs;

    @Option(names = "--out", description = "Also write the table here (Markdown).")
    Path out;

    @Option(names = "--target", paramLabel = "PERCENT", description = "The half-width the campaign settled its cells at (default: the answer's own, ${DEFAULT-VALUE}%%).",
            defaultValue = "2")
    double target;

    @Override
    public Integer call() throws Exception {
        Path root = Path.of("").toAbsolutePath();
        FindingTable table = CampaignTable.of("answer", runs, target / 100).table(new Context(root, Optional.empty()));
        // this table's own picture beside it (never the README's, which is another campaign's)
        Optional<Path> picture = out == null ? Optional.empty() : Optional.of(out.toAbsolutePath().resolveSibling("answer.svg"));
        String md = Markdown.render(table, root, out != null ? out.toAbsolutePath() : root.resolve("answer.md"), picture,
                "ReportTool answer " + runs.stream().map(r -> "--run " + r).collect(Collectors.joining(" ")));
        spec.commandLine().getOut().println(md);
        if (out != null) {
            Blocks.writeAtomically(picture.get(), AnswerPicture.svg(table));
            Blocks.writeAtomically(out, md);
        }
        return ReportTool.OK;
    }
}
