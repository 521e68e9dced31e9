package dev.jfpbench.report.site;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The site from the committed results: its pages and data, one mark per row, and one line on bad input. */
class SiteCommandTest {
    static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
    static final Path FIXTURES = Paths.get("src/test/resources/fixtures").toAbsolutePath();

    @Test
    void withoutHistoryTheTrendAndGateSaySo(@TempDir Path out) throws IOException {
        Fixtures.Outcome o = Fixtures.tool("site", "--root", ROOT, "--out", out);
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(Files.readString(out.resolve("trend.html"))).contains("No history given");
        assertThat(Files.readString(out.resolve("gate.html"))).contains("No history given");
        String home = Files.readString(out.resolve("index.html"));
        assertThat(home).contains("id=\"f-answer\"", "data/20261126T101303Z-answer-jdk17.json", "data/20261126T101303Z-answer-jdk17.meta.json")
                .doesNotContain("http://", "https://");
        assertThat(out.resolve("data/20261126T101303Z-answer-jdk17.meta.json")).exists();
        assertThat(out.resolve("site.css")).exists();
        assertThat(Files.readString(out.resolve("q-digits-double-write.html"))).contains("<h2>Crossover</h2>", "Fast/Default, JDK 17: ");
        for (String page : new String[] {"index.html", "q-digits-double-read.html", "q-libraries-float.html"}) {
            String html = Files.readString(out.resolve(page));
            Matcher m = Pattern.compile("data-table=\"([^\"]+)\"").matcher(html);
            assertThat(m.find()).isTrue();
            String id = m.group(1);
            String table = html.substring(html.indexOf("<table id=\"" + id + "\""));
            table = table.substring(0, table.indexOf("</table>"));
            String svg = html.substring(m.start(), html.indexOf("</svg>", m.start()));
            assertThat(count(svg, "<g class=\"mark")).isEqualTo(count(table, "<tr data-row=")).isPositive();
        }
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
    void compareMakesOneSortablePage(@TempDir Path out) throws IOException {
        Fixtures.Outcome o = Fixtures.tool("site", "--root", ROOT, "--out", out, "--compare", FIXTURES.resolve("base.json"), FIXTURES.resolve("regressed.json"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        String html = Files.readString(out.resolve("compare.html"));
        assertThat(html).contains("class=\"sortable\"", "sort.js", "data/base.json", "data/regressed.json", "<pre>");
        assertThat(count(html, "<g class=\"mark")).isEqualTo(count(html, "<tr data-row=")).isPositive();
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
