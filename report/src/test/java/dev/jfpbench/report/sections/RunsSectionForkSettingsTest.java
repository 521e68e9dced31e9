package dev.jfpbench.report.sections;

import dev.jfpbench.report.RunMetadata;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The sidecar's gc and cpus (what the forks were set to): read back, and shown beside what the forks saw. */
class RunsSectionForkSettingsTest {
    @Test
    void theSidecarsGcAndCpusAreReadAndShown() throws Exception {
        String json = "{\"schema\":1,\"complete\":true,\"gc\":\"Serial\",\"cpus\":1,"
                + "\"forkJvm\":{\"gc\":[\"Copy\",\"MarkSweepCompact\"],\"maxHeap\":536870912,\"processors\":1,\"cpus\":\"1\"}}";
        RunMetadata m = RunMetadata.MAPPER.readValue(json, RunMetadata.class);
        assertThat(m.gc()).isEqualTo("Serial");
        assertThat(m.cpus()).isEqualTo(1);
        assertThat(RunsSection.forkJvm(m)).isEqualTo("Copy/MarkSweepCompact, heap 512 MB, 1 processor, CPUs 1 (set: --gc Serial, --cpus 1)");
        // an older sidecar, without them: as before
        RunMetadata old = new RunMetadata(1, true, 0, null, null, List.of(), null, null, null, Map.of(), null, Map.of())
                .withForkJvm(new RunMetadata.ForkJvm(List.of("G1 Young Generation"), null, null, 2, null, List.of()));
        assertThat(RunsSection.forkJvm(old)).isEqualTo("G1 Young Generation, 2 processors");
        assertThat(RunMetadata.MAPPER.writeValueAsString(old.withForkSettings("Z", 2))).contains("\"gc\" : \"Z\"").contains("\"cpus\" : 2");
    }
}
