package dev.jfpbench.report.site;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.assertj.core.api.Assertions.assertThat;

/** The site command: the pages without history, the compare page, and one line on bad input before anything is built. */
class SiteCommandTest {
    static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
    static final Path FIXTURES = Paths.get("src/test/resources/fixtures").toAbsolutePath();

    // the whole site from the committed results is built and checked once, in perf's SiteBrowserIT (with or without a browser)
    @Test
    void withoutHistoryTheTrendAndGateSaySo(@TempDir Path out) {
        Site site = new Site(out);
        assertThat(site.trend(java.util.List.of(), true)).contains("No history given");
        assertThat(site.gate(java.util.List.of(), true)).contains("No history given");
        assertThat(site.trend(java.util.List.of(), false)).contains("No history record in the folders given");
    }

    @Test
    void aStepInTheTrendIsMarkedWhereItStartsAndAFlatSeriesIsNot(@TempDir Path out) {
        // ten nights with tight intervals: the ratio steps from 1.00 to 1.20 at the sixth; the same noise without the step marks nothing
        Site site = new Site(out);
        java.util.List<Site.Rec> step = new java.util.ArrayList<>();
        java.util.List<Site.Rec> flat = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            double wiggle = (i % 2 == 0 ? 1 : -1) * 0.004;
            step.add(night(i, (i < 5 ? 1.0 : 1.2) * (1 + wiggle)));
            flat.add(night(i, 1 + wiggle));
        }
        String marked = site.trend(step, false);
        assertThat(marked).contains("class=\"mark change\"").contains("<tr data-row=\"5\" class=\"change\"");
        assertThat(marked.split("class=\"mark change\"", -1)).hasSize(2);
        assertThat(site.trend(flat, false)).doesNotContain("mark change").doesNotContain("change starts");
    }

    private static Site.Rec night(int i, double ratio) {
        var r = new dev.jfpbench.report.history.HistoryRecord.Ratio("X.read Fast/Default", "FAST_DEFAULT", ratio, ratio * 0.99, ratio * 1.01, 0.95,
                "paired", 8, "faster");
        return new Site.Rec(new dev.jfpbench.report.history.HistoryRecord(dev.jfpbench.report.history.HistoryRecord.SCHEMA,
                String.format("2026-11-%02dT02:00:00Z", i + 1), "c" + i, "17", "2.23.0", "r", "CPU", "nightly", java.util.List.of(r), null, null, null),
                "history/" + i + ".json");
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path out) {
        Fixtures.Outcome o = Fixtures.tool("site", "--root", ROOT, "--out", out, "--compare", FIXTURES.resolve("base.json"), out.resolve("none.json"));
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.errLines()).singleElement().asString().contains("no result file");
        Fixtures.Outcome h = Fixtures.tool("site", "--root", ROOT, "--out", out, "--history", out.resolve("nowhere"));
        assertThat(h.exitCode()).isEqualTo(2);
        assertThat(h.errLines()).singleElement().asString().contains("no such file or folder");
    }

    @Test
    void theFindingsSiteOptionsRefuseBadInputInOneLineBeforeAnyTable(@TempDir Path out) {
        Fixtures.Outcome h = Fixtures.tool("findings", "--root", ROOT, "--check", "--history", out);
        assertThat(h.exitCode()).isEqualTo(2);
        assertThat(h.errLines()).singleElement().asString().contains("--history goes with --site");
        Fixtures.Outcome l = Fixtures.tool("findings", "--root", ROOT, "--list", "--site", out);
        assertThat(l.exitCode()).isEqualTo(2);
        assertThat(l.errLines()).singleElement().asString().contains("--site goes with --check or --write");
        Fixtures.Outcome n = Fixtures.tool("findings", "--root", ROOT, "--check", "--site", out, "--history", out.resolve("nowhere"));
        assertThat(n.exitCode()).isEqualTo(2);
        assertThat(n.errLines()).singleElement().asString().contains("no such file or folder");
    }

    @Test
    void compareMakesOneSortablePage(@TempDir Path out) throws IOException {
        Fixtures.Outcome o = Fixtures.tool("site", "--root", ROOT, "--out", out, "--compare", FIXTURES.resolve("base.json"), FIXTURES.resolve("regressed.json"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        String html = Files.readString(out.resolve("compare.html"));
        assertThat(html).contains("class=\"sortable\"", "sort.js", "data/base.json", "data/regressed.json", "<pre>");
        assertThat(count(html, "<g class=\"mark")).isEqualTo(count(html, "<tr data-row=")).isPositive();
    }

    static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
