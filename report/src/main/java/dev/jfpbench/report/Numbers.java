package dev.jfpbench.report;

import java.util.Locale;

/** How numbers are printed in tables (always with a '.' decimal point, whatever the locale). */
public final class Numbers {
    private Numbers() {
    }

    /** As JMH prints scores: three decimals; empty for NaN. */
    public static String jmh(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.3f", v);
    }

    /** Readable at a glance: about four significant digits, thousands grouped. */
    public static String compact(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "∞" : "-∞";
        }
        double a = Math.abs(v);
        if (a >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (a >= 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        if (a >= 1) {
            return String.format(Locale.ROOT, "%.2f", v);
        }
        if (a == 0) {
            return "0";
        }
        return String.format(Locale.ROOT, "%.3g", v);
    }

    /** "123,456 ± 1,234", or the score alone when JMH gave no error. */
    public static String withError(double score, double error) {
        return Double.isNaN(error) ? compact(score) : compact(score) + " ± " + compact(error);
    }

    /** A fraction as a signed percentage: 0.25 -> "+25.0%". */
    public static String percent(double fraction) {
        return Double.isNaN(fraction) ? "n/a" : String.format(Locale.ROOT, "%+.1f%%", fraction * 100);
    }

    /** A ratio: 1.234 -> "1.23×". */
    public static String ratio(double r) {
        return Double.isNaN(r) ? "n/a" : String.format(Locale.ROOT, "%.2f×", r);
    }

    /** A ratio with its error: "1.23× ± 0.05"; the ratio alone when the error is unknown. */
    public static String ratio(double r, double error) {
        return Double.isNaN(error) || Double.isNaN(r) ? ratio(r) : ratio(r) + String.format(Locale.ROOT, " ± %.2f", error);
    }

    /** A p-value: "p=0.003", "p<0.0001". */
    public static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "";
        }
        return p < 0.0001 ? "p<0.0001" : String.format(Locale.ROOT, "p=%.4f", p);
    }
}
