package dev.jfpbench.report;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The gate's rule is written the same wherever it is described (scripts' headers, the workflow, the docs). */
class GateRuleWordingTest {
    static final String RULE = "a benchmark regresses when its (simultaneous) interval lies wholly below 1 and its ratio is itself beyond the floor";

    /** The text as read: comment marks, Markdown emphasis and line breaks removed. */
    static String prose(String text) {
        return text.lines().map(l -> l.replaceFirst("^\\s*#+ ?", "")).reduce("", (a, b) -> a + " " + b)
                .replace("**", "").replaceAll("\\s+", " ");
    }

    static boolean statesTheRule(String text) {
        return prose(text).contains(RULE);
    }

    @Test
    void everyDescriptionStatesTheRuleInTheSameWords() throws IOException {
        for (String f : List.of("scripts/nightly.sh", "scripts/compare.sh", ".github/workflows/nightly.yml", "results/README.md", "docs/methodology.md")) {
            assertThat(statesTheRule(Files.readString(Fixtures.repoRoot().resolve(f), StandardCharsets.UTF_8))).as(f).isTrue();
        }
    }

    @Test
    void otherWordsAreRejected() {
        assertThat(statesTheRule("# a benchmark regresses when its (simultaneous) interval lies\n# wholly below 1 and its ratio is itself beyond the floor")).isTrue();
        assertThat(statesTheRule("a benchmark fails the gate when its interval excludes 1 and it is more than 5% slower")).isFalse();
        assertThat(statesTheRule("a benchmark regresses when its interval lies wholly below 1 and its ratio is itself beyond the floor")).isFalse();
    }
}
