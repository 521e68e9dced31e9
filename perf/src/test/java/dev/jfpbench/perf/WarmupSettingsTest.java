package dev.jfpbench.perf;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.findings.Published;
import dev.jfpbench.report.findings.WarmupTable;
import dev.jfpbench.report.warmup.Warmup;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every benchmark's own warm-up (its family base's {@code @Warmup}, or the vector constants a method names) is at
 * least what the committed warm-up measurement says its family needs (finding "warmup", {@link WarmupTable#needs}: when
 * most of its forks first ran at full speed): a warm-up shortened below the measurement fails here. A benchmark with
 * no steady state does not: the need is taken from full speed, which every fork reaches.
 */
class WarmupSettingsTest {
    @Test
    void everyFamilysWarmUpCoversItsMeasuredSteadyState() {
        Path root = Path.of("..").toAbsolutePath().normalize();
        List<Warmup.Benchmark> all = new ArrayList<>();
        Published.WARMUP_FILES.forEach((jdk, file) -> all.addAll(WarmupTable.classify(Run.load(List.of(root.resolve(file)), List.of(jdk)).get(0), jdk)));
        Map<String, Double> needs = WarmupTable.needs(all);
        assertThat(needs).as("families measured").isNotEmpty();
        TreeSet<String> short_ = new TreeSet<>();
        int checked = 0;
        for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(null, List.of())) {
            // single-shot benchmarks (start-up) measure the cold path on purpose: no warm-up is theirs by design
            if (!e.getUsername().startsWith("dev.jfpbench.") || e.getMode() == org.openjdk.jmh.annotations.Mode.SingleShotTime) {
                continue;
            }
            Double need = needs.get(WarmupTable.family(e.getUsername()));
            if (need == null) {
                continue;
            }
            int iterations = e.getWarmupIterations().orElse(0);
            var time = e.getWarmupTime();
            double seconds = iterations * (time.hasValue() ? time.get().convertTo(java.util.concurrent.TimeUnit.MILLISECONDS) / 1000.0 : 0.0);
            checked++;
            if (!(seconds >= need)) {
                short_.add(e.getUsername() + " warms up " + seconds + " s, its family " + WarmupTable.family(e.getUsername()) + " needs " + need + " s");
            }
        }
        assertThat(checked).as("benchmarks of measured families").isPositive();
        assertThat(short_).as("warm-ups shorter than measured").isEmpty();
    }
}
