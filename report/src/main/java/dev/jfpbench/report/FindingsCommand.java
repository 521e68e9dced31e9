package dev.jfpbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.findings.Blocks;
import dev.jfpbench.report.findings.Cell;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.Finding;
import dev.jfpbench.report.findings.FindingTable;
import dev.jfpbench.report.findings.Published;
import dev.jfpbench.report.site.Site;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code findings}: the published findings (every figure the docs show) computed from committed result files, and
 * the generated blocks of the docs that show them. {@code scripts/findings.sh} runs it.
 */
@Command(name = "findings", mixinStandardHelpOptions = true,
        description = {"Renders the published findings into the docs' generated blocks (--write), checks them (--check, the default),",
                "or shows how one finding's cells are computed from their files (--explain ID). Exit: 0 clean, 1 a block differs or",
                "a figure is typed outside a block (one line each, naming it), 2 bad input."})
final class FindingsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    static final class Mode {
        @Option(names = "--write", description = "Put every block's rendering in place (then check the rest).")
        boolean write;
        @Option(names = "--check", description = "Exit 1 naming each block that differs and each figure typed outside a block (default).")
        boolean check;
        @Option(names = "--explain", paramLabel = "ID", description = "Recompute every cell of one finding from its file, round by round.")
        String explain;
        @Option(names = "--list", description = "The findings' ids and titles.")
        boolean list;
        @Option(names = "--ring-check", paramLabel = "NAME", description = "What scripts/ring-check.sh --check NAME runs, as JSON: the two "
                + "rings' regexes, the larger ring's size, the forks' parameters and the finding that reads the runs.")
        String ringCheck;
    }

    @ArgGroup(exclusive = true)
    Mode mode = new Mode();

    @Option(names = "--root", defaultValue = ".", paramLabel = "DIR", description = "The repository root (default: the current folder).")
    Path root;

    @Option(names = "--benchmarks", paramLabel = "FILE", description = "The jar's benchmark list as RunTool select prints it (JSON), for the catalogue.")
    Path benchmarks;

    @Option(names = "--contract", paramLabel = "FILE", description = "The contract selections as RunTool select --contract prints them (JSON).")
    Path contract;

    @Option(names = "--coverage", paramLabel = "FILE", description = "The coverage facts as RunTool select --coverage prints them (JSON).")
    Path coverage;

    @Option(names = "--site", paramLabel = "DIR", description = {"With --check or --write: also build the results site there (as the site command does)",
            "from the same tables, computed once for both."})
    Path site;

    @Option(names = "--history", paramLabel = "DIR", description = "With --site: history records for its trend and gate pages (repeatable).")
    List<Path> history = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (!Files.isDirectory(root)) {
            throw new BadInputException("no folder " + root);
        }
        if (site == null && !history.isEmpty()) {
            throw new BadInputException("--history goes with --site");
        }
        if (mode.ringCheck != null) {
            dev.jfpbench.report.findings.RingSizeTable.Check check;
            try {
                check = dev.jfpbench.report.findings.RingSizeTable.Check.named(mode.ringCheck);
            } catch (IllegalArgumentException e) {
                throw new BadInputException(e.getMessage());
            }
            out.println(RunMetadata.MAPPER.writeValueAsString(check.describe()));
            out.flush();
            return ReportTool.OK;
        }
        if (site != null && (mode.list || mode.explain != null)) {
            throw new BadInputException("--site goes with --check or --write");
        }
        if (site != null && Files.exists(site) && !Files.isDirectory(site)) {
            throw new BadInputException(site + " is a file, not a folder");
        }
        for (Path h : history) {
            dev.jfpbench.report.history.History.jsonFiles(h); // a bad folder refused before the tables, which take a while
        }
        Map<String, Finding> findings = Published.all();
        Context c = new Context(root, benchmarkList(), contractSelections()).withCoverage(coverageFacts());
        if (mode.list) {
            findings.values().forEach(f -> out.println(f.id() + "\t" + f.title()));
            return ReportTool.OK;
        }
        if (mode.explain != null) {
            Finding f = findings.get(mode.explain);
            if (f == null) {
                throw new BadInputException("no finding '" + mode.explain + "' (--list shows them)");
            }
            explain(c.table(f), c, out);
            return ReportTool.OK;
        }
        List<Blocks.Problem> problems = new ArrayList<>(Blocks.run(c.root(), findings, c, Blocks.Committed.git(c.root()), mode.write));
        picture(findings, c, problems);
        powerLine(findings, c, problems);
        if (site != null) {
            int pages = new Site(site).build(c, history).size();
            out.println("Site: " + site.toAbsolutePath().normalize().resolve("index.html") + " (" + pages + " pages)");
        }
        problems.forEach(p -> spec.commandLine().getErr().println("findings: " + p.line()));
        if (problems.isEmpty()) {
            out.println(mode.write ? "findings: every block written; nothing typed outside them" : "findings: every block matches its result files");
            return ReportTool.OK;
        }
        return 1;
    }

    /** The nightly's measured power in one line ({@link dev.jfpbench.report.findings.GatePowerTable#headline}): written with --write, else checked. */
    private void powerLine(Map<String, Finding> findings, Context c, List<Blocks.Problem> problems) throws IOException {
        // the gate's design now, in turns with few turns a fork (the nights of the designs before it: their findings keep them)
        Finding power = findings.get("gate-power-turns2");
        if (power == null) {
            return;
        }
        String line = dev.jfpbench.report.findings.GatePowerTable.headline(c.table(power)) + "\n";
        generated(c.root().resolve(dev.jfpbench.report.findings.GatePowerTable.HEADLINE_FILE), line, "the nightly's measured power", problems);
        // the maintainer's command: its measured time and power, per session of Jackson's history in its design now, turns (scripts/jackson-change.sh --help)
        Finding history = findings.get("jackson-history-turns");
        if (history != null) {
            generated(c.root().resolve(dev.jfpbench.report.findings.JacksonChangeTable.HEADLINE_FILE),
                    dev.jfpbench.report.findings.JacksonChangeTable.headline(c.table(history)), "the maintainer's measured time and power", problems);
        }
    }

    /** A generated file: written (temporary name, then renamed) with --write, else compared and a problem added when it differs. */
    private void generated(Path p, String text, String what, List<Blocks.Problem> problems) throws IOException {
        if (mode.write) {
            Files.createDirectories(p.getParent());
            Path tmp = p.resolveSibling(p.getFileName() + ".tmp");
            Files.writeString(tmp, text, java.nio.charset.StandardCharsets.UTF_8);
            Files.move(tmp, p, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } else if (!Files.isRegularFile(p) || !Files.readString(p, java.nio.charset.StandardCharsets.UTF_8).equals(text)) {
            problems.add(new Blocks.Problem(relative(p) + ": " + what + " differs from its finding (scripts/findings.sh --write)"));
        }
    }

    private String relative(Path p) {
        return root.toAbsolutePath().normalize().relativize(p.toAbsolutePath().normalize()).toString();
    }

    /** The answer's picture ({@link dev.jfpbench.report.findings.AnswerPicture}): written with --write, else checked like a block. */
    private void picture(Map<String, Finding> findings, Context c, List<Blocks.Problem> problems) throws IOException {
        Finding answer = findings.get("answer");
        if (answer == null) {
            return;
        }
        String svg = dev.jfpbench.report.findings.AnswerPicture.svg(c.table(answer));
        generated(c.root().resolve(dev.jfpbench.report.findings.AnswerPicture.FILE), svg, "the answer's picture", problems);
    }

    private Optional<List<String>> benchmarkList() throws IOException {
        Optional<JsonNode> n = array(benchmarks, "benchmarks", "a benchmark list (RunTool select '.*')");
        return n.map(a -> {
            List<String> names = new ArrayList<>();
            a.forEach(x -> names.add(x.asText()));
            return names;
        });
    }

    private Optional<List<Context.Selection>> contractSelections() throws IOException {
        Optional<JsonNode> n = array(contract, "selections", "the contract (RunTool select --contract)");
        return n.map(a -> {
            List<Context.Selection> out = new ArrayList<>();
            for (JsonNode s : a) {
                List<String> selects = new ArrayList<>();
                s.path("selects").forEach(x -> selects.add(x.asText()));
                out.add(new Context.Selection(s.path("regex").asText(), selects));
            }
            return out;
        });
    }

    private Optional<Context.Coverage> coverageFacts() throws IOException {
        Optional<JsonNode> n = array(coverage, "paths", "the coverage (RunTool select --coverage)");
        return n.map(a -> {
            List<Context.CoveragePath> paths = new ArrayList<>();
            for (JsonNode p : a) {
                paths.add(new Context.CoveragePath(p.path("side").asText(), p.path("label").asText(), texts(p.path("gate")), texts(p.path("coverage"))));
            }
            JsonNode root;
            try {
                root = RunMetadata.MAPPER.readTree(coverage.toFile());
            } catch (IOException e) {
                throw new BadInputException(coverage + ": " + e.getMessage());
            }
            return new Context.Coverage(texts(root.path("gate")), root.path("regex").asText(), texts(root.path("benchmarks")), root.path("runs").asInt(), paths);
        });
    }

    private static List<String> texts(JsonNode array) {
        List<String> l = new ArrayList<>();
        array.forEach(x -> l.add(x.asText()));
        return l;
    }

    /** The non-empty array {@code field} of a JSON file one of the runner's commands wrote; absent when no file was given. */
    private static Optional<JsonNode> array(Path file, String field, String what) throws IOException {
        if (file == null) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(file)) {
            throw new BadInputException("no file " + file + " (" + what + ")");
        }
        JsonNode n = RunMetadata.MAPPER.readTree(file.toFile()).get(field);
        if (n == null || !n.isArray() || n.isEmpty()) {
            throw new BadInputException(file + ": not " + what);
        }
        return Optional.of(n);
    }

    /** A change cell: each side's ratio per round, and the ratio of the two. */
    private static void explainChange(String row, Cell cell, Context c, PrintWriter out) {
        Run next = c.run(cell.file());
        Run base = c.run(cell.baseFile());
        String unit = base.get(cell.denominator()).orElseThrow().primary().unit();
        BenchmarkResult nn = next.get(cell.numerator()).orElseThrow();
        BenchmarkResult nd = next.get(cell.denominator()).orElseThrow();
        BenchmarkResult bn = base.get(cell.numerator()).orElseThrow();
        BenchmarkResult bd = base.get(cell.denominator()).orElseThrow();
        int rounds = Estimator.speeds(nn, unit).length;
        // each side's ratio as its round measured it (its turns, or its forks), as the cell was read
        double[] up = Estimator.roundLogs(nn, next.partOf(cell.numerator()), nd, next.partOf(cell.denominator()), unit, rounds);
        double[] down = Estimator.roundLogs(bn, base.partOf(cell.numerator()), bd, base.partOf(cell.denominator()), unit, rounds);
        double[] logs = new double[rounds];
        out.println();
        out.println(row + ": " + cell.text());
        out.println("  " + cell.numerator().display() + " / " + cell.denominator().display() + " in " + cell.file() + ", over the same in " + cell.baseFile());
        for (int i = 0; i < rounds; i++) {
            logs[i] = up[i] - down[i];
            out.println(String.format(Locale.ROOT, "  round %d: %.4f / %.4f = %.4f", i + 1, Math.exp(up[i]), Math.exp(down[i]), Math.exp(logs[i])));
        }
        RatioInterval ci = PairedRatio.ofLogs(logs, Context.CONFIDENCE);
        out.println("  paired interval (" + PairedRatio.METHOD + "): " + ci.describe() + ", " + RatioVerdict.words(ci, Context.THRESHOLD));
    }

    /** Every measured cell recomputed from its files: the per-round speeds, their log ratios and the paired interval. */
    static void explain(FindingTable t, Context c, PrintWriter out) {
        out.println(t.id() + ": " + t.title());
        out.println(t.label());
        if (t.rows().stream().flatMap(List::stream).allMatch(cell -> cell.estimate().isEmpty())) {
            // a table of rates or readings (resampling, spreads): no ratio to take apart, so show it as just recomputed
            out.println();
            out.println("No ratio cells: every row below was recomputed from the files just now (the label says how).");
            out.println(String.join(" | ", t.headers()));
            t.rows().forEach(row -> out.println(String.join(" | ", row.stream().map(Cell::text).toList())));
            t.notes().forEach(n -> out.println(n));
            return;
        }
        for (List<Cell> row : t.rows()) {
            for (Cell cell : row) {
                if (cell.estimate().isEmpty()) {
                    continue;
                }
                if (cell.isChange()) {
                    explainChange(row.get(0).text(), cell, c, out);
                    continue;
                }
                Run num = c.run(cell.file());
                Run den = c.run(cell.baseFile());
                BenchmarkResult n = num.get(cell.numerator()).orElseThrow();
                BenchmarkResult d = den.get(cell.denominator()).orElseThrow();
                String unit = d.primary().unit();
                double[] ns = Estimator.speeds(n, unit);
                double[] ds = Estimator.speeds(d, unit);
                int rounds = Math.min(ns.length, ds.length);
                // a round in turns is read off its paired turns, as the cell was; any other off its forks' scores
                double[] logs = Estimator.roundLogs(n, num.partOf(cell.numerator()), d, den.partOf(cell.denominator()), unit, rounds);
                RatioInterval ci = PairedRatio.ofLogs(logs, Context.CONFIDENCE);
                out.println();
                out.println(row.get(0).text() + ": " + cell.text());
                out.println("  numerator   " + cell.numerator().display() + " in " + cell.file());
                out.println("  denominator " + cell.denominator().display() + " in " + cell.baseFile());
                for (int i = 0; i < rounds; i++) {
                    boolean turns = Math.abs(logs[i] - Math.log(ns[i] / ds[i])) > 1e-12;
                    out.println(String.format(Locale.ROOT, "  round %d: %.6g / %.6g %s = %.4f%s", i + 1, ns[i], ds[i], unit, ns[i] / ds[i],
                            turns ? String.format(Locale.ROOT, "; its paired turns: %.4f", Math.exp(logs[i])) : ""));
                }
                out.println("  paired interval (" + PairedRatio.METHOD + "): " + ci.describe() + ", " + RatioVerdict.words(ci, Context.THRESHOLD));
                cell.estimate().flatMap(dev.jfpbench.report.analysis.Estimate::twoLevels).ifPresent(l -> out.println(String.format(Locale.ROOT,
                        "  read in two levels (dev.jfpbench.report.stats.Levels): the higher %s, the lower %s; rounds at the higher %.0f%% "
                                + "(exact %s interval %.0f–%.0f%%); the two levels %.2f of their pooled spread apart (finding sim-levels: what "
                                + "a level's interval covers there)", l.high().describe(), l.low().describe(), l.share() * 100,
                        RatioInterval.percent(Context.CONFIDENCE), l.shareLow() * 100, l.shareHigh() * 100, l.separation())));
            }
        }
    }
}
