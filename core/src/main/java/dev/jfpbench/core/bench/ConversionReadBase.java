package dev.jfpbench.core.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.NumberTexts;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static dev.jfpbench.core.data.Dataset.CURRENCY;
import static dev.jfpbench.core.data.Dataset.VECTORS;

/**
 * Where a read's time goes: the currency and the vectors streamed by one {@link JsonParser} (no databind), every
 * number of the rates or of the {@code emb} arrays converted ({@code ...Default}: the JDK's parsing, {@code ...Fast}:
 * FastDoubleParser) or only tokenised ({@code ...Tokens}: its text looked at, never converted). The three walk the
 * same bytes the same way and store one value per number into an array made at setup (returned); only the
 * conversion differs. A measured fork makes only the factory its method uses (Tokens: the Default one).
 */
public abstract class ConversionReadBase extends BenchmarkDefaults implements Verifiable {
    private static final String RATES = NumberTexts.field(CURRENCY);
    private static final String EMB = NumberTexts.field(VECTORS);

    private byte[] currencyJson;
    private byte[] vectorsJson;
    private JsonFactory factoryDefault;
    private JsonFactory factoryFast;
    private double[] currencyValues;
    private float[] vectorsValues;
    private long[] currencyTokens;
    private long[] vectorsTokens;
    /** The texts a Tokens method saw: verification only (null in a benchmark, the branch never taken). */
    private List<String> capturedTexts;

