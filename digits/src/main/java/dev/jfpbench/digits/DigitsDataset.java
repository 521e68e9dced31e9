package dev.jfpbench.digits;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The digit sweep's documents: JSON arrays of {@value #NUMBERS} numbers whose shortest round-tripping decimal
 * ({@link ShortestDigits}) has exactly k significant digits, each written with exactly those k digits in Java's
 * layout (what {@code Double.toString} on JDK 19+ and Jackson's fast writer print), so a read reads what a
 * writer writes. Generated deterministically in memory (a fixed seed per kind and k; {@link Random}'s sequence
 * is specified, and the rest is exact decimal arithmetic and the JDK's correctly rounded parsers), by rejection
 * sampling: a k-digit decimal is drawn, parsed, and kept only when its value's shortest decimal has k digits.
 * A test pins the bytes with a SHA-256.
 */
public final class DigitsDataset {
    /** Numbers per document: the benchmarks' {@code @OperationsPerInvocation}, so that scores are per number. */
    public static final int NUMBERS = 1000;
    static final long SEED = 20260514L;

    /** What the numbers are. */
    public enum Kind {
        /**
         * Doubles of k = 1..17 shortest digits, both signs (half negative), the leading digit's decimal exponent
         * uniform over -3..6 (|x| from 0.001 to 10^7): measurements, prices, coordinates, rates.
         */
        DOUBLE(1, 17, -3, 6, true),
        /** Floats of k = 1..9 shortest digits, spread as the doubles. */
        FLOAT(1, 9, -3, 6, true),
        /**
         * Integral values held as doubles, k = 1..16 digits, non-negative (counts, identifiers, amounts in cents,
         * epoch milliseconds): uniform over the k-digit integers whose last digit is not 0, so that k is the
         * shortest digit count. 16 is the most: every integer below 2^53 (about 9.007 x 10^15) is a double, and
         * 17-digit integers mostly are not. Written as Java writes a double: {@code 12345.0}, and from 8 digits on
         * {@code 1.2345678E7}.
         */
        INTEGRAL(1, 16, 0, 0, false);

        public final int minDigits;
        public final int maxDigits;
        final int minExponent;
        final int maxExponent;
        final boolean signed;

        Kind(int minDigits, int maxDigits, int minExponent, int maxExponent, boolean signed) {
            this.minDigits = minDigits;
            this.maxDigits = maxDigits;
            this.minExponent = minExponent;
            this.maxExponent = maxExponent;
            this.signed = signed;
        }
    }

    /** One document: its JSON text, each number's literal, and the values (doubles, or floats for {@link Kind#FLOAT}). */
    public static final class Document {
        public final Kind kind;
        public final int digits;
        private final byte[] json;
        private final String[] literals;
        private final double[] doubles;
        private final float[] floats;

        Document(Kind kind, int digits, String[] literals, double[] doubles, float[] floats) {
            this.kind = kind;
            this.digits = digits;
            this.literals = literals;
            this.doubles = doubles;
            this.floats = floats;
            this.json = ("[" + String.join(",", literals) + "]").getBytes(StandardCharsets.US_ASCII);
        }

        /** The compact JSON array, e.g. {@code [-0.0123,4.56,...]}. */
        public byte[] json() {
            return json.clone();
        }

        public String[] literals() {
            return literals.clone();
        }

        /** The values as doubles (a float document: each float widened, exactly). */
        public double[] doubles() {
            if (doubles != null) {
                return doubles.clone();
            }
            double[] d = new double[floats.length];
            for (int i = 0; i < d.length; i++) {
                d[i] = floats[i];
            }
            return d;
        }

        /** The values of a {@link Kind#FLOAT} document. */
        public float[] floats() {
            if (floats == null) {
                throw new IllegalStateException(kind + " documents hold doubles");
            }
            return floats.clone();
        }
    }

    private static final Map<String, Document> CACHE = new ConcurrentHashMap<>();

    private DigitsDataset() {
    }

    /**
     * The document of {@code kind} with {@code digits} shortest digits, generated on first use and kept (a few
     * KB each). A digit count outside the kind's range fails with one clear line.
     */
    public static Document of(Kind kind, int digits) {
        if (digits < kind.minDigits || digits > kind.maxDigits) {
            throw new IllegalArgumentException("digits=" + digits + " is out of range for " + kind.name().toLowerCase(java.util.Locale.ROOT)
                    + " numbers: use " + kind.minDigits + " to " + kind.maxDigits);
        }
        return CACHE.computeIfAbsent(kind + "/" + digits, key -> generate(kind, digits));
    }

    static Document generate(Kind kind, int k) {
        Random random = new Random(SEED + 100L * kind.ordinal() + k);
        String[] literals = new String[NUMBERS];
        double[] doubles = kind == Kind.FLOAT ? null : new double[NUMBERS];
        float[] floats = kind == Kind.FLOAT ? new float[NUMBERS] : null;
        long attempts = 0;
        for (int n = 0; n < NUMBERS; ) {
            if (++attempts > 10_000L * NUMBERS) {
                throw new IllegalStateException("cannot find " + NUMBERS + " " + kind + " numbers of " + k + " digits");
            }
            BigDecimal candidate = candidate(random, kind, k);
            ShortestDigits.Decimal shortest;
            if (kind == Kind.FLOAT) {
                float f = Float.parseFloat(candidate.toString());
                shortest = ShortestDigits.of(f);
                if (shortest.digits != k) {
                    continue;
                }
                floats[n] = f;
            } else {
                double x = Double.parseDouble(candidate.toString());
                shortest = ShortestDigits.of(x);
                if (shortest.digits != k) {
                    continue;
                }
                doubles[n] = x;
            }
            literals[n++] = shortest.javaText();
        }
        return new Document(kind, k, literals, doubles, floats);
    }

    /** A k-digit decimal: a uniform significand, a uniform exponent of its leading digit, a sign. */
    private static BigDecimal candidate(Random random, Kind kind, int k) {
        long low = BigInteger.TEN.pow(k - 1).longValueExact();
        long significand;
        int exponent;
        if (kind == Kind.INTEGRAL) {
            long high = k == 16 ? (1L << 53) : 10 * low; // from 16 digits on, below 2^53: every integer a double
            significand = low + uniform(random, high - low);
            exponent = k - 1;
        } else {
            significand = low + uniform(random, 9 * low);
            exponent = kind.minExponent + random.nextInt(kind.maxExponent - kind.minExponent + 1);
        }
        BigDecimal d = new BigDecimal(BigInteger.valueOf(significand), k - 1 - exponent);
        return kind.signed && random.nextBoolean() ? d.negate() : d;
    }

    /** Uniform in [0, bound), without modulo bias, from {@link Random#nextLong()} alone (its sequence is specified). */
    private static long uniform(Random random, long bound) {
        long limit = Long.MAX_VALUE - Long.MAX_VALUE % bound;
        long r;
        do {
            r = random.nextLong() >>> 1;
        } while (r >= limit);
        return r % bound;
    }
}
