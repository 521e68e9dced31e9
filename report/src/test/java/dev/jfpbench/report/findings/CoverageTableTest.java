package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The coverage table: a row per path, "none" where the gate exercises it not, and no table without the jar's facts. */
class CoverageTableTest {
    @Test
    void aPathTheGateMissesSaysNoneAndTheLabelCountsThem(@TempDir Path root) {
        Context.Coverage facts = new Context.Coverage(List.of("A.x", "A.y", "B.z"), "\\.(C\\.w)$", List.of("C.w", "A.x"), 5, List.of(
                new Context.CoveragePath("read", "input `byte[]`", List.of("A.x", "A.y", "B.z"), List.of("A.x")),
                new Context.CoveragePath("read", "input `String`", List.of(), List.of("C.w"))));
        FindingTable t = new CoverageTable("coverage", "Paths").table(new Context(root, Optional.empty()).withCoverage(Optional.of(facts)));
        assertThat(t.rows()).hasSize(2);
        assertThat(t.rows().get(0).get(2).text()).isEqualTo("A.x, y; B.z");
        assertThat(t.rows().get(1).get(2).text()).isEqualTo("none");
        assertThat(t.rows().get(1).get(3).text()).isEqualTo("C.w");
        assertThat(t.label()).contains("3 benchmarks; it exercises 1 of the 2 paths").contains("2 benchmarks, 5 runs");
    }

    @Test
    void withoutTheJarsFactsThereIsNoTable(@TempDir Path root) {
        assertThatThrownBy(() -> new CoverageTable("coverage", "Paths").table(new Context(root, Optional.empty())))
                .isInstanceOf(BadInputException.class).hasMessageContaining("run scripts/findings.sh");
    }
}
