package dev.jfpbench.libs;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Bound;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

/**
 * Exactness beyond our datasets: each codec reads and writes {@link #N} numbers of each kind, and what it gets
 * wrong is counted against the JDK ({@code Double.parseDouble}, {@code Float.parseFloat}; for writes, the value
 * itself, re-read by the reference). Realistic kinds (the shortest text of random values, as a correct writer
 * prints them; short decimals, as prices and rates) and hard ones (long texts just below the midpoint of two
 * adjacent values, which only a correctly rounding parser gets right). Plain decimals (no exponent) between
 * 0.001 and 10^7, so that every library can read them. Besides the count, {@link #errors} gives how far off the
 * wrong ones are (in ulps, relative, absolute): what an inexact configuration's declared bound is checked against.
 */
final class LibPrecisionProbe {
    static final int N = 4000;

    /** How many of {@link #N} values a codec gets wrong, per kind; -1 where it failed outright. */
    static final class Counts {
        final int[] wrong;

        Counts(int... wrong) {
            this.wrong = wrong;
        }

        /** One character per kind: '.' none wrong, 'x' some wrong, '!' failed. */
        String pattern() {
            StringBuilder sb = new StringBuilder();
            for (int w : wrong) {
                sb.append(w == 0 ? '.' : w > 0 ? 'x' : '!');
            }
            return sb.toString();
        }

        @Override
        public String toString() {
            return String.format("doubles read: shortest %d, short decimals %d, hard %d; floats read: shortest %d, hard %d; written: doubles %d, floats %d",
                    wrong[0], wrong[1], wrong[2], wrong[3], wrong[4], wrong[5], wrong[6]);
        }
    }

    /** The kinds, in the order of {@link Counts}: what {@link #errors} measures. */
    static final List<String> KINDS = List.of("doubles read (shortest)", "doubles read (short decimals)", "doubles read (hard)",
            "floats read (shortest)", "floats read (hard)", "doubles written", "floats written");

    @SuppressWarnings("unchecked")
    static Counts probe(Function<Class<?>, ? extends Codec<?>> library) {
        Counts counts = new Counts(new int[KINDS.size()]);
        for (int k = 0; k < KINDS.size(); k++) {
            try {
                counts.wrong[k] = (int) errors(library, k, null).differing();
            } catch (Exception e) {
                counts.wrong[k] = -1;
            }
        }
        return counts;
    }

    /** The errors of kind {@code k} (of {@link #KINDS}) of a library's codec, against the JDK (also as a share of {@code bound}, if not null). */
    @SuppressWarnings("unchecked")
    static Bound.Errors errors(Function<Class<?>, ? extends Codec<?>> library, int k, Bound bound) throws Exception {
        Bound.Errors errors = new Bound.Errors(bound);
        Codec<Object> currency = (Codec<Object>) library.apply(Currency.class);
        Codec<Object> vectors = (Codec<Object>) library.apply(VectorDocs.class);
        switch (k) {
            case 0: return readDoubles(currency, shortestDoubles(), errors);
            case 1: return readDoubles(currency, shortDecimals(), errors);
            case 2: return readDoubles(currency, hardDoubles(), errors);
            case 3: return readFloats(vectors, shortestFloats(), errors);
            case 4: return readFloats(vectors, hardFloats(), errors);
            case 5: return writeDoubles(currency, errors);
            case 6: return writeFloats(vectors, errors);
            default: throw new IllegalArgumentException("no kind " + k);
        }
    }

