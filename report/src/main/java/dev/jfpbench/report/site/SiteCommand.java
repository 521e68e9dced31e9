package dev.jfpbench.report.site;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.ReportTool;
import dev.jfpbench.report.findings.Context;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code site}: the static results site ({@link Site}) from the committed results the published findings cite,
 * and the history when given; or, with {@code --compare A.json B.json}, the one page comparing two runs.
 * {@code scripts/site.sh} runs it. Exit 0, or 2 with one line on bad input.
 */
@Command(name = "site", mixinStandardHelpOptions = true,
        description = {"Writes the static results site (HTML, inline SVG charts, the cited result files under data/) into --out:",
                "the answer, a page per finding, the trend and the gate (from --history), or with --compare one page comparing two runs."})
public final class SiteCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--root", defaultValue = ".", paramLabel = "DIR", description = "The repository root (default: the current folder).")
    Path root;

    @Option(names = "--out", defaultValue = "target/site", paramLabel = "DIR", description = "Where the site goes (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--history", paramLabel = "DIR", description = "History records (the benchmark-history branch, or any folder; repeatable).")
    List<Path> history = new ArrayList<>();

    @Option(names = "--compare", arity = "2", paramLabel = "RUN.json", description = "Instead of the site: one page comparing A.json and B.json (B over A).")
    List<Path> compare = new ArrayList<>();

    @Option(names = "--answer", paramLabel = "LABEL=RUN.json", description = {"The home page's answer from these sides of an answer campaign",
            "(scripts/answer.sh; e.g. jdk21=results/X-jdk21.json, repeat per JDK) instead of the published one."})
    List<String> answer = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(root)) {
            throw new BadInputException("no folder " + root);
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new BadInputException(out + " is a file, not a folder");
        }
        Context context = new Context(root, Optional.empty());
        Site site = new Site(out);
        if (!compare.isEmpty()) {
            if (!history.isEmpty()) {
                throw new BadInputException("--compare makes one page: give no --history with it");
            }
            Path page = site.compare(compare.get(0), compare.get(1), context);
            spec.commandLine().getOut().println("Site: " + page.toAbsolutePath());
            return ReportTool.OK;
        }
        Optional<dev.jfpbench.report.findings.Finding> home = Optional.empty();
        if (!answer.isEmpty()) {
            home = Optional.of(dev.jfpbench.report.findings.CampaignTable.of("answer", answer, dev.jfpbench.report.answer.Questions.TARGET));
        }
        int pages = site.build(context, history, home).size();
        spec.commandLine().getOut().println("Site: " + out.toAbsolutePath().normalize().resolve("index.html") + " (" + pages + " pages)");
        return ReportTool.OK;
    }
}
