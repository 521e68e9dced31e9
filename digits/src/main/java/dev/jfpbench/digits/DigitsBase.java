package dev.jfpbench.digits;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * The run settings and checks of the digit sweep; the leaves hold the document, the mappers and the measured
 * methods. One operation is one number: every method handles a document of {@value DigitsDataset#NUMBERS}
 * numbers and says so with {@code @OperationsPerInvocation}, so the score is nanoseconds per number.
 * <ul>
 *   <li>Average time in ns: per number, the unit the sweep is read in.</li>
 *   <li>1 fork, 9 x 500 ms warm-up, 20 x 200 ms measurement: the warm-up measured (docs/methodology.md, finding
 *       "warmup": nine in ten of the family's forks run at full speed by then on JDK 17, 21 and 25; {@code
 *       WarmupSettingsTest} holds it there), a fork's score the median of its iterations within 10% of its best, so
 *       that a spell in which another tenant had the CPU must cover all four seconds to move it. Pairs are compared in paired rounds ({@code -f N}), not
 *       by one long fork.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 9, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 20, time = 200, timeUnit = TimeUnit.MILLISECONDS)
public abstract class DigitsBase implements Verifiable {
    /** Where writes write: counts, keeps nothing (tests capture). */
    protected final ByteSink sink = new ByteSink();

    /** JSON with every fast floating-point feature off (the JDK's parsing and printing), or all on. */
    protected static JsonMapper mapper(FpConfig fp) {
        return fp.applyTo(JsonMapper.builder()).build();
    }

    /** The document the class measures (set at setup). */
    protected abstract DigitsDataset.Document document();

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    /**
     * Reads must be the JDK's parse of every literal of the document, bit for bit; what a write wrote must be a
     * JSON array of numbers that the JDK parses back to the same values, and the fast writer (Schubfach, shortest)
     * must have written each with exactly the document's digit count. The reference is made here from the
     * document's text, by the JDK alone: nothing the benchmark set up or touched is re-used.
     */
    @Override
    public void verify(String benchmark, Object result) {
        DigitsDataset.Document doc = document();
        boolean isFloat = doc.kind == DigitsDataset.Kind.FLOAT;
        String what = getClass().getSimpleName() + "." + benchmark + " (digits=" + doc.digits + ")";
        Object expected = jdkParse(doc.literals(), isFloat);
        switch (benchmark) {
            case "readDefault":
            case "readFast":
                Exact.check(what, expected, result);
                return;
            case "writeDefault":
            case "writeFast":
                if (result != sink) {
                    throw new AssertionError(what + ": returned " + result + ", not the sink it wrote to");
                }
                String[] written = literals(what, sink.takeCaptured());
                Exact.check(what + " (re-read by the JDK)", expected, jdkParse(written, isFloat));
                if (benchmark.equals("writeFast")) {
                    for (int i = 0; i < written.length; i++) {
                        int digits = significantDigits(written[i]);
                        if (digits != doc.digits) {
                            throw new AssertionError(what + ": [" + i + "] written as " + written[i] + ", " + digits
                                    + " significant digits, not the shortest " + doc.digits);
                        }
                    }
                }
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    /** Each literal parsed by the JDK: a {@code double[]}, or a {@code float[]}. */
    static Object jdkParse(String[] literals, boolean isFloat) {
        if (isFloat) {
            float[] f = new float[literals.length];
            for (int i = 0; i < f.length; i++) {
                f[i] = Float.parseFloat(literals[i]);
            }
            return f;
        }
        double[] d = new double[literals.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = Double.parseDouble(literals[i]);
        }
        return d;
    }

    /** The number literals of a flat JSON array of numbers, split without a JSON library. */
    static String[] literals(String what, byte[] json) {
        String text = new String(json, StandardCharsets.US_ASCII).trim();
        if (text.length() < 2 || text.charAt(0) != '[' || text.charAt(text.length() - 1) != ']') {
            throw new AssertionError(what + ": wrote no JSON array: " + (text.length() > 40 ? text.substring(0, 40) + "..." : text));
        }
        String body = text.substring(1, text.length() - 1);
        String[] parts = body.isEmpty() ? new String[0] : body.split(",", -1);
        for (String p : parts) {
            if (!p.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?")) {
                throw new AssertionError(what + ": '" + p + "' is not a JSON number");
            }
        }
        return parts;
    }

    /** Significant digits of a number literal: leading and trailing zeros do not count ({@code 1200.0}: 2). */
    static int significantDigits(String literal) {
        BigDecimal d = new BigDecimal(literal);
        return d.signum() == 0 ? 1 : d.stripTrailingZeros().precision();
    }
}
