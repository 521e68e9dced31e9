package dev.jfpbench.report.rounds;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Synthetic runs made in rounds: JMH JSON with one fork per round, and sidecars with a rounds record. */
public final class RoundFixtures {
    private RoundFixtures() {
    }

    /** One JMH entry; {@code forks[i]} are round i's iterations. */
    public static String entry(String benchmark, String mode, String unit, double[][] forks) {
        return entry(benchmark, mode, unit, forks, 1);
    }

    /** One JMH entry of a benchmark run on {@code threads} threads (a throughput is theirs together, as JMH sums it). */
    public static String entry(String benchmark, String mode, String unit, double[][] forks, int threads) {
        StringBuilder raw = new StringBuilder("[");
        double sum = 0;
        int n = 0;
        for (int f = 0; f < forks.length; f++) {
            raw.append(f > 0 ? "," : "").append('[');
            for (int i = 0; i < forks[f].length; i++) {
                raw.append(i > 0 ? "," : "").append(forks[f][i]);
                sum += forks[f][i];
                n++;
            }
            raw.append(']');
        }
        raw.append(']');
        return String.format(Locale.ROOT, "{\"jmhVersion\": \"1.37\", \"benchmark\": \"%s\", \"mode\": \"%s\", \"threads\": %d, \"forks\": %d, "
                + "\"jvm\": \"java\", \"jdkVersion\": \"17.0.15\", \"vmName\": \"vm\", \"vmVersion\": \"17\", "
                + "\"primaryMetric\": {\"score\": %s, \"scoreError\": \"NaN\", \"scoreConfidence\": [\"NaN\", \"NaN\"], "
                + "\"scoreUnit\": \"%s\", \"rawData\": %s}, \"secondaryMetrics\": {}}",
                benchmark, mode, threads, forks.length, sum / n, unit, raw);
    }

    public static Path file(Path dir, String name, String... entries) throws IOException {
        return Files.writeString(dir.resolve(name), "[" + String.join(",\n", entries) + "]\n");
    }

    /** Per-round values {@code base[r] * factor} with two iterations each (the round's value ± 1%). */
    public static double[][] rounds(double[] base, double factor) {
        double[][] f = new double[base.length][];
        for (int r = 0; r < base.length; r++) {
            double v = base[r] * factor;
            f[r] = new double[] {v * 0.99, v * 1.01};
        }
        return f;
    }

    /** A sidecar saying the result is side {@code side} of {@code session}, made in {@code rounds} rounds. */
    public static void sidecar(Path result, String session, String side, int rounds) throws IOException {
        List<List<String>> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            order.add(List.of("A x", "B x"));
        }
        RoundsInfo info = new RoundsInfo(session, side, List.of(), Map.of(), 42, rounds, order, "test", null, session + ".rounds", null, null, null, null, null);
        Path meta = result.resolveSibling(result.getFileName().toString().replace(".json", ".meta.json"));
        Files.writeString(meta, "{\"schema\": 1, \"complete\": true, \"exitCode\": 0}");
        info.addTo(meta);
    }
}
