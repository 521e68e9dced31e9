package dev.jfpbench.report;

import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.sections.ConversionSection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static dev.jfpbench.report.Fixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The conversion controls: paired with Default and Fast by name, and the share of the time they show. */
class ConversionSectionTest {
    private static final String R = "dev.jfpbench.json.JsonConversionRead.";
    private static final String W = "dev.jfpbench.json.JsonConversionWrite.";

    /** Three forks of one avgt entry (ns per op), the iterations scaled alike. */
    static String entry(String benchmark, double ns) {
        String forks = String.format(Locale.ROOT, "[%s,%s],[%s,%s],[%s,%s]", ns, ns * 1.01, ns * 1.01, ns * 1.02, ns * 0.99, ns);
        return String.format(Locale.ROOT, "{\"benchmark\": \"%s\", \"mode\": \"avgt\", \"threads\": 1, \"forks\": 3, \"jdkVersion\": \"17.0.15\", "
                + "\"params\": {}, \"primaryMetric\": {\"score\": %s, \"scoreError\": 0.1, \"scoreUnit\": \"ns/op\", "
                + "\"rawData\": [%s]}, \"secondaryMetrics\": {}}", benchmark, ns, forks);
    }

    @Test
    void aControlIsComparedWithItsDefaultAndItsFast() {
        List<BenchmarkKey> keys = List.of(R + "currencyDefault", R + "currencyFast", R + "currencyTokens", W + "vectorsDefault", W + "vectorsText",
                R + "tableTokens", R + "Tokens").stream().map(b -> BenchmarkKey.of(b, "thrpt", Map.of())).toList();
        assertThat(References.find(keys, Reference.Kind.CONVERSION)).extracting(Reference::name).containsExactly(
                "JsonConversionRead.currency Tokens/Default", "JsonConversionRead.currency Tokens/Fast", "JsonConversionWrite.vectors Text/Default");
        assertThat(References.groups(keys)).contains(List.of(R + "currencyDefault", R + "currencyFast", R + "currencyTokens"));
    }

    @Test
    void theShareAndWhatFastSaves() {
        // Default 100 ns, Fast 70, control 40: conversion is 60% of Default, Fast saves half of it.
        assertThat(ConversionSection.share(100.0 / 40)).isCloseTo(0.6, within(1e-12));
        assertThat(ConversionSection.saved(100.0 / 70, 100.0 / 40)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void theReportShowsWhereTheTimeGoes(@TempDir Path dir) throws IOException {
        Path run = Files.writeString(dir.resolve("conversion.json"), "[" + String.join(",\n", List.of(entry(R + "currencyDefault", 100),
                entry(R + "currencyFast", 70), entry(R + "currencyTokens", 40), entry(W + "currencyDefault", 200), entry(W + "currencyText", 150))) + "]");
        Fixtures.Outcome o = tool("report", run, "--out", dir.resolve("out"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        String md = Files.readString(dir.resolve("out").resolve("report.md"), StandardCharsets.UTF_8);
        assertThat(md).contains("## Where the time goes: conversion's share");
        assertThat(md).containsPattern("\\| JsonConversionRead\\.currency \\| Tokens \\| 60\\.0% \\([0-9.]+%–[0-9.]+%\\) \\| 42\\.9% \\([0-9.]+%–[0-9.]+%\\) \\| 50\\.0% \\(");
        assertThat(md).contains("| JsonConversionWrite.currency | Text | 25.0% (").contains("| n/a | n/a |");
    }
}
