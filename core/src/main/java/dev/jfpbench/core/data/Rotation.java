package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Random;

/**
 * Inputs that don't flatter: N distinct documents of the same shape and digit distribution, so a read that cycles
 * through them does not parse the same bytes from L1 with a branch predictor that has learnt them. Set per fork with
 * {@code -jvmArgsAppend -Djfpbench.docs=N} (a power of two, 1 to 1024; default 1: the dataset itself, as the saved
 * baselines were measured). Document 0 is the dataset; document k perturbs every number by up to ±5% (seed k),
 * keeping each decimal's number of decimals and each integer integral; names, strings and structure are unchanged.
 */
public final class Rotation {
    public static final String PROPERTY = "jfpbench.docs";
    public static final int MAX = 1024;
    private static final JsonFactory FACTORY = new JsonFactory();

    private Rotation() {
    }

    /** The number of documents this fork cycles through ({@code -Djfpbench.docs}); one clear error if malformed. */
    public static int count() {
        String value = System.getProperty(PROPERTY, "1").trim();
        int n;
        try {
            n = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1 || n > MAX || Integer.bitCount(n) != 1) {
            throw new DatasetException("-D" + PROPERTY + " must be a power of two from 1 to " + MAX + ", not '" + value + "'");
        }
        return n;
    }

    /** The {@code count} documents: the dataset's compact JSON first, then its perturbed variants 1..count-1. */
    public static byte[][] of(byte[] compactJson, int count) {
        byte[][] docs = new byte[count][];
        for (int k = 0; k < count; k++) {
            docs[k] = k == 0 ? compactJson : variant(compactJson, k);
        }
        return docs;
    }

    /** Variant {@code k} (k >= 1) of a compact JSON document: every number perturbed, seeded by k. */
    public static byte[] variant(byte[] compactJson, int k) {
        Random random = new Random(k * 0x9E3779B97F4A7C15L);
        ByteArrayOutputStream out = new ByteArrayOutputStream(compactJson.length + 64);
        try (JsonParser p = FACTORY.createParser(compactJson); JsonGenerator g = FACTORY.createGenerator(out)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                double factor = 1 + (random.nextDouble() - 0.5) * 0.1;
                if (t == JsonToken.VALUE_NUMBER_FLOAT) {
                    g.writeNumber(perturbDecimal(p.getText(), factor));
                } else if (t == JsonToken.VALUE_NUMBER_INT) {
                    g.writeNumber(perturbInteger(p.getText(), factor));
                } else {
                    g.copyCurrentEvent(p);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The same number of decimals (and the same exponent form, when the text has one), never zero or a sign change. */
    static String perturbDecimal(String text, double factor) {
        int e = Math.max(text.indexOf('e'), text.indexOf('E'));
        String mantissa = e < 0 ? text : text.substring(0, e);
        BigDecimal m = new BigDecimal(mantissa);
        BigDecimal changed = m.multiply(BigDecimal.valueOf(factor)).setScale(m.scale(), RoundingMode.HALF_EVEN);
        if (changed.signum() != m.signum()) {
            changed = m;
        }
        return changed.toPlainString() + (e < 0 ? "" : text.substring(e));
    }

    static String perturbInteger(String text, double factor) {
        BigDecimal v = new BigDecimal(text);
        BigDecimal changed = v.multiply(BigDecimal.valueOf(factor)).setScale(0, RoundingMode.HALF_EVEN);
        return (changed.signum() != v.signum() ? v : changed).toPlainString();
    }
}
