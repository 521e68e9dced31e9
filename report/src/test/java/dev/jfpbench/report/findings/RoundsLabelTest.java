package dev.jfpbench.report.findings;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A table whose cells ran fewer rounds than their session (the gate's allocation stops a benchmark) says so; one whose cells ran them all does not. */
class RoundsLabelTest {
    static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();

    @Test
    void cellsOfAnAllocatedSessionAreLabelledWithTheirOwnRounds() {
        Context c = new Context(ROOT, Optional.empty());
        FindingTable allocated = c.table(Published.all().get("rules-once"));
        assertThat(allocated.label()).contains("each cell's interval is over its own rounds").containsPattern("over \\d+ to \\d+ paired rounds");
        FindingTable whole = c.table(Published.all().get("clean-forks"));
        assertThat(whole.label()).doesNotContain("its own rounds");
    }
}
