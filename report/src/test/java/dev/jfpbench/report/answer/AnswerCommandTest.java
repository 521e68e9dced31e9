package dev.jfpbench.report.answer;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A user's own table (scripts/answer.sh's last step): its own picture and its own reproduce line, never the README's. */
class AnswerCommandTest {
    @Test
    void aUsersTableDrawsItsOwnPictureAndNamesItsVectorsInEveryList(@TempDir Path dir) throws Exception {
        Path results = Fixtures.repoRoot().resolve("results");
        String[] runs = {"jdk17=" + results.resolve("20261128T023243Z-answer-mine-jdk17.json"), "jdk21=" + results.resolve("20261128T023243Z-answer-mine-jdk21.json")};
        Path out = dir.resolve("answer.md");
        Fixtures.Outcome o = Fixtures.tool("answer", "--run", runs[0], "--run", runs[1], "--out", out);
        assertThat(o.exitCode()).as(o.err()).isZero();
        String md = Files.readString(out);
        assertThat(dir.resolve("answer.svg")).exists();
        assertThat(Files.readString(dir.resolve("answer.svg"))).startsWith("<svg").contains("your vectors, real-embeddings.jsonl, JDK 21");
        assertThat(md).contains("](answer.svg)").doesNotContain("docs/answer.svg").doesNotContain("findings.sh --explain")
                .contains("Reproduce a cell from its file: `ReportTool answer --run " + runs[0] + " --run " + runs[1] + "`");
        // the notes below the table name the rows as the table does: the user's file, not the generated set; more open
        // cells than a short list holds are said once, as a whole, not named a second time
        assertThat(md).doesNotContain("1024 floats").contains(" cells (each cell's interval is in it)").contains("† Not settled at ±")
                .doesNotContain("Embedding vectors write, JDK 17 (");
        // run with the default questions: the format and library table is another command, not a --question left out
        assertThat(md).contains("scripts/answer.sh --question '^Fastest' makes it").doesNotContain("--question chose");
    }
}
