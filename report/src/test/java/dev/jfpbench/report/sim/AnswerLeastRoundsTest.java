package dev.jfpbench.report.sim;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The answer campaign's least rounds the harness simulates are scripts/answer.sh's default: the published rate is the rule's that runs. */
class AnswerLeastRoundsTest {
    @Test
    void theHarnessSimulatesTheScriptsDefault() throws Exception {
        Matcher m = Pattern.compile("rounds=\"\\$\\{ANSWER_ROUNDS:-(\\d+)}\"").matcher(Files.readString(Fixtures.repoRoot().resolve("scripts/answer.sh")));
        assertThat(m.find()).isTrue();
        assertThat(Integer.parseInt(m.group(1))).isEqualTo(Scenarios.ANSWER_LEAST);
    }
}
