package dev.jfpbench.report;

import java.util.Map;
import java.util.Optional;

/** One entry of a JMH JSON result: which benchmark, on which JVM, its primary and secondary metrics. */
public record BenchmarkResult(BenchmarkKey key, int threads, int forks, String jdkVersion, String vmName, String vmVersion,
                              String jvm, Metric primary, Map<String, Metric> secondary) {
    /** The secondary metric {@code -prof gc} adds: bytes allocated per operation. */
    public static final String ALLOC_NORM = "gc.alloc.rate.norm";

    public BenchmarkResult {
        secondary = Map.copyOf(secondary);
    }

    /** Throughput: higher is better; average, sample and single-shot time: lower is better. */
    public boolean higherIsBetter() {
        return higherIsBetter(key.mode(), primary.unit());
    }

    public static boolean higherIsBetter(String mode, String unit) {
        switch (mode) {
            case "thrpt":
                return true;
            case "avgt":
            case "sample":
            case "ss":
                return false;
            default:
                ScoreUnit u = ScoreUnit.parse(unit);
                return u == null || u.throughput();
        }
    }

    /** How fast, as a number where higher is better: the score for throughput, its inverse for times. */
    public double speed() {
        return higherIsBetter() ? primary.score() : 1.0 / primary.score();
    }

    /** Bytes allocated per operation, when the run used {@code -prof gc}. */
    public Optional<Metric> allocationPerOp() {
        return Optional.ofNullable(secondary.get(ALLOC_NORM));
    }
}
