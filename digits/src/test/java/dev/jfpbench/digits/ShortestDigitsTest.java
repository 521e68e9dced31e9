package dev.jfpbench.digits;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The shortest digit count, against known values and against a second, independent way of finding it: the
 * interval of decimals that round to the value (halfway to each neighbour, exact), and the fewest digits of a
 * decimal inside it. The generator uses the first way; the dataset test checks every number the second way.
 */
class ShortestDigitsTest {

    @Test
    void knownValues() {
        assertThat(ShortestDigits.of(0.1).javaText()).isEqualTo("0.1");
        assertThat(ShortestDigits.digits(0.30000000000000004)).isEqualTo(17);
        assertThat(ShortestDigits.of(-1200.0).javaText()).isEqualTo("-1200.0");
        assertThat(ShortestDigits.digits(-1200.0)).isEqualTo(2);
        assertThat(ShortestDigits.of(1.0E23).javaText()).isEqualTo("1.0E23");
        assertThat(ShortestDigits.of(12345678.0).javaText()).isEqualTo("1.2345678E7");
        assertThat(ShortestDigits.of(0.00125).javaText()).isEqualTo("0.00125");
        assertThat(ShortestDigits.of(0.000125).javaText()).isEqualTo("1.25E-4");
        assertThat(ShortestDigits.of(0.1f).javaText()).isEqualTo("0.1");
        assertThat(ShortestDigits.digits(16777216f)).isEqualTo(8);
        assertThat(ShortestDigits.digits(0.33333334f)).isEqualTo(8);
        assertThat(ShortestDigits.digits(Float.MAX_VALUE)).isEqualTo(8);
        assertThat(ShortestDigits.digits(Double.MIN_VALUE)).isEqualTo(1);
    }

    /** JDK 17's Double.toString prints "2.82879384806159008E17" here (18 digits; JDK-4511638): the count must not follow it. */
    @Test
    void independentOfJdk17sToString() {
        assertThat(ShortestDigits.of(2.82879384806159E17).javaText()).isEqualTo("2.82879384806159E17");
        assertThat(ShortestDigits.digits(2.82879384806159E17)).isEqualTo(15);
        assertThat(ShortestDigits.digits(1.18575755E-316)).isEqualTo(9);
    }

    @Test
    void agreesWithTheIntervalOnPowersOfTwoAndRandomValues() {
        for (int e = -1074; e <= 1023; e++) {
            double x = Math.scalb(1.0, e);
            assertThat(ShortestDigits.digits(x)).as("2^" + e).isEqualTo(byInterval(x));
        }
        for (int e = -149; e <= 127; e++) {
            float f = Math.scalb(1.0f, e);
            assertThat(ShortestDigits.digits(f)).as("2^" + e + "f").isEqualTo(byInterval(f));
        }
        Random random = new Random(7);
        for (int i = 0; i < 1500; i++) {
            double x = Double.longBitsToDouble(random.nextLong() & 0x7fefffffffffffffL);
            if (x != 0) {
                assertThat(ShortestDigits.digits(x)).as(Double.toString(x)).isEqualTo(byInterval(x));
            }
            float f = Float.intBitsToFloat(random.nextInt() & 0x7f7fffff);
            if (f != 0) {
                assertThat(ShortestDigits.digits(f)).as(Float.toString(f)).isEqualTo(byInterval(f));
            }
            // Short decimals, the sweep's kind of numbers.
            double d = Double.parseDouble((1 + random.nextInt(999)) + "E" + (random.nextInt(40) - 20));
            assertThat(ShortestDigits.digits(d)).as(Double.toString(d)).isEqualTo(byInterval(d));
        }
    }

    @Test
    void onlyFiniteNonZeroValues() {
        assertThatThrownBy(() -> ShortestDigits.of(0.0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ShortestDigits.of(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ShortestDigits.of(Float.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The fewest significant digits of a decimal that rounds to {@code x} (positive or negative, finite, not zero). */
    static int byInterval(double x) {
        double a = Math.abs(x);
        long bits = Double.doubleToRawLongBits(a);
        BigDecimal low = mid(Math.nextDown(a), a);
        BigDecimal high = Double.isFinite(Math.nextUp(a)) ? mid(a, Math.nextUp(a)) : null;
        return fewestDigits(low, high, (bits & 1) == 0, 17);
    }

    static int byInterval(float f) {
        float a = Math.abs(f);
        int bits = Float.floatToRawIntBits(a);
        BigDecimal low = mid(Math.nextDown(a), a);
        BigDecimal high = Float.isFinite(Math.nextUp(a)) ? mid(Math.nextUp(a), a) : null;
        return fewestDigits(low, high, (bits & 1) == 0, 9);
    }

    private static BigDecimal mid(double a, double b) {
        return new BigDecimal(a).add(new BigDecimal(b)).divide(BigDecimal.valueOf(2));
    }

    /**
     * The fewest digits of a decimal in (low, high), ends included when the value's significand is even
     * (round half to even); high null: no upper end (the largest finite value).
     */
    private static int fewestDigits(BigDecimal low, BigDecimal high, boolean inclusive, int max) {
        for (int k = 1; k <= max; k++) {
            BigDecimal c = low.round(new MathContext(k, RoundingMode.CEILING)); // the least k-digit decimal >= low
            if (c.compareTo(low) == 0 && !inclusive) {
                c = c.add(BigDecimal.ONE.scaleByPowerOfTen(c.precision() - c.scale() - k)).round(new MathContext(k, RoundingMode.CEILING));
            }
            if (high == null || c.compareTo(high) < 0 || (inclusive && c.compareTo(high) == 0)) {
                return k;
            }
        }
        throw new AssertionError("no decimal of at most " + max + " digits in (" + low + ", " + high + ")");
    }
}