    /** The format (JSON: its numbers are decimal text). */
    protected abstract Jackson2Format format();

    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        currencyJson = CURRENCY.json();
        vectorsJson = VECTORS.json();
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            factoryDefault = format().mapper(FpConfig.DEFAULT).getFactory();
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            factoryFast = format().mapper(FpConfig.FAST).getFactory();
        }
        int currencyCount = NumberTexts.count(CURRENCY, currencyJson);
        int vectorsCount = NumberTexts.count(VECTORS, vectorsJson);
        currencyValues = new double[currencyCount];
        currencyTokens = new long[currencyCount];
        vectorsValues = new float[vectorsCount];
        vectorsTokens = new long[vectorsCount];
    }

    // the 163 rates converted by the JDK's Double.parseDouble
    @Benchmark
    public double[] currencyDefault() throws IOException {
        return doubles(factoryDefault, currencyJson, RATES, currencyValues);
    }

    // the same with FastDoubleParser
    @Benchmark
    public double[] currencyFast() throws IOException {
        return doubles(factoryFast, currencyJson, RATES, currencyValues);
    }

    // the control: the same walk, each rate's text only looked at (length, first and last char), not converted
    @Benchmark
    public long[] currencyTokens() throws IOException {
        return tokens(factoryDefault, currencyJson, RATES, currencyTokens);
    }

    // 1,024,000 floats converted by the JDK's Float.parseFloat
    @Benchmark
    public float[] vectorsDefault() throws IOException {
        return floats(factoryDefault, vectorsJson, EMB, vectorsValues);
    }

    // the same with FastDoubleParser's float parser
    @Benchmark
    public float[] vectorsFast() throws IOException {
        return floats(factoryFast, vectorsJson, EMB, vectorsValues);
    }

    // the control: the same walk, each float's text only looked at, not converted
    @Benchmark
    public long[] vectorsTokens() throws IOException {
        return tokens(factoryDefault, vectorsJson, EMB, vectorsTokens);
    }

    /** Every number in the container under {@code field}, as a double. */
    private static double[] doubles(JsonFactory factory, byte[] json, String field, double[] out) throws IOException {
        int n = 0;
        try (JsonParser p = factory.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && field.equals(p.currentName())) {
                    p.nextToken();
                    for (t = p.nextToken(); t != JsonToken.END_OBJECT && t != JsonToken.END_ARRAY; t = p.nextToken()) {
                        if (t != JsonToken.FIELD_NAME) {
                            out[n++] = p.getDoubleValue();
                        }
                    }
                }
            }
        }
        return checkCount(out.length, n, out);
    }

    /** Every number in the containers under {@code field}, as a float. */
    private static float[] floats(JsonFactory factory, byte[] json, String field, float[] out) throws IOException {
        int n = 0;
        try (JsonParser p = factory.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && field.equals(p.currentName())) {
                    p.nextToken();
                    for (t = p.nextToken(); t != JsonToken.END_OBJECT && t != JsonToken.END_ARRAY; t = p.nextToken()) {
                        if (t != JsonToken.FIELD_NAME) {
                            out[n++] = p.getFloatValue();
                        }
                    }
                }
            }
        }
        return checkCount(out.length, n, out);
    }

    /** Every number's text in the containers under {@code field}, as (length, first char, last char): no conversion. */
    private long[] tokens(JsonFactory factory, byte[] json, String field, long[] out) throws IOException {
        int n = 0;
        List<String> capture = capturedTexts;
        if (capture != null) {
            capture.clear();
        }
        try (JsonParser p = factory.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && field.equals(p.currentName())) {
                    p.nextToken();
                    for (t = p.nextToken(); t != JsonToken.END_OBJECT && t != JsonToken.END_ARRAY; t = p.nextToken()) {
                        if (t != JsonToken.FIELD_NAME) {
                            char[] c = p.getTextCharacters();
                            int off = p.getTextOffset();
                            int len = p.getTextLength();
                            out[n++] = fingerprint(c, off, len);
                            if (capture != null) {
                                capture.add(new String(c, off, len));
                            }
                        }
                    }
                }
            }
        }
        return checkCount(out.length, n, out);
    }

    /** A number text's length, first and last char in one long. */
    public static long fingerprint(char[] c, int off, int len) {
        return (long) len << 32 | (long) c[off] << 16 | c[off + len - 1];
    }

    private static <A> A checkCount(int expected, int n, A out) {
        if (n != expected) {
            throw new IllegalStateException(n + " numbers read, " + expected + " expected");
        }
        return out;
    }

    @Override
    public void prepareVerification() {
        capturedTexts = new ArrayList<>();
    }

    /**
     * Default and Fast: every value bit for bit the JDK's parse of the document's number text (found by a plain scan,
     * {@link NumberTexts}); Tokens: every (length, first, last char) of those texts, and the texts it saw equal to them.
     */
    @Override
    public void verify(String benchmark, Object result) {
        Dataset d = Dataset.ofMethod(benchmark);
        String what = getClass().getSimpleName() + "." + benchmark;
        if (d != CURRENCY && d != VECTORS) {
            throw Verifiable.noCheckFor(this, benchmark);
        }
        NumberTexts.Parsed expected = NumberTexts.parsed(d);
        String configuration = benchmark.substring(d.method().length());
        switch (configuration) {
            case "Default":
            case "Fast":
                checkValues(what, expected, result, d == VECTORS);
                return;
            case "Tokens":
                checkTokens(what, expected.texts(), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    private static void checkValues(String what, NumberTexts.Parsed expected, Object result, boolean floats) {
        if (floats ? !(result instanceof float[]) : !(result instanceof double[])) {
            throw new AssertionError(what + " returned " + result + ", not a " + (floats ? "float[]" : "double[]"));
        }
        int length = floats ? ((float[]) result).length : ((double[]) result).length;
        if (length != expected.texts().size()) {
            throw new AssertionError(what + ": " + length + " numbers, the document has " + expected.texts().size());
        }
        for (int i = 0; i < length; i++) {
            long bits = floats ? Float.floatToRawIntBits(((float[]) result)[i]) : Double.doubleToRawLongBits(((double[]) result)[i]);
            if (bits != expected.bits()[i]) {
                throw new AssertionError(what + ": number " + i + " is " + (floats ? ((float[]) result)[i] : ((double[]) result)[i])
                        + ", the JDK parses its text " + expected.texts().get(i) + " to " + expected.jdkTexts().get(i));
            }
        }
    }

    private void checkTokens(String what, List<String> texts, Object result) {
        if (!(result instanceof long[])) {
            throw new AssertionError(what + " returned " + result + ", not a long[]");
        }
        long[] tokens = (long[]) result;
        if (tokens.length != texts.size()) {
            throw new AssertionError(what + ": " + tokens.length + " numbers, the document has " + texts.size());
        }
        for (int i = 0; i < tokens.length; i++) {
            char[] c = texts.get(i).toCharArray();
            if (tokens[i] != fingerprint(c, 0, c.length)) {
                throw new AssertionError(what + ": number " + i + " (" + texts.get(i) + ") has fingerprint " + Long.toHexString(tokens[i])
                        + ", expected " + Long.toHexString(fingerprint(c, 0, c.length)));
            }
        }
        if (capturedTexts == null || !capturedTexts.equals(texts)) {
            throw new AssertionError(what + ": the texts it tokenised are not the document's number texts"
                    + (capturedTexts == null ? " (none captured: prepareVerification not called)" : ""));
        }
    }
}
