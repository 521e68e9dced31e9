package dev.jfpbench.report.findings;

/**
 * A column of a finding: a heading and the result file its cells come from. An across column compares the same
 * benchmark on two sides of one session: {@code file} over {@code base} (e.g. JDK 25 over JDK 17), of the row's
 * numerator benchmark ({@code numerator}, e.g. Fast) or its denominator (e.g. Default). A change column gives how the
 * row's ratio itself changes from {@code base} to {@code file} (e.g. Fast/Default under Serial over under G1).
 */
public record Column(String label, String file, String base, boolean numerator, boolean change) {
    public Column(String label, String file, String base, boolean numerator) {
        this(label, file, base, numerator, false);
    }

    public static Column of(String label, String file) {
        return new Column(label, file, null, false);
    }

    /** The row's ratio in {@code next} over the same ratio in {@code base}: two sides of one session. */
    public static Column change(String label, String base, String next) {
        return new Column(label, next, base, false, true);
    }

    /** {@code next}'s speed over {@code base}'s, of the row's denominator (Default, JSON, the reference library). */
    public static Column acrossDenominator(String label, String base, String next) {
        return new Column(label, next, base, false);
    }

    /** {@code next}'s speed over {@code base}'s, of the row's numerator (Fast, the format, the library). */
    public static Column acrossNumerator(String label, String base, String next) {
        return new Column(label, next, base, true);
    }
}
