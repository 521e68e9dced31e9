package dev.jfpbench.core.verify;

import java.util.Locale;

/**
 * How far a flagged inexact configuration's numbers may be from the reference, as its library declares it: in ulps
 * of the reference value (a float's ulps for a {@code float}), as a relative error, or (a writer that prints a fixed
 * number of decimals) as an absolute error, or a sum of these. {@link Exact#diffWithin} applies it to every number
 * of a result whose structure must be the reference's; {@link Errors} measures what a result really is off.
 * <pre>
 * Bound.ulps(2)                    // |actual - expected| &lt;= 2 ulp(expected)
 * Bound.relative(1.5e-7)           // |actual - expected| &lt;= 1.5e-7 |expected|
 * Bound.decimals(6).plusUlps(2)    // |actual - expected| &lt;= 1e-6 + 2 ulp(expected)
 * </pre>
 */
public final class Bound {
    /** The units an error is measured in. */
    public enum Unit {
        ULPS("ulps"), RELATIVE("relative"), ABSOLUTE("absolute");

        final String label;

        Unit(String label) {
            this.label = label;
        }
    }

    private final double absolute;
    private final double ulps;
    private final double relative;
    private final String text;

    private Bound(double absolute, double ulps, double relative, String text) {
        for (double limit : new double[] {absolute, ulps, relative}) {
            if (!(limit >= 0) || Double.isInfinite(limit)) {
                throw new IllegalArgumentException("a bound must be finite and not negative: " + text);
            }
        }
        this.absolute = absolute;
        this.ulps = ulps;
        this.relative = relative;
        this.text = text;
    }

    /** Within {@code n} ulps of the reference value (of a float, in float ulps). */
    public static Bound ulps(double n) {
        return new Bound(0, n, 0, format(n) + " ulps");
    }

    /** Within {@code e} times the reference value's magnitude. */
    public static Bound relative(double e) {
        return new Bound(0, 0, e, "relative " + format(e));
    }

    /** Printed with {@code n} decimals: within one unit of the {@code n}-th decimal (rounding takes half of it). */
    public static Bound decimals(int n) {
        double limit = Math.pow(10, -n);
        return new Bound(limit, 0, 0, n + " decimals (absolute " + format(limit) + ")");
    }

    /** This bound widened by {@code n} ulps of the reference value (a writer that also rounds in its own arithmetic). */
    public Bound plusUlps(double n) {
        return new Bound(absolute, ulps + n, relative, text + " + " + format(n) + " ulps");
    }

    /** How far from {@code expected} a number may be; {@code single}: a float. */
    public double allowance(double expected, boolean single) {
        return absolute + ulps * (single ? Math.ulp((float) expected) : Math.ulp(expected)) + relative * Math.abs(expected);
    }

    /** Whether {@code actual} may stand for {@code expected}; {@code single}: both are floats. */
    public boolean allows(double expected, double actual, boolean single) {
        return ofBound(expected, actual, single) <= 1;
    }

    /** How much of this bound the difference takes: at most 1 where allowed; infinite for a NaN where a number was expected. */
    public double ofBound(double expected, double actual, boolean single) {
        if (Double.isNaN(expected) || Double.isNaN(actual)) {
            return Double.isNaN(expected) && Double.isNaN(actual) ? 0 : Double.POSITIVE_INFINITY;
        }
        if (expected == actual) {
            return 0;
        }
        double allowance = allowance(expected, single);
        double diff = Math.abs(actual - expected);
        return allowance == 0 ? Double.POSITIVE_INFINITY : diff / allowance;
    }

    /**
     * How far {@code actual} is from {@code expected} in {@code unit}: infinite for a NaN where a number was expected
     * (or the reverse), or for any difference from an exact zero in ulps or relative terms.
     */
    public static double error(Unit unit, double expected, double actual, boolean single) {
        if (Double.isNaN(expected) || Double.isNaN(actual)) {
            return Double.isNaN(expected) && Double.isNaN(actual) ? 0 : Double.POSITIVE_INFINITY;
        }
        if (expected == actual) {
            return 0;
        }
        double diff = Math.abs(actual - expected);
        switch (unit) {
            case ULPS:
                return diff / (single ? Math.ulp((float) expected) : Math.ulp(expected));
            case RELATIVE:
                return expected == 0 ? Double.POSITIVE_INFINITY : diff / Math.abs(expected);
            default:
                return diff;
        }
    }

    @Override
    public String toString() {
        return text;
    }

    static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.3g", v);
    }

    /**
     * The largest errors seen over many numbers, in each unit, and where the largest of each was: what a library
     * really is off, to set beside its declared {@link Bound}.
     */
    public static final class Errors {
        private final double[] largest = new double[Unit.values().length];
        private final String[] where = new String[Unit.values().length];
        private final Bound bound;
        private double largestOfBound;
        private String whereOfBound;
        private long numbers;
        private long differing;

        /** Errors in each unit. */
        public Errors() {
            this(null);
        }

        /** Errors in each unit and as a share of {@code bound} ({@link #largestOfBound}). */
        public Errors(Bound bound) {
            this.bound = bound;
        }

        /** Counts one number pair at {@code path}. */
        public void add(String path, double expected, double actual, boolean single) {
            numbers++;
            if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(actual)) {
                differing++;
            }
            for (Unit u : Unit.values()) {
                double e = error(u, expected, actual, single);
                if (e > largest[u.ordinal()]) {
                    largest[u.ordinal()] = e;
                    where[u.ordinal()] = path + " (" + expected + " came out as " + actual + ")";
                }
            }
            if (bound != null) {
                double e = bound.ofBound(expected, actual, single);
                if (e > largestOfBound) {
                    largestOfBound = e;
                    whereOfBound = path + " (" + expected + " came out as " + actual + ")";
                }
            }
        }

        /** The largest share of the bound given at construction that one number took (at most 1: all within it). */
        public double largestOfBound() {
            return largestOfBound;
        }

        /** Where {@link #largestOfBound} was; null if every number was exact. */
        public String whereOfBound() {
            return whereOfBound;
        }

        public double largest(Unit unit) {
            return largest[unit.ordinal()];
        }

        /** Where the largest error in {@code unit} was; null if every number was exact. */
        public String where(Unit unit) {
            return where[unit.ordinal()];
        }

        public long numbers() {
            return numbers;
        }

        public long differing() {
            return differing;
        }

        @Override
        public String toString() {
            return "largest error seen: " + format(largest(Unit.ULPS)) + " ulps / relative " + format(largest(Unit.RELATIVE))
                    + " / absolute " + format(largest(Unit.ABSOLUTE))
                    + (bound == null ? "" : ", " + format(largestOfBound) + " of the bound " + bound)
                    + " (" + differing + " of " + numbers + " numbers differ)";
        }
    }
}
