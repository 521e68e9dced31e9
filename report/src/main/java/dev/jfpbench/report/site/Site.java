package dev.jfpbench.report.site;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.ComparisonReport;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.findings.Cell;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.Finding;
import dev.jfpbench.report.findings.FindingTable;
import dev.jfpbench.report.findings.Published;
import dev.jfpbench.report.findings.Source;
import dev.jfpbench.report.history.ChangePoints;
import dev.jfpbench.report.history.HistoryRecord;
import dev.jfpbench.report.stats.RatioVerdict;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The static results site: the home page (the answer table, the same model as the README's block), a page per
 * published finding, the trend of ratios and the gate's last verdicts (from history records, when given), and a
 * page comparing two runs. Plain HTML tables (readable without JavaScript), each chart an inline SVG with one
 * {@code g.mark} per row of the table beside it; every cited result file and sidecar is copied under
 * {@code data/} and linked. Nothing is requested outside the folder, so it works from file:// and any static host.
 * The site never computes a ratio of its own: it shows the findings' estimates, the history records' ratios, and
 * {@link Comparison}'s rows.
 */
public final class Site {
    /** The gate page shows this many last nights per runner and JDK. */
    static final int GATE_NIGHTS = 7;

    private final Path out;
    private final Set<String> copied = new LinkedHashSet<>();

    public Site(Path out) {
        this.out = out.toAbsolutePath().normalize();
    }

    /** The findings' pages, the trend and the gate; returns the pages written. */
    public List<Path> build(Context context, List<Path> historyDirs) throws IOException {
        return build(context, historyDirs, Optional.empty());
    }

    /** As {@link #build(Context, List)}, with another answer on the home page (a user's own campaign) when given. */
    public List<Path> build(Context context, List<Path> historyDirs, Optional<Finding> home) throws IOException {
        prepare();
        List<Rec> recs = history(historyDirs); // first: a bad folder is refused before the pages, which take a minute or two
        List<Path> pages = new ArrayList<>();
        Map<String, Finding> all = Published.all();
        List<Finding> questions = all.values().stream().filter(f -> !f.id().equals("answer") && !(f instanceof dev.jfpbench.report.findings.Catalogue) && !(f instanceof dev.jfpbench.report.findings.ContractTable)
                && !(f instanceof dev.jfpbench.report.findings.CoverageTable) && !(f instanceof dev.jfpbench.report.findings.BriefTable)
                && !(f instanceof dev.jfpbench.report.findings.JacksonChangeTable j && j.view() == dev.jfpbench.report.findings.JacksonChangeTable.View.BRIEF)).toList();
        Finding answer = home.orElse(all.get("answer"));
        if (answer == null) {
            throw new BadInputException("the published findings have no 'answer'");
        }
        String nav = nav(questions);
        pages.add(write("index.html", Html.page("jfp-bench: should I turn the fast options on?", nav,
                "<p>Every figure here is computed from a committed result file (the same model as the README's generated table); "
                        + "each ratio is a speed over another within one paired session, with its 95% interval.</p>\n"
                        + finding(context.table(answer), context), null)));
        for (Finding f : questions) {
            FindingTable t = context.table(f);
            pages.add(write("q-" + f.id() + ".html", Html.page(t.title(), nav, finding(t, context), null)));
        }
        pages.add(write("trend.html", Html.page("The trend of ratios, night by night", nav, trend(recs, historyDirs.isEmpty()), null)));
        pages.add(write("gate.html", Html.page("The gate: the last nights' verdicts", nav, gate(recs, historyDirs.isEmpty()), null)));
        return pages;
    }

    /** One page comparing two runs, every common benchmark's ratio and interval (B over A), sortable. */
    public Path compare(Path a, Path b, Context context) throws IOException {
        prepare();
        for (Path p : List.of(a, b)) {
            if (!Files.isRegularFile(p)) {
                throw new BadInputException("no result file " + p);
            }
        }
        List<Run> runs = Run.load(List.of(a, b), List.of("A", "B"));
        Comparison c = Comparison.of(runs.get(0), runs.get(1), context.estimator(), null);
        String la = copy(a), lb = copy(b);
        StringBuilder sb = new StringBuilder();
        sb.append("<p>B over A, benchmark by benchmark (above 1: B is faster), each ratio with its ")
                .append(Math.round(context.estimator().confidence() * 100)).append("% interval")
                .append(c.paired() ? " over the paired rounds." : ": the runs are not one paired session, so this is a cross-run comparison.")
                .append(" Click a column's heading to sort.</p>\n");
        sb.append("<p>A: ").append(withSidecar(la)).append(" · B: ").append(withSidecar(lb)).append("</p>\n");
        List<Html.Mark> marks = new ArrayList<>();
        StringBuilder rows = new StringBuilder();
        int i = 0;
        for (Comparison.Row r : c.rows()) {
            Estimate e = r.estimate();
            boolean d = e.ci().defined();
            marks.add(new Html.Mark(r.key().display(), e.ci().ratio(), d ? e.ci().low() : Double.NaN, d ? e.ci().high() : Double.NaN, null, null));
            rows.append("<tr data-row=\"").append(i++).append("\"><td>").append(Html.esc(r.key().display())).append("</td><td>")
                    .append(Html.esc(r.key().mode())).append("</td>")
                    .append(numCell(e.ci().ratio())).append(d ? numCell(e.ci().low()) + numCell(e.ci().high()) : "<td>n/a</td><td>n/a</td>")
                    .append("<td>").append(Html.esc(e.verdict().name().toLowerCase(Locale.ROOT))).append("</td>")
                    .append("<td data-sort=\"").append(e.ci().n()).append("\">").append(Html.esc(e.samplesText())).append("</td></tr>\n");
        }
        sb.append("<div class=\"pair\">\n").append(Html.chart("t-compare", marks));
        sb.append("<table id=\"t-compare\" class=\"sortable\"><thead><tr><th>Benchmark</th><th>Mode</th><th>B/A</th><th>low</th><th>high</th>"
                + "<th>Verdict</th><th>n</th></tr></thead>\n<tbody>\n").append(rows).append("</tbody></table>\n</div>\n");
        sb.append("<h2>The same comparison in text</h2>\n<pre>").append(Html.esc(new ComparisonReport(c).render(false, 2))).append("</pre>\n");
        return write("compare.html", Html.page("Compare two runs", "<nav><a href=\"index.html\">Home</a></nav>\n", sb.toString(), "sort.js"));
    }

    private void prepare() throws IOException {
        Files.createDirectories(out.resolve("data"));
        for (String asset : List.of("site.css", "sort.js")) {
            try (InputStream in = Site.class.getResourceAsStream(asset)) {
                Files.copy(Objects.requireNonNull(in, asset), out.resolve(asset), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private static String nav(List<Finding> questions) {
        StringBuilder sb = new StringBuilder("<nav><a href=\"index.html\">The answer</a>");
        for (Finding f : questions) {
            sb.append(" · <a href=\"q-").append(f.id()).append(".html\">").append(Html.esc(f.id())).append("</a>");
        }
        return sb.append(" · <a href=\"trend.html\">Trend</a> · <a href=\"gate.html\">Gate</a></nav>\n").toString();
    }

    /** A finding: its table as the docs show it, the chart of its measured cells beside their table, its sources. */
    private String finding(FindingTable t, Context context) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("<table id=\"f-").append(t.id()).append("\" class=\"finding\"><thead><tr>");
        t.headers().forEach(h -> sb.append("<th>").append(Html.esc(h)).append("</th>"));
        sb.append("</tr></thead>\n<tbody>\n");
        // one chart per column (e.g. per JDK), each beside a table of its own rows
        Map<Integer, List<Html.Mark>> marks = new LinkedHashMap<>();
        Map<Integer, StringBuilder> data = new LinkedHashMap<>();
        for (List<Cell> row : t.rows()) {
            sb.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                Cell cell = row.get(c);
                if (cell.estimate().isEmpty()) {
                    sb.append("<td>").append(Html.text(cell.text())).append("</td>");
                    continue;
                }
                Estimate e = cell.estimate().get();
                String file = copy(context.root().resolve(cell.file()));
                String base = copy(context.root().resolve(cell.baseFile()));
                sb.append("<td class=\"measured\"").append(cell.isChange() ? " data-kind=\"change\"" : "").append(" data-file=\"").append(Html.esc(file)).append("\" data-base-file=\"").append(Html.esc(base))
                        .append("\" data-numerator=\"").append(Html.esc(key(cell.numerator()))).append("\" data-denominator=\"")
                        .append(Html.esc(key(cell.denominator()))).append("\">").append(withRatio(cell.text(), e)).append("</td>");
                String label = row.get(0).text();
                boolean d = e.ci().defined();
                List<Html.Mark> ms = marks.computeIfAbsent(c, k -> new ArrayList<>());
                ms.add(new Html.Mark(label, e.ci().ratio(), d ? e.ci().low() : Double.NaN, d ? e.ci().high() : Double.NaN, null, null));
                data.computeIfAbsent(c, k -> new StringBuilder()).append("<tr data-row=\"").append(ms.size() - 1).append("\"><td>").append(Html.esc(label)).append("</td><td>")
                        .append(Html.esc(cell.prefix().isBlank() ? e.name() : cell.prefix().trim())).append("</td>")
                        .append(numCell(e.ci().ratio())).append(d ? numCell(e.ci().low()) + numCell(e.ci().high()) : "<td>n/a</td><td>n/a</td>")
                        .append("<td>").append(Html.esc(context.words(e))).append("</td><td>").append(link(file)).append("</td></tr>\n");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody></table>\n<p class=\"label\">").append(Html.esc(t.label())).append("</p>\n");
        for (Map.Entry<Integer, List<Html.Mark>> m : marks.entrySet()) {
            String id = "t-" + t.id() + "-" + m.getKey();
            String column = m.getKey() < t.headers().size() ? t.headers().get(m.getKey()) : "";
            sb.append("<h2>").append(Html.esc(column)).append(": each ratio with its interval</h2>\n<div class=\"pair\">\n")
                    .append(Html.chart(id, m.getValue()));
            sb.append("<table id=\"").append(id).append("\"><thead><tr><th>Row</th><th>Ratio of</th><th>ratio</th><th>low</th><th>high</th>"
                    + "<th>Verdict</th><th>File</th></tr></thead>\n<tbody>\n").append(data.get(m.getKey())).append("</tbody></table>\n</div>\n");
        }
        if (t.id().startsWith("digits")) {
            sb.append(crossovers(t));
        }
        sb.append(sources(t.sources(), context));
        t.notes().forEach(n -> sb.append("<p class=\"note\">").append(Html.text(n)).append("</p>\n"));
        return sb.toString();
    }

    /**
     * The digit sweep's crossovers, per column: where the verdict turns between faster and slower as the digit
     * count grows (rows whose interval decides neither are passed over). Read off the verdicts; no ratio computed.
     */
    static String crossovers(FindingTable t) {
        StringBuilder sb = new StringBuilder("<h2>Crossover</h2>\n<ul class=\"crossover\">\n");
        for (int c = 1; c < t.headers().size(); c++) {
            // a table may hold several sweeps (read, then write): each is read apart
            Map<String, List<String>> turns = new LinkedHashMap<>();
            Map<String, RatioVerdict> last = new LinkedHashMap<>();
            Map<String, String> lastRow = new LinkedHashMap<>();
            for (List<Cell> row : t.rows()) {
                if (c >= row.size() || row.get(c).estimate().isEmpty()) {
                    continue;
                }
                String label = row.get(0).text();
                String sweep = label.replaceAll("\\s*\\[[^\\]]*digits=[^\\]]*\\]", "").replaceFirst(" Fast/Default$", "");
                turns.computeIfAbsent(sweep, k -> new ArrayList<>());
                RatioVerdict v = RatioVerdict.of(row.get(c).estimate().get().ci(), Context.THRESHOLD);
                if (v != RatioVerdict.FASTER && v != RatioVerdict.SLOWER) {
                    continue;
                }
                String here = rowName(label);
                RatioVerdict before = last.get(sweep);
                if (before != null && v != before) {
                    turns.get(sweep).add(before.name().toLowerCase(Locale.ROOT) + " at " + lastRow.get(sweep) + ", "
                            + v.name().toLowerCase(Locale.ROOT) + " at " + here);
                }
                last.put(sweep, v);
                lastRow.put(sweep, here);
            }
            for (Map.Entry<String, List<String>> e : turns.entrySet()) {
                RatioVerdict v = last.get(e.getKey());
                String what = !e.getValue().isEmpty() ? String.join("; ", e.getValue())
                        : v == null ? "no row decided either way" : "no crossover (every decided row: " + v.name().toLowerCase(Locale.ROOT) + ")";
                sb.append("<li>").append(Html.esc(t.headers().get(c) + (turns.size() > 1 ? ", " + e.getKey() : "") + ": " + what)).append("</li>\n");
            }
        }
        return sb.append("</ul>\n").toString();
    }

    private static String rowName(String label) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[([^\\]]*digits=[^\\]]*)\\]").matcher(label);
        return m.find() ? m.group(1) : label;
    }

    /** The cell's text with its ratio marked, so a reader (and the browser test) finds the figure. */
    private static String withRatio(String text, Estimate e) {
        String html = Html.text(text);
        String r = Html.esc(e.ratioText());
        int i = html.indexOf(r);
        return i < 0 ? html : html.substring(0, i) + "<span class=\"ratio\">" + r + "</span>" + html.substring(i + r.length());
    }

    /** "benchmark|mode|k=v,k=v": what the test looks a cell's benchmark up by. */
    static String key(BenchmarkKey k) {
        return k.benchmark() + "|" + k.mode() + "|" + k.params().entrySet().stream().map(x -> x.getKey() + "=" + x.getValue()).collect(Collectors.joining(","));
    }

    private String sources(List<Source> sources, Context context) throws IOException {
        if (sources.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<h2>Sources: raw JMH JSON and sidecar</h2>\n<table class=\"sources\"><thead><tr><th>#</th><th>File</th>"
                + "<th>Sidecar</th><th>Date</th><th>Commit</th><th>JDK</th><th>Jackson</th><th>CPU</th><th>Rounds</th><th>Made by</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < sources.size(); i++) {
            Source s = sources.get(i);
            String f = copy(context.root().resolve(s.file()));
            String meta = sidecarOf(f);
            sb.append("<tr><td>[").append(i + 1).append("]</td><td>").append(link(f)).append("</td><td>").append(meta == null ? "none" : link(meta))
                    .append("</td><td>").append(Html.esc(s.date())).append("</td><td>").append(Html.esc(s.commit())).append("</td><td>")
                    .append(Html.esc(s.jdk())).append("</td><td>").append(Html.esc(s.jackson())).append("</td><td>").append(Html.esc(s.cpu()))
                    .append(s.cores() > 0 ? " (" + s.cores() + " cores)" : "").append("</td><td>").append(Html.esc(s.roundsText()))
                    .append("</td><td><code>").append(Html.esc(s.command())).append("</code></td></tr>\n");
        }
        return sb.append("</tbody></table>\n").toString();
    }

    /** A history record read from a folder, with its copy in the site. */
    record Rec(HistoryRecord record, String link) {
    }

    private List<Rec> history(List<Path> dirs) throws IOException {
        List<Rec> recs = new ArrayList<>();
        for (Path dir : dirs) {
            List<Path> files = dev.jfpbench.report.history.History.jsonFiles(dir);
            for (Path f : files) {
                JsonNode n;
                try {
                    n = RunMetadata.MAPPER.readTree(f.toFile());
                } catch (IOException e) {
                    continue;
                }
                if (n != null && n.isObject() && HistoryRecord.SCHEMA.equals(n.path("schema").asText())) {
                    recs.add(new Rec(HistoryRecord.read(f), copyAs(f, "history/" + f.getFileName())));
                }
            }
        }
        recs.sort(Comparator.comparing(r -> String.valueOf(r.record().time())));
        return recs;
    }

    private static String noHistory(boolean none) {
        return none ? "<p class=\"empty\">No history given: build the site with <code>scripts/site.sh --history DIR</code> (the "
                + "<code>benchmark-history</code> branch, or any folder of history records) to see it.</p>\n"
                : "<p class=\"empty\">No history record in the folders given.</p>\n";
    }

    /** One chart per ratio, JDK and runner over the nights, change points marked, each point linked to its record. */
    String trend(List<Rec> recs, boolean none) {
        if (recs.isEmpty()) {
            return noHistory(none);
        }
        Map<String, List<Object[]>> trends = new LinkedHashMap<>();
        for (Rec r : recs) {
            for (HistoryRecord.Ratio x : r.record().ratios()) {
                // one line per ratio, JDK, CPU model, fork options and (for the sides' ratio) baseline: HistoryRecord.trendKey
                String name = r.record().trendKey(x);
                trends.computeIfAbsent(name, k -> new ArrayList<>()).add(new Object[] {r, x});
            }
        }
        StringBuilder sb = new StringBuilder("<p>Each ratio is measured within one run (one paired session), so runs on different days share a "
                + "chart; a runner with another CPU has charts of its own. A point links to its run's record; a marked point starts a change, found "
                + "by PELT on the log ratios scaled by the series' noise, at least each point's own standard error from its interval, with the "
                + "penalty whose false changes the simulation harness measures (" + ChangePoints.PENALTY_TEXT + ").</p>\n");
        int t = 0;
        for (Map.Entry<String, List<Object[]>> e : trends.entrySet()) {
            List<Object[]> pts = e.getValue();
            double[] logs = pts.stream().mapToDouble(p -> Math.log(((HistoryRecord.Ratio) p[1]).ratio())).toArray();
            // the history's own rule: the series' noise, at least its points' own standard error (History.noiseFloor)
            Set<Integer> changes = new LinkedHashSet<>(ChangePoints.of(logs,
                    dev.jfpbench.report.history.History.noiseFloor(pts.stream().map(p -> (HistoryRecord.Ratio) p[1]).toList())));
            String id = "t-trend-" + t++;
            List<Html.Mark> marks = new ArrayList<>();
            StringBuilder rows = new StringBuilder();
            for (int i = 0; i < pts.size(); i++) {
                Rec r = (Rec) pts.get(i)[0];
                HistoryRecord.Ratio x = (HistoryRecord.Ratio) pts.get(i)[1];
                String when = String.valueOf(r.record().time());
                String commit = shortCommit(r.record().commit());
                boolean change = changes.contains(i);
                marks.add(new Html.Mark(when.substring(0, Math.min(10, when.length())) + " " + commit + (change ? " (change)" : ""), x.ratio(),
                        x.low() == null ? Double.NaN : x.low(), x.high() == null ? Double.NaN : x.high(), change ? "change" : null, r.link()));
                rows.append("<tr data-row=\"").append(i).append(change ? "\" class=\"change" : "").append("\"><td>").append(Html.esc(when))
                        .append("</td><td>").append(Html.esc(commit)).append("</td>").append(numCell(x.ratio()))
                        .append(x.low() == null ? "<td>n/a</td><td>n/a</td>" : numCell(x.low()) + numCell(x.high()))
                        .append("<td>").append(Html.esc(x.verdict())).append("</td><td>").append(change ? "change starts" : "")
                        .append("</td><td>").append(link(r.link())).append("</td></tr>\n");
            }
            sb.append("<h2>").append(Html.esc(e.getKey())).append("</h2>\n<div class=\"pair\">\n").append(Html.chart(id, marks))
                    .append("<table id=\"").append(id).append("\"><thead><tr><th>Time</th><th>Commit</th><th>ratio</th><th>low</th><th>high</th>"
                            + "<th>Verdict</th><th>Change</th><th>Run</th></tr></thead>\n<tbody>\n")
                    .append(rows).append("</tbody></table>\n</div>\n");
        }
        return sb.toString();
    }

    /** The candidate/baseline ratios of the last nights, per benchmark: verdict and the smallest change it could see. */
    String gate(List<Rec> recs, boolean none) {
        if (recs.isEmpty()) {
            return noHistory(none);
        }
        Map<String, List<Object[]>> rows = new LinkedHashMap<>();
        Map<String, List<Rec>> byRunner = recs.stream().collect(Collectors.groupingBy(
                r -> "JDK " + r.record().jdkMajor() + " · " + Objects.toString(r.record().runner(), "unknown runner"), LinkedHashMap::new, Collectors.toList()));
        for (Map.Entry<String, List<Rec>> g : byRunner.entrySet()) {
            List<Rec> last = g.getValue().subList(Math.max(0, g.getValue().size() - GATE_NIGHTS), g.getValue().size());
            for (Rec r : last) {
                for (HistoryRecord.Ratio x : r.record().ratios()) {
                    if ("SIDES".equals(x.kind())) {
                        rows.computeIfAbsent(x.name() + " · " + g.getKey(), k -> new ArrayList<>()).add(new Object[] {r, x});
                    }
                }
            }
        }
        if (rows.isEmpty()) {
            return "<p class=\"empty\">No gate verdict (candidate over baseline) in the history given.</p>\n";
        }
        StringBuilder sb = new StringBuilder("<p>Per benchmark, the last " + GATE_NIGHTS + " nights' candidate over baseline, measured in one "
                + "paired session on one runner: the verdict, and its power as the half-width of the interval (a change smaller than "
                + "that could not have been told from noise that night).</p>\n");
        for (Map.Entry<String, List<Object[]>> e : rows.entrySet()) {
            sb.append("<h2>").append(Html.esc(e.getKey())).append("</h2>\n<table class=\"gate\"><thead><tr><th>Time</th><th>Commit</th>"
                    + "<th>ratio</th><th>low</th><th>high</th><th>Verdict</th><th>Could see</th><th>Run</th></tr></thead>\n<tbody>\n");
            for (Object[] p : e.getValue()) {
                Rec r = (Rec) p[0];
                HistoryRecord.Ratio x = (HistoryRecord.Ratio) p[1];
                String power = x.low() == null ? "n/a"
                        : "±" + Estimate.pct(Math.max(x.high() / x.ratio() - 1, 1 - x.low() / x.ratio()));
                sb.append("<tr><td>").append(Html.esc(r.record().time())).append("</td><td>").append(Html.esc(shortCommit(r.record().commit())))
                        .append("</td>").append(numCell(x.ratio())).append(x.low() == null ? "<td>n/a</td><td>n/a</td>" : numCell(x.low()) + numCell(x.high()))
                        .append("<td>").append(Html.esc(x.verdict())).append("</td><td>").append(power).append("</td><td>").append(link(r.link()))
                        .append("</td></tr>\n");
            }
            sb.append("</tbody></table>\n");
        }
        return sb.toString();
    }

    private static String shortCommit(String c) {
        return c == null ? "unknown" : c.length() > 7 ? c.substring(0, 7) : c;
    }

    private static String numCell(double v) {
        return "<td class=\"num\" data-sort=\"" + v + "\">" + Html.num(v) + "</td>";
    }

    private static String link(String sitePath) {
        String name = sitePath.substring(sitePath.lastIndexOf('/') + 1);
        return "<a href=\"" + Html.esc(sitePath) + "\">" + Html.esc(name) + "</a>";
    }

    /** A result file and its sidecar copied to data/; returns the file's path in the site. */
    private String copy(Path file) throws IOException {
        String name = file.getFileName().toString();
        String link = copyAs(file, name);
        Path meta = file.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".meta.json");
        if (name.endsWith(".json") && Files.isRegularFile(meta)) {
            copyAs(meta, meta.getFileName().toString());
        }
        return link;
    }

    private String copyAs(Path file, String as) throws IOException {
        String link = "data/" + as;
        if (copied.add(link)) {
            Path to = out.resolve(link);
            Files.createDirectories(to.getParent());
            Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING);
        }
        return link;
    }

    private String withSidecar(String link) {
        String meta = sidecarOf(link);
        return link(link) + " (sidecar: " + (meta == null ? "none" : link(meta)) + ")";
    }

    private String sidecarOf(String link) {
        String meta = link.endsWith(".json") ? link.substring(0, link.length() - 5) + ".meta.json" : null;
        return meta != null && Files.isRegularFile(out.resolve(meta)) ? meta : null;
    }

    private Path write(String name, String html) throws IOException {
        Path p = out.resolve(name);
        Files.writeString(p, html, StandardCharsets.UTF_8);
        return p;
    }
}