    /** The shortest text of random doubles, as a correct writer prints them (up to 17 digits). */
    static List<String> shortestDoubles() {
        Random random = new Random(1);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            texts.add(new BigDecimal(Double.toString(randomDouble(random))).toPlainString());
        }
        return texts;
    }

    /** Prices and rates: 1 to 6 digits, 1 to 4 decimals. */
    static List<String> shortDecimals() {
        Random random = new Random(2);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            texts.add(BigDecimal.valueOf(1 + random.nextInt(999_999), 1 + random.nextInt(4)).toPlainString());
        }
        return texts;
    }

    /** 20+ digit texts just below the midpoint of two adjacent doubles: only a correctly rounding parser gets all. */
    static List<String> hardDoubles() {
        Random random = new Random(3);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            double d = randomDouble(random);
            BigDecimal mid = new BigDecimal(d).add(new BigDecimal(Math.ulp(d)).divide(BigDecimal.valueOf(2)));
            texts.add(mid.subtract(mid.ulp()).toPlainString());
        }
        return texts;
    }

    /** The shortest text of random floats (up to 9 digits). */
    static List<String> shortestFloats() {
        Random random = new Random(4);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            texts.add(new BigDecimal(Float.toString(randomFloat(random))).toPlainString());
        }
        return texts;
    }

    /** Texts just below the midpoint of two adjacent floats: parsing them as a double first rounds twice. */
    static List<String> hardFloats() {
        Random random = new Random(5);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            float f = randomFloat(random);
            BigDecimal mid = new BigDecimal(f).add(new BigDecimal(Math.ulp(f)).divide(BigDecimal.valueOf(2)));
            texts.add(mid.subtract(mid.ulp()).toPlainString());
        }
        return texts;
    }

    static double randomDouble(Random random) {
        return Math.pow(10, random.nextDouble() * 10 - 3);
    }

    static float randomFloat(Random random) {
        return (float) Math.pow(10, random.nextDouble() * 10 - 3);
    }

    static Bound.Errors readDoubles(Codec<Object> codec, List<String> texts, Bound.Errors errors) throws Exception {
        StringBuilder json = new StringBuilder("{\"rates\":{");
        for (int i = 0; i < texts.size(); i++) {
            json.append(i == 0 ? "" : ",").append("\"r").append(i).append("\":").append(texts.get(i));
        }
        Object read = codec.read(json.append("}}").toString().getBytes(StandardCharsets.UTF_8));
        Currency c = (Currency) codec.toModel(read);
        for (int i = 0; i < texts.size(); i++) {
            errors.add(texts.get(i), Double.parseDouble(texts.get(i)), c.rates.get("r" + i), false);
        }
        return errors;
    }

    static Bound.Errors readFloats(Codec<Object> codec, List<String> texts, Bound.Errors errors) throws Exception {
        String json = "{\"data\":[{\"_id\":\"a\",\"text\":\"b\",\"emb\":[" + String.join(",", texts) + "]}]}";
        Object read = codec.read(json.getBytes(StandardCharsets.UTF_8));
        float[] emb = ((VectorDocs) codec.toModel(read)).data.get(0).emb;
        for (int i = 0; i < texts.size(); i++) {
            errors.add(texts.get(i), Float.parseFloat(texts.get(i)), emb[i], true);
        }
        return errors;
    }

    static Bound.Errors writeDoubles(Codec<Object> codec, Bound.Errors errors) throws Exception {
        Random random = new Random(6);
        Currency c = new Currency();
        c.base = "USD";
        Map<String, Double> rates = new LinkedHashMap<>();
        for (int i = 0; i < N; i++) {
            rates.put("r" + i, randomDouble(random));
        }
        c.rates = rates;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(codec.fromModel(c), out);
        Currency back = References.MAPPER.readValue(out.toByteArray(), Currency.class);
        for (Map.Entry<String, Double> e : rates.entrySet()) {
            errors.add(e.getKey(), e.getValue(), back.rates.get(e.getKey()), false);
        }
        return errors;
    }

    static Bound.Errors writeFloats(Codec<Object> codec, Bound.Errors errors) throws Exception {
        Random random = new Random(7);
        VectorDocs.Row row = new VectorDocs.Row();
        row._id = "a";
        row.text = "b";
        row.emb = new float[N];
        for (int i = 0; i < N; i++) {
            row.emb[i] = randomFloat(random);
        }
        VectorDocs docs = new VectorDocs();
        docs.data = List.of(row);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(codec.fromModel(docs), out);
        float[] back = References.MAPPER.readValue(out.toByteArray(), VectorDocs.class).data.get(0).emb;
        for (int i = 0; i < N; i++) {
            errors.add("emb[" + i + "]", row.emb[i], back[i], true);
        }
        return errors;
    }
}
