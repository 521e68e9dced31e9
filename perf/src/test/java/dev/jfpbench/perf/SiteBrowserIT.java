package dev.jfpbench.perf;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.findings.Context;
import dev.jfpbench.report.findings.Published;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The published findings and the results site, from one computation of their tables ({@code scripts/findings.sh
 * --check --site}, the jar's report tool): every generated block of the docs equals what its committed result files
 * give, the catalogue equals the jar's benchmark list, and no measured figure is typed outside a block; and the site
 * built from the same tables and the history fixture, in a real headless Chromium (Debian's chromium and
 * chromium-driver, through Selenium; nothing downloaded): every page loads with no console error and no request
 * outside the site, every chart has one mark per row of its table, every ratio on the home page equals the one
 * recomputed from its result file, every link resolves, and the compare page sorts. The mutant tests break a copy of
 * the site (a mark removed, an outside image, a ratio changed) and show each check then fails. Where Chromium is not
 * installed the browser checks are skipped, with one line saying why; the docs and the site's own pages are checked
 * anyway. Only the default jar: the compatibility build's jar holds fewer benchmarks, and the docs describe the
 * default one.
 */
class SiteBrowserIT {
    // overridable only to see the skip (-Djfpbench.chromium=/none); CI uses Debian's packages
    static final Path CHROMIUM = Paths.get(System.getProperty("jfpbench.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Paths.get(System.getProperty("jfpbench.chromedriver", "/usr/bin/chromedriver"));
    static final Path ROOT = ScriptsIT.ROOT;

    static Path site;
    static ScriptsIT.Outcome findings;
    static ChromeDriver driver;
    static ChromeDriverService service;
    static Path profile;
    static final List<Path> MUTANTS = new ArrayList<>();

    static String missing;

    @BeforeAll
    static void checkTheFindingsBuildTheSiteAndStartChromium() throws Exception {
        assumeTrue(!Boolean.parseBoolean(System.getProperty("jackson.legacy", "false")) && ScriptsIT.JAR.getFileName().toString().equals("perf.jar"),
                "the findings describe the default jar (this is the compatibility build)");
        site = Files.createTempDirectory("jfp-site");
        Path history = ROOT.resolve("report/src/test/resources/history-machine");
        findings = ScriptsIT.script(Files.createTempDirectory("findings"), "findings.sh", "--check", "--site", site.toString(), "--history", history.toString());
        assertThat(site.resolve("index.html")).as("the site: " + findings.err() + findings.out()).exists();
        Path fixtures = ROOT.resolve("report/src/test/resources/fixtures");
        Process compare = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-Djava.awt.headless=true", "-cp",
                ScriptsIT.JAR.toString(), "dev.jfpbench.report.ReportTool", "site", "--root", ROOT.toString(), "--out", site.toString(), "--compare",
                fixtures.resolve("base.json").toString(), fixtures.resolve("regressed.json").toString()).redirectErrorStream(true).start();
        String said = new String(compare.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(compare.waitFor()).as(said).isZero();

        missing = !Files.isExecutable(CHROMIUM) ? CHROMIUM.toString() : !Files.isExecutable(DRIVER) ? DRIVER.toString() : null;
        if (missing != null) {
            System.out.println("SiteBrowserIT: browser checks skipped: no " + missing + " (apt-get install chromium chromium-driver; .ci/run does)");
            return;
        }
        profile = Files.createTempDirectory("jfp-chromium");
        // the driver and the browser named explicitly: Selenium Manager has nothing to find or download
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
                "--user-data-dir=" + profile, "--window-size=1400,1000");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        driver = new ChromeDriver(service, o);
    }

    @AfterAll
    static void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        List<Path> made = new ArrayList<>(MUTANTS);
        made.add(site);
        made.add(profile);
        for (Path p : made) {
            if (p != null) {
                delete(p);
            }
        }
    }

    @Test
    void theDocsShowWhatTheCommittedResultsGive() {
        assertThat(findings.exitCode()).as("scripts/findings.sh --check\n" + findings.err() + findings.out()).isZero();
        assertThat(findings.out()).contains("every block matches its result files");
    }

    static void needsBrowser() {
        Assumptions.assumeTrue(missing == null, () -> "no " + missing);
    }

    /** Without a browser: the pages and the data they cite are there, and each chart has one mark per row of its table. */
    @Test
    void theSiteHasItsPagesAndTheirData() throws IOException {
        String home = Files.readString(site.resolve("index.html"));
        String answer = "data/" + Path.of(Published.CAMPAIGN_17).getFileName();
        String meta = answer.replaceFirst("\\.json$", ".meta.json");
        assertThat(home).contains("id=\"f-answer\"", answer, meta).doesNotContain("http://", "https://");
        assertThat(site.resolve(meta)).exists();
        assertThat(site.resolve("site.css")).exists();
        assertThat(Files.readString(site.resolve("q-digits-double-write.html"))).contains("<h2>Crossover</h2>", "Fast/Default, JDK 17: ");
        for (String page : new String[] {"index.html", "q-digits-double-read.html", "q-libraries-float.html"}) {
            String html = Files.readString(site.resolve(page));
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("data-table=\"([^\"]+)\"").matcher(html);
            assertThat(m.find()).isTrue();
            String id = m.group(1);
            String table = html.substring(html.indexOf("<table id=\"" + id + "\""));
            table = table.substring(0, table.indexOf("</table>"));
            String svg = html.substring(m.start(), html.indexOf("</svg>", m.start()));
            assertThat(count(svg, "<g class=\"mark")).isEqualTo(count(table, "<tr data-row=")).isPositive();
        }
    }

    @Test
    void everyPageLoadsCleanlyAndEveryChartHasAMarkPerRow() throws IOException {
        needsBrowser();
        List<Path> pages = pages(site);
        assertThat(pages).extracting(p -> p.getFileName().toString()).contains("index.html", "q-fast-default.html", "q-digits-double-read.html",
                "q-formats-float.html", "q-libraries-float.html", "q-jackson-versions.html", "trend.html", "gate.html", "compare.html");
        List<String> problems = new ArrayList<>();
        int charts = 0;
        for (Path page : pages) {
            open(page);
            problems.addAll(consoleErrors(page));
            problems.addAll(outsideRequests(page));
            problems.addAll(chartMarks(page));
            charts += driver.findElements(By.cssSelector("svg.chart")).size();
        }
        assertThat(problems).isEmpty();
        assertThat(charts).as("charts on the site").isGreaterThan(pages.size());
        // a marked point where the table says a change starts, and only there (a marked step: report's SiteCommandTest)
        String trend = Files.readString(site.resolve("trend.html"));
        assertThat(count(trend, "<g class=\"mark change\"")).isEqualTo(count(trend, "\" class=\"change\">"));
    }

    @Test
    void theHomePageShowsTheRatiosOfItsFilesAndIsSaved() throws IOException {
        needsBrowser();
        open(site.resolve("index.html"));
        assertThat(driver.findElements(By.cssSelector("td.measured span.ratio"))).hasSizeGreaterThan(10);
        assertThat(shownRatios(site)).isEmpty();
        Path shot = Paths.get("target/site-home.png").toAbsolutePath();
        Files.createDirectories(shot.getParent());
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("SiteBrowserIT: home page screenshot " + shot);
    }

    @Test
    void theComparePageSorts() {
        needsBrowser();
        open(site.resolve("compare.html"));
        WebElement ratio = driver.findElements(By.cssSelector("#t-compare thead th")).get(2);
        ratio.click();
        List<Double> up = column(2);
        assertThat(up).hasSizeGreaterThan(1).isSorted();
        ratio.click();
        List<Double> down = column(2);
        List<Double> reversed = new ArrayList<>(up);
        java.util.Collections.reverse(reversed);
        assertThat(down).isEqualTo(reversed);
        assertThat(down.get(0)).isGreaterThan(down.get(down.size() - 1));
    }

    @Test
    void aChartThatLosesAMarkFails() throws IOException {
        needsBrowser();
        Path copy = mutant("q-fast-default.html", html -> html.replaceFirst("(?s)<g class=\"mark\" data-row=\"0\">.*?</g>", ""));
        open(copy.resolve("q-fast-default.html"));
        assertThat(chartMarks(copy.resolve("q-fast-default.html"))).singleElement().asString().contains("marks");
    }

    @Test
    void aPageRequestingAnOutsideUrlFails() throws IOException {
        needsBrowser();
        Path copy = mutant("index.html", html -> html.replace("<main>", "<main>\n<img src=\"https://example.invalid/x.png\" alt=\"\">"));
        open(copy.resolve("index.html"));
        assertThat(consoleErrors(copy.resolve("index.html"))).as("the failed load is logged too").isNotEmpty();
        assertThat(outsideRequests(copy.resolve("index.html"))).isNotEmpty().allMatch(p -> p.contains("example.invalid"));
    }

    @Test
    void aShownRatioThatDiffersFromItsFileFails() throws IOException {
        needsBrowser();
        Path copy = mutant("index.html", html -> {
            int i = html.indexOf("<span class=\"ratio\">") + "<span class=\"ratio\">".length();
            int j = html.indexOf('×', i);
            double shown = Double.parseDouble(html.substring(i, j));
            return html.substring(0, i) + String.format(Locale.ROOT, "%.3f", shown + 0.001) + html.substring(j);
        });
        open(copy.resolve("index.html"));
        assertThat(shownRatios(copy)).hasSize(1);
    }

    // ---- the checks: each returns one line per problem found on the page open in the browser

    static List<String> consoleErrors(Path page) {
        List<String> out = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
                out.add(page.getFileName() + ": console error: " + e.getMessage());
            }
        }
        return out;
    }

    /** Every resource the page loaded (the Performance API) and every src and href in its DOM: inside the site, and there. */
    @SuppressWarnings("unchecked")
    static List<String> outsideRequests(Path page) {
        Path root = page.getParent();
        List<String> urls = new ArrayList<>((List<String>) js("return performance.getEntriesByType('resource').map(e => e.name);"));
        urls.addAll((List<String>) js("return Array.from(document.querySelectorAll('[src],[href]')).map(e => "
                + "new URL(e.getAttribute('src') || e.getAttribute('href'), document.baseURI).href);"));
        List<String> out = new ArrayList<>();
        for (String u : urls) {
            if (u.startsWith("data:")) {
                continue;
            }
            URI uri = URI.create(u);
            if (!"file".equals(uri.getScheme())) {
                out.add(page.getFileName() + ": requests outside the site: " + u);
                continue;
            }
            Path target = Paths.get(URI.create(u.replaceFirst("[#?].*$", ""))).normalize();
            if (!target.startsWith(root)) {
                out.add(page.getFileName() + ": links outside the site: " + u);
            } else if (!Files.isRegularFile(target)) {
                out.add(page.getFileName() + ": a link that does not resolve: " + u);
            }
        }
        return out;
    }

    /** Every chart names its table; it has as many marks as the table has rows (counted in the page, one call). */
    @SuppressWarnings("unchecked")
    static List<String> chartMarks(Path page) {
        List<String> out = new ArrayList<>();
        List<List<Object>> charts = (List<List<Object>>) js("return Array.from(document.querySelectorAll('svg.chart')).map(c => {"
                + " const t = document.getElementById(c.getAttribute('data-table'));"
                + " return [c.getAttribute('data-table'), c.querySelectorAll('g.mark').length, t ? t.querySelectorAll('tbody tr').length : -1]; });");
        for (List<Object> c : charts) {
            String id = (String) c.get(0);
            long marks = ((Number) c.get(1)).longValue();
            long rows = ((Number) c.get(2)).longValue();
            if (rows < 0) {
                out.add(page.getFileName() + ": chart of " + id + " has no table");
            } else if (marks != rows || rows == 0) {
                out.add(page.getFileName() + ": chart of " + id + " has " + marks + " marks for " + rows + " rows");
            }
        }
        return out;
    }

    /** Each ratio the home page shows against the paired ratio recomputed from the result files it names (read in one call). */
    @SuppressWarnings("unchecked")
    static List<String> shownRatios(Path root) {
        List<String> out = new ArrayList<>();
        Map<String, Run> runs = new LinkedHashMap<>();
        List<Map<String, String>> cells = (List<Map<String, String>>) js("return Array.from(document.querySelectorAll('td.measured')).map(td => ({"
                + " shown: td.querySelector('span.ratio').innerText, file: td.getAttribute('data-file'), baseFile: td.getAttribute('data-base-file'),"
                + " numerator: td.getAttribute('data-numerator'), denominator: td.getAttribute('data-denominator'), kind: td.getAttribute('data-kind') }));");
        // each round read as its session measured it: a round in turns off its paired turns (the file's sidecar says which)
        Estimator estimator = new Estimator(Context.CONFIDENCE, Context.THRESHOLD, 0);
        for (Map<String, String> td : cells) {
            String shown = td.get("shown");
            Run inFile = run(runs, root.resolve(td.get("file")));
            Run base = run(runs, root.resolve(td.get("baseFile")));
            BenchmarkKey n = result(runs, root.resolve(td.get("file")), td.get("numerator")).key();
            BenchmarkKey d = result(runs, root.resolve(td.get("baseFile")), td.get("denominator")).key();
            double r = ("change".equals(td.get("kind")) // the ratio in data-file over the same ratio in data-base-file
                    ? estimator.change("", "", base, inFile, n, d) : estimator.estimate("", "", inFile, n, base, d))
                    .orElseThrow(() -> new AssertionError(td.get("file") + ": no ratio of " + td.get("numerator"))).ci().ratio();
            String file = String.format(Locale.ROOT, "%.3f×", r);
            if (!file.equals(shown)) {
                out.add("shows " + shown + " where " + td.get("file") + " gives " + file + " (" + td.get("numerator") + ")");
            }
        }
        return out;
    }

    private static Run run(Map<String, Run> runs, Path file) {
        return runs.computeIfAbsent(file.toString(), f -> Run.load(List.of(file), List.of(file.getFileName().toString())).get(0));
    }

    private static BenchmarkResult result(Map<String, Run> runs, Path file, String key) {
        Run run = run(runs, file);
        String[] k = key.split("\\|", -1);
        Map<String, String> params = new LinkedHashMap<>();
        for (String kv : k[2].isEmpty() ? new String[0] : k[2].split(",")) {
            String[] p = kv.split("=", 2);
            params.put(p[0], p[1]);
        }
        return run.get(BenchmarkKey.of(k[0], k[1], params)).orElseThrow(() -> new AssertionError(file + " has no " + key));
    }

    // ---- helpers

    static void open(Path page) {
        driver.get(page.toUri().toString());
    }

    static Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    private static List<Double> column(int col) {
        List<Double> out = new ArrayList<>();
        for (WebElement tr : driver.findElements(By.cssSelector("#t-compare tbody tr"))) {
            out.add(Double.parseDouble(tr.findElements(By.tagName("td")).get(col).getAttribute("data-sort")));
        }
        return out;
    }

    /** A copy of the site with one page changed. */
    private static Path mutant(String page, java.util.function.UnaryOperator<String> change) throws IOException {
        Path copy = Files.createTempDirectory("jfp-site-mutant");
        try (Stream<Path> s = Files.walk(site)) {
            for (Path p : s.toList()) {
                Path to = copy.resolve(site.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        String before = Files.readString(copy.resolve(page), StandardCharsets.UTF_8);
        String after = change.apply(before);
        assertThat(after).as("the mutation changed " + page).isNotEqualTo(before);
        Files.writeString(copy.resolve(page), after, StandardCharsets.UTF_8);
        MUTANTS.add(copy);
        return copy;
    }

    private static List<Path> pages(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".html")).sorted().toList();
        }
    }

    private static int count(String s, String what) {
        return (s.length() - s.replace(what, "").length()) / what.length();
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }
}
