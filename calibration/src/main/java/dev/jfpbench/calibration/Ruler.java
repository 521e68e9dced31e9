package dev.jfpbench.calibration;

import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * A benchmark whose cost is known: {@link Blackhole#consumeCPU} burns CPU linearly in its tokens, and the
 * call around it costs nanoseconds against tens of microseconds, so a run with 10% more tokens is 10% slower
 * (to well under 0.1%). It checks the statistics against the truth: an A/A run must find no change, an A/B
 * run with a known extra cost must find that cost.
 *
 * <p>{@code -Djfpbench.ruler.extra=10} (a fork JVM option, e.g. {@code -jvmArgsAppend -Djfpbench.ruler.extra=10})
 * adds 10% to the cost without changing the benchmark's name or parameters, as a real regression would:
 * {@code compare} then pairs it with a run without it.
 *
 * <p>{@code -Djfpbench.ruler.allocate=true} (likewise a fork JVM option) allocates one extra {@link Object} per operation,
 * stored in a field so that it escapes and escape analysis cannot remove it: an allocation regression of one small
 * object, the same name and parameters, which {@code compare}'s allocation gate must flag.
 *
 * <p>Two plants for checking an estimator rather than a gate, each a fork JVM option too: {@code -Djfpbench.ruler.recur=N}
 * puts the whole extra cost of every N operations into the N-th (with {@code extra=5, recur=1000} one operation in a
 * thousand burns 51 times the tokens: the same 5% on average, but as a rare spike, as a collector's pause comes), and
 * {@code -Djfpbench.ruler.bytes=N} allocates an escaping {@code byte[N]} per operation (its cost: allocation and the
 * collections it brings).
 */
public class Ruler extends BenchmarkDefaults implements Verifiable {
    static final String EXTRA = "jfpbench.ruler.extra";
    static final String ALLOCATE = "jfpbench.ruler.allocate";
    static final String RECUR = "jfpbench.ruler.recur";
    static final String BYTES = "jfpbench.ruler.bytes";
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    /** CPU tokens per operation (about 1-2 ns each): the base cost. */
    @Param("20000")
    public long tokens;

    /** Tokens actually burnt: {@code tokens} plus the extra percentage. */
    long burnt;

    /** Whether each operation allocates the extra object; where it goes (a field: it escapes). */
    boolean allocate;
    Object sink;

    /** With a recurring plant: every {@code recur}-th call burns {@code spike} tokens, the others {@code tokens}; the calls so far. */
    long recur;
    long spike;
    long calls;

    /** Bytes allocated per call (0: none). */
    int bytes;

    @Setup
    public void setup() {
        burnt = burnt(tokens, System.getProperty(EXTRA, "0"));
        allocate = allocate(System.getProperty(ALLOCATE, "false"));
        recur = count(RECUR, System.getProperty(RECUR, "1"), 1);
        spike = recur == 1 ? burnt : tokens + recur * (burnt - tokens);
        bytes = (int) count(BYTES, System.getProperty(BYTES, "0"), 0);
    }

    /** A whole number of at least {@code least} for the knob {@code name}; else one line. */
    static long count(String name, String value, long least) {
        try {
            long n = Long.parseLong(value.trim());
            if (n >= least && n <= Integer.MAX_VALUE) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("Ruler: -D" + name + " must be a whole number of at least " + least + ", was '" + value + "'");
    }

    static boolean allocate(String value) {
        return switch (value.trim()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("Ruler: -D" + ALLOCATE + " must be true or false, was '" + value + "'");
        };
    }

    /** tokens x (100 + extra) / 100, rounded half up, at least 1; exact (a double would round 502.5 down). */
    static long burnt(long tokens, String extraPercent) {
        if (tokens <= 0) {
            throw new IllegalArgumentException("Ruler: tokens must be positive, was " + tokens);
        }
        BigDecimal extra;
        try {
            extra = new BigDecimal(extraPercent.trim().replace("%", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Ruler: -D" + EXTRA + " must be a percentage such as 10, was '" + extraPercent + "'");
        }
        if (extra.compareTo(HUNDRED.negate()) <= 0) {
            throw new IllegalArgumentException("Ruler: -D" + EXTRA + " must be above -100, was " + extraPercent);
        }
        BigDecimal exact = BigDecimal.valueOf(tokens).multiply(HUNDRED.add(extra)).divide(HUNDRED);
        return Math.max(1, exact.setScale(0, RoundingMode.HALF_UP).longValueExact());
    }

    /** Returns the tokens burnt, so the verification can check the work asked for is the work done. */
    @Benchmark
    public long consume() {
        long n = recur == 1 || ++calls % recur != 0 ? (recur == 1 ? burnt : tokens) : spike;
        Blackhole.consumeCPU(n);
        if (allocate) {
            sink = new Object();
        }
        if (bytes > 0) {
            sink = new byte[bytes];
        }
        return n;
    }

    /**
     * The tokens burnt must be those asked for, computed here apart from {@link #burnt}: in integer arithmetic; the
     * extra object must be there exactly when asked for.
     */
    @Override
    public void verify(String benchmark, Object result) {
        if (!benchmark.equals("consume")) {
            throw Verifiable.noCheckFor(this, benchmark);
        }
        long every = Long.parseLong(System.getProperty(RECUR, "1").trim());
        long expected = every == 1 ? expectedTokens(tokens, System.getProperty(EXTRA, "0"))
                : calls % every != 0 ? tokens : tokens + every * (expectedTokens(tokens, System.getProperty(EXTRA, "0")) - tokens);
        if (!(result instanceof Long l) || l != expected || expected <= 0) {
            throw new AssertionError("Ruler.consume burnt " + result + " tokens, expected " + expected);
        }
        int size = Integer.parseInt(System.getProperty(BYTES, "0").trim());
        if (size > 0) {
            if (!(sink instanceof byte[] a) || a.length != size) {
                throw new AssertionError("Ruler.consume did not allocate the byte[" + size + "] of -D" + BYTES);
            }
        } else if ((sink != null) != Boolean.parseBoolean(System.getProperty(ALLOCATE, "false").trim())) {
            throw new AssertionError("Ruler.consume " + (sink != null ? "allocated" : "did not allocate") + " the extra object with -D" + ALLOCATE + "="
                    + System.getProperty(ALLOCATE, "false"));
        }
    }

    /**
     * tokens x (100 + extra) / 100, rounded half up, at least 1, in integers: extra = u / 10^s (its digits and
     * decimal places), so the result is floor((2 t (100 10^s + u) + 100 10^s) / (2 x 100 10^s)).
     */
    static long expectedTokens(long tokens, String extraPercent) {
        BigDecimal extra = new BigDecimal(extraPercent.trim().replace("%", ""));
        BigInteger u = extra.unscaledValue();
        int s = extra.scale();
        if (s < 0) {
            u = u.multiply(BigInteger.TEN.pow(-s));
            s = 0;
        }
        BigInteger den = BigInteger.valueOf(100).multiply(BigInteger.TEN.pow(s));
        BigInteger num = BigInteger.valueOf(tokens).multiply(den.add(u));
        BigInteger rounded = num.shiftLeft(1).add(den).divide(den.shiftLeft(1));
        return Math.max(1, rounded.longValueExact());
    }
}
