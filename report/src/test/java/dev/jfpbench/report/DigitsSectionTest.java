package dev.jfpbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** The digit sweep's view: Fast/Default by digit count, per family and operation, with the crossover chart. */
class DigitsSectionTest {
    private static final String D = "dev.jfpbench.digits.JsonDigitsDouble.";

    /** Three forks of one avgt entry (ns per number), the iterations scaled alike. */
    static String entry(String method, int digits, double ns) {
        String forks = String.format(Locale.ROOT, "[%s,%s],[%s,%s],[%s,%s]", ns, ns * 1.01, ns * 1.01, ns * 1.02, ns * 0.99, ns);
        return String.format(Locale.ROOT, "{\"benchmark\": \"%s%s\", \"mode\": \"avgt\", \"threads\": 1, \"forks\": 3, \"jdkVersion\": \"17.0.15\", "
                + "\"params\": {\"digits\": \"%d\"}, \"primaryMetric\": {\"score\": %s, \"scoreError\": 0.1, \"scoreUnit\": \"ns/op\", "
                + "\"rawData\": [%s]}, \"secondaryMetrics\": {}}", D, method, digits, ns, forks);
    }

    @Test
    void fastOverDefaultByDigitsWithTheCrossoverChart(@TempDir Path dir) throws IOException {
        List<String> entries = new ArrayList<>();
        for (int k = 1; k <= 17; k++) {
            // Reads: Fast wins more with more digits. Writes: Fast loses below 5 digits, wins above.
            entries.add(entry("readDefault", k, 20 + 4 * k));
            entries.add(entry("readFast", k, 20 + 2 * k));
            entries.add(entry("writeDefault", k, 40 + 10 * k));
            entries.add(entry("writeFast", k, 80));
        }
        Path run = Files.writeString(dir.resolve("digits.json"), "[" + String.join(",\n", entries) + "]");
        Fixtures.Outcome o = tool("report", run, "--out", dir.resolve("out"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        String md = Files.readString(dir.resolve("out").resolve("report.md"), StandardCharsets.UTF_8);
        assertThat(md).contains("## Digit sweep: where fast floating point pays").contains("### JsonDigitsDouble read")
                .contains("### JsonDigitsDouble write");
        // 1 digit: read 24 vs 22 ns; write 50 vs 80 ns: Fast is 0.625x as fast.
        assertThat(md).contains("| 1 | 24.00 ± 0.100 ns/op | 22.00 ± 0.100 ns/op | 1.091× (");
        assertThat(md).contains("| 1 | 50.00 ± 0.100 ns/op | 80.00 ± 0.100 ns/op | 0.625× (");
        assertThat(dir.resolve("out").resolve("digits-crossover.png")).isNotEmptyFile();
        assertThat(md).contains("](digits-crossover.png)");
    }
}
