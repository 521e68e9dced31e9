package dev.jfpbench.report.docs;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The two pages a reader in a hurry meets stay short, so that their growth is a decision rather than drift (issue 58):
 * README.md at most {@value #README_LINES} lines (its first screen serves both users; everything else is one click
 * away), docs/methodology.md at most {@value #MANUAL_WORDS} words (a manual of the method as it is now; the dated
 * plans and readings go to docs/journal/). Words are counted as {@code wc -w} counts them, generated blocks included:
 * a block that grows makes the page grow.
 */
class DocsSizeTest {
    static final int README_LINES = 120;
    static final int MANUAL_WORDS = 8000;

    /** Lines as an editor numbers them (a last line without its newline counts). */
    static int lines(String text) {
        return text.isEmpty() ? 0 : text.split("\n", -1).length - (text.endsWith("\n") ? 1 : 0);
    }

    /** Words as {@code wc -w} counts them: runs of characters between whitespace. */
    static int words(String text) {
        String t = text.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    /** What is over its limit, one line each: "README.md: 121 lines, at most 120". */
    static List<String> over(String readme, String manual) {
        List<String> out = new ArrayList<>();
        if (lines(readme) > README_LINES) {
            out.add("README.md: " + lines(readme) + " lines, at most " + README_LINES + " (move the rest one click away)");
        }
        if (words(manual) > MANUAL_WORDS) {
            out.add("docs/methodology.md: " + words(manual) + " words, at most " + MANUAL_WORDS + " (dated plans and readings go to docs/journal/)");
        }
        return out;
    }

    @Test
    void theReadmeAndTheManualStayWithinTheirSize() {
        String readme = MarkdownDocs.Page.of(MarkdownDocs.root(), MarkdownDocs.root().resolve("README.md")).text();
        String manual = MarkdownDocs.Page.of(MarkdownDocs.root(), MarkdownDocs.root().resolve("docs/methodology.md")).text();
        assertThat(lines(readme)).as("README.md's lines").isPositive();
        assertThat(words(manual)).as("the manual's words").isPositive();
        assertThat(over(readme, manual)).isEmpty();
    }

    @Test
    void aPageOneLineOrOneWordOverItsLimitIsNamed() {
        String atLimit = "line\n".repeat(README_LINES);
        String manualAtLimit = "word ".repeat(MANUAL_WORDS);
        assertThat(over(atLimit, manualAtLimit)).isEmpty();
        assertThat(over(atLimit + "one more\n", manualAtLimit + "\nmore")).containsExactly(
                "README.md: 121 lines, at most 120 (move the rest one click away)",
                "docs/methodology.md: 8001 words, at most 8000 (dated plans and readings go to docs/journal/)");
        assertThat(lines("a\nb")).isEqualTo(2);
        assertThat(words("  a\tb\n\nc ")).isEqualTo(3);
    }
}
