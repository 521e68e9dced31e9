package dev.jfpbench.digits;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The shortest decimal that reads back to a given double or float, found by exact decimal arithmetic
 * ({@link BigDecimal}) and the JDK's parsers alone, never by {@code Double.toString} (JDK 17's is not always
 * shortest; JDK 19+'s is). For k = 1, 2, ...: the two k-digit decimals around the exact binary value (rounded
 * down and up) are the only k-digit candidates that can read back to it; the first k for which one does is
 * the shortest digit count, and of two such the one closer to the value (ties: even last digit) is chosen,
 * as Java's {@code toString} (JDK 19+) and Jackson's fast writer (Schubfach) choose.
 */
public final class ShortestDigits {
    private ShortestDigits() {
    }

    /** A shortest decimal: its significant digits (no trailing zeros) and its value, sign included. */
    public static final class Decimal {
        public final BigDecimal value;
        public final int digits;

        Decimal(BigDecimal value) {
            this.value = value.stripTrailingZeros();
            this.digits = this.value.precision();
        }

        /**
         * As Java writes a double or float ({@code Double.toString}'s layout): plain with at least one digit after
         * the point for 10^-3 <= |x| < 10^7 ({@code 0.00125}, {@code 1200.0}), else {@code d.ddddE-n}
         * ({@code 1.2345678E7}, {@code 5.0E-4}).
         */
        public String javaText() {
            BigDecimal abs = value.abs();
            String sign = value.signum() < 0 ? "-" : "";
            if (abs.compareTo(new BigDecimal("0.001")) >= 0 && abs.compareTo(BigDecimal.TEN.pow(7)) < 0) {
                String plain = abs.toPlainString();
                return sign + (plain.indexOf('.') < 0 ? plain + ".0" : plain);
            }
            String d = abs.unscaledValue().toString();
            int exponent = d.length() - 1 - abs.scale();
            return sign + d.charAt(0) + "." + (d.length() > 1 ? d.substring(1) : "0") + "E" + exponent;
        }

        @Override
        public String toString() {
            return javaText();
        }
    }

    /** The shortest decimal that {@code Double.parseDouble} reads back to {@code x} (finite, not zero). */
    public static Decimal of(double x) {
        check(Double.isFinite(x) && x != 0, x);
        BigDecimal abs = shortest(new BigDecimal(Math.abs(x)), 17, false, Double.doubleToRawLongBits(Math.abs(x)));
        return new Decimal(x < 0 ? abs.negate() : abs);
    }

    /** The shortest decimal that {@code Float.parseFloat} reads back to {@code f} (finite, not zero). */
    public static Decimal of(float f) {
        check(Float.isFinite(f) && f != 0, f);
        BigDecimal abs = shortest(new BigDecimal(Math.abs(f)), 9, true, Float.floatToRawIntBits(Math.abs(f)));
        return new Decimal(f < 0 ? abs.negate() : abs);
    }

    /** The shortest digit count of {@code x}: 1 to 17. */
    public static int digits(double x) {
        return of(x).digits;
    }

    /** The shortest digit count of {@code f}: 1 to 9. */
    public static int digits(float f) {
        return of(f).digits;
    }

    private static void check(boolean ok, Object x) {
        if (!ok) {
            throw new IllegalArgumentException("no shortest decimal for " + x + ": only finite non-zero values");
        }
    }

    /** The shortest decimal for a positive value, {@code exact} its binary value written out in decimal. */
    private static BigDecimal shortest(BigDecimal exact, int maxDigits, boolean isFloat, long bits) {
        for (int k = 1; k <= maxDigits; k++) {
            BigDecimal nearest = exact.round(new MathContext(k, RoundingMode.HALF_EVEN));
            if (readsBack(nearest, isFloat, bits)) {
                return nearest;
            }
            // The k-digit neighbour on the other side of the exact value: it can read back when the nearest does
            // not, at a power of two, where the gap below the value is half the gap above.
            RoundingMode other = nearest.compareTo(exact) < 0 ? RoundingMode.UP : RoundingMode.DOWN;
            BigDecimal farther = exact.round(new MathContext(k, other));
            if (readsBack(farther, isFloat, bits)) {
                return farther;
            }
        }
        throw new IllegalStateException("no decimal of at most " + maxDigits + " digits reads back to " + exact);
    }

    private static boolean readsBack(BigDecimal d, boolean isFloat, long bits) {
        String text = d.toString();
        return isFloat ? Float.floatToRawIntBits(Float.parseFloat(text)) == bits : Double.doubleToRawLongBits(Double.parseDouble(text)) == bits;
    }
}
