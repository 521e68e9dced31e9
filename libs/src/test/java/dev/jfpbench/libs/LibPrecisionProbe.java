package dev.jfpbench.libs;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.VectorDocs;

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
 * 0.001 and 10^7, so that every library can read them.
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

    @SuppressWarnings("unchecked")
    static Counts probe(Function<Class<?>, ? extends Codec<?>> library) {
        Codec<Object> currency = (Codec<Object>) library.apply(Currency.class);
        Codec<Object> vectors = (Codec<Object>) library.apply(VectorDocs.class);
        return new Counts(count(() -> readDoubles(currency, shortestDoubles())), count(() -> readDoubles(currency, shortDecimals())),
                count(() -> readDoubles(currency, hardDoubles())), count(() -> readFloats(vectors, shortestFloats())),
                count(() -> readFloats(vectors, hardFloats())), count(() -> writeDoubles(currency)), count(() -> writeFloats(vectors)));
    }

    interface Check {
        int wrong() throws Exception;
    }

    static int count(Check check) {
        try {
            return check.wrong();
        } catch (Exception e) {
            return -1;
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

    static int readDoubles(Codec<Object> codec, List<String> texts) throws Exception {
        StringBuilder json = new StringBuilder("{\"rates\":{");
        for (int i = 0; i < texts.size(); i++) {
            json.append(i == 0 ? "" : ",").append("\"r").append(i).append("\":").append(texts.get(i));
        }
        Object read = codec.read(json.append("}}").toString().getBytes(StandardCharsets.UTF_8));
        Currency c = (Currency) codec.toModel(read);
        int wrong = 0;
        for (int i = 0; i < texts.size(); i++) {
            if (Double.doubleToRawLongBits(c.rates.get("r" + i)) != Double.doubleToRawLongBits(Double.parseDouble(texts.get(i)))) {
                wrong++;
            }
        }
        return wrong;
    }

    static int readFloats(Codec<Object> codec, List<String> texts) throws Exception {
        String json = "{\"data\":[{\"_id\":\"a\",\"text\":\"b\",\"emb\":[" + String.join(",", texts) + "]}]}";
        Object read = codec.read(json.getBytes(StandardCharsets.UTF_8));
        float[] emb = ((VectorDocs) codec.toModel(read)).data.get(0).emb;
        int wrong = 0;
        for (int i = 0; i < texts.size(); i++) {
            if (Float.floatToRawIntBits(emb[i]) != Float.floatToRawIntBits(Float.parseFloat(texts.get(i)))) {
                wrong++;
            }
        }
        return wrong;
    }

    static int writeDoubles(Codec<Object> codec) throws Exception {
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
        int wrong = 0;
        for (Map.Entry<String, Double> e : rates.entrySet()) {
            if (!e.getValue().equals(back.rates.get(e.getKey()))) {
                wrong++;
            }
        }
        return wrong;
    }

    static int writeFloats(Codec<Object> codec) throws Exception {
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
        int wrong = 0;
        for (int i = 0; i < N; i++) {
            if (Float.floatToRawIntBits(row.emb[i]) != Float.floatToRawIntBits(back[i])) {
                wrong++;
            }
        }
        return wrong;
    }
}
