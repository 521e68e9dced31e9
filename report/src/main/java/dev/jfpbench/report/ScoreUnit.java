package dev.jfpbench.report;

import java.util.Locale;
import java.util.Map;

/**
 * A JMH score unit: a throughput ({@code ops/s}, {@code ops/ms}, ...) or a time per operation ({@code ns/op},
 * {@code us/op}, ...), so scores in different time units can be compared and turned into operations per second.
 */
public record ScoreUnit(String text, boolean throughput, double seconds) {
    private static final Map<String, Double> SECONDS = Map.of(
            "ns", 1e-9, "us", 1e-6, "ms", 1e-3, "s", 1.0, "min", 60.0, "hr", 3600.0, "day", 86400.0);

    /** The unit, or null when it is neither a throughput nor a time per operation (e.g. {@code B/op}). */
    public static ScoreUnit parse(String text) {
        if (text == null) {
            return null;
        }
        String t = text.trim().toLowerCase(Locale.ROOT).replace('\u00b5', 'u');
        if (t.startsWith("ops/")) {
            Double s = SECONDS.get(t.substring(4));
            return s == null ? null : new ScoreUnit(text, true, s);
        }
        if (t.endsWith("/op")) {
            Double s = SECONDS.get(t.substring(0, t.length() - 3));
            return s == null ? null : new ScoreUnit(text, false, s);
        }
        return null;
    }

    /** The factor that turns a value in this unit into one in {@code other}; both must be of the same kind. */
    public double factorTo(ScoreUnit other) {
        if (throughput != other.throughput) {
            throw new IllegalArgumentException("cannot convert " + text + " to " + other.text);
        }
        // ops per (this unit) -> ops per (other unit): times other/this; time per op: this/other.
        return throughput ? other.seconds / seconds : seconds / other.seconds;
    }

    /** Operations per second for a score in this unit. */
    public double opsPerSecond(double score) {
        return throughput ? score / seconds : 1.0 / (score * seconds);
    }
}
