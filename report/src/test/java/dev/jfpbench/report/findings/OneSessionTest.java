package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The tables that read whole sessions (resampling, spreads) refuse two runs that are not the sides of one paired session. */
class OneSessionTest {
    static final Path ROOT = java.nio.file.Paths.get("..").toAbsolutePath().normalize();

    @Test
    void twoSeparateRunsAreRefusedTheSidesOfOneSessionAccepted() {
        Path dir = Fixtures.fixture("base.json").getParent();
        Context separate = new Context(dir, Optional.empty());
        assertThatThrownBy(() -> separate.requireOneSession("base.json", "regressed.json"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("not from one paired session");
        Context repo = new Context(ROOT, Optional.empty());
        assertThatCode(() -> repo.requireOneSession(Published.AA7_17_BASE, Published.AA7_17)).doesNotThrowAnyException();
    }
}
