package dev.jfpbench.report.docs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every relative link of README.md, CONTRIBUTING.md, docs/*.md and the module READMEs leads somewhere: its file
 * exists, and its anchor (#x, or file.md#x) is one a heading of the target makes under GitHub's rules, or an
 * {@code <a id>} there. A link inside code is not a link; https: and mailto: links are not checked. The check is
 * shown to fail on a synthetic page with a broken file link and a broken anchor, naming file:line for each.
 */
class DocLinksTest {
    @Test
    void everyRelativeLinkAndAnchorResolves() {
        List<MarkdownDocs.Page> pages = MarkdownDocs.pages();
        assertThat(pages).extracting(MarkdownDocs.Page::name).contains("README.md", "CONTRIBUTING.md", "docs/glossary.md", "results/README.md", "vectors/README.md");
        assertThat(pages.stream().flatMap(p -> MarkdownDocs.brokenLinks(p).stream()).toList()).as("broken links and anchors").isEmpty();
    }

    @Test
    void aBrokenFileLinkAndABrokenAnchorAreNamedWithTheirLines(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs/other.md"), "# Other page\n\n## The gate: its rule\n\n- <a id=\"duet\"></a>**Duet**: two at once.\n");
        String text = """
                # Page

                ## Same heading
                ## Same heading

                Good: [other](other.md), [its rule](other.md#the-gate-its-rule), [duet](other.md#duet), [here](#page),
                [the second](#same-heading-1), [site](https://example.org/nowhere.md#x), [mail](mailto:a@example.org).
                Broken: [missing](missing.md) and
                [anchor](other.md#the-gate) and [self](#nowhere).

                    [in an indented code block](missing.md)

                ```
                [in a fenced block](missing.md)
                ```

                Inline code: `[not a link](missing.md)`.
                """;
        MarkdownDocs.Page page = MarkdownDocs.Page.of("docs/page.md", dir.resolve("docs/page.md"), text);
        assertThat(MarkdownDocs.brokenLinks(page)).containsExactly(
                "docs/page.md:8: link to 'missing.md': no file missing.md",
                "docs/page.md:9: link to 'other.md#the-gate': no heading or <a id> makes #the-gate in other.md",
                "docs/page.md:9: link to '#nowhere': no heading or <a id> makes #nowhere");
    }

    @Test
    void slugsFollowGitHub() {
        assertThat(MarkdownDocs.slug("The nightly gate: its rule and what it can see")).isEqualTo("the-nightly-gate-its-rule-and-what-it-can-see");
        assertThat(MarkdownDocs.slug("JDK 17, 21 and 25")).isEqualTo("jdk-17-21-and-25");
        assertThat(MarkdownDocs.slug("Fast/Default")).isEqualTo("fastdefault");
        assertThat(MarkdownDocs.slug("Paired rounds and their statistics")).isEqualTo("paired-rounds-and-their-statistics");
        assertThat(MarkdownDocs.slug("`VectorHeavy` and A/B (±5%)")).isEqualTo("vectorheavy-and-ab-5");
        assertThat(MarkdownDocs.slug("snake_case and - dash")).isEqualTo("snake_case-and---dash");
    }
}
