package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The README's test command checks the published findings: every generated block of the docs equals what its
 * committed result files give, the catalogue equals the jar's benchmark list, and no measured figure is typed
 * outside a block ({@code scripts/findings.sh --check}). Only the default jar: the compatibility build's jar
 * holds fewer benchmarks, and the docs describe the default one.
 */
class FindingsIT {
    @Test
    void theDocsShowWhatTheCommittedResultsGive() throws Exception {
        assumeTrue(!Boolean.parseBoolean(System.getProperty("jackson.legacy", "false")) && ScriptsIT.JAR.getFileName().toString().equals("perf.jar"),
                "the findings describe the default jar (this is the compatibility build)");
        ScriptsIT.Outcome o = ScriptsIT.script(java.nio.file.Files.createTempDirectory("findings"), "findings.sh", "--check");
        assertThat(o.exitCode()).as("scripts/findings.sh --check\n" + o.err() + o.out()).isZero();
        assertThat(o.out()).contains("every block matches its result files");
    }
}
