package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Random;

/**
 * The tabular dataset: a users table of {@link #ROWS} rows with mixed columns (ints, a long, a boolean, strings, an
 * ISO-8601 time) and no floating point, about 16 KB of compact JSON, the shape of the database dump the classic 2009
 * serializer comparisons measured. Generated in memory from a fixed seed (no file, no network); a test pins the
 * bytes with a SHA-256, so a change to this generator is a new dataset and must say so in {@link #VERSION}.
 */
public final class TableDataset {
    /** Bump with any change to the bytes generated. */
    public static final int VERSION = 1;
    public static final int ROWS = 100;
    public static final long SEED = 2009;

    private static final String[] FIRST = {"Anna", "Ben", "Carla", "David", "Elena", "Farid", "Grace", "Hiro",
            "Ines", "Jonas", "Kavya", "Liam", "Maja", "Nikolai", "Olga", "Pedro", "Quinn", "Rosa", "Sven", "Tomoko",
            "Umar", "Vera", "Wen", "Ximena", "Yusuf", "Zoe"};
    private static final String[] LAST = {"Andersen", "Brown", "Costa", "Dubois", "Eriksson", "Fischer", "Garcia",
            "Huang", "Ivanova", "Jensen", "Kowalski", "Lopez", "Muller", "Nakamura", "Okafor", "Petrov", "Rossi",
            "Schmidt", "Tanaka", "Usman", "Varga", "Weber", "Yilmaz", "Zhang"};
    private static final String[] COUNTRIES = {"US", "DE", "FR", "GB", "JP", "BR", "IN", "CN", "NG", "SE", "PL", "IT"};
    private static final String[] DOMAINS = {"example.com", "example.org"};

    private TableDataset() {
    }

    /** The dataset's compact JSON: {@code {"name":"users","rows":[{...},...]}}. */
    public static byte[] json() {
        return generate(ROWS, SEED);
    }

    /** Generates {@code rows} rows from {@code seed}; the same arguments give the same bytes on every JDK. */
    public static byte[] generate(int rows, long seed) {
        Random random = new Random(seed); // its sequence is specified by the JDK
        ByteArrayOutputStream out = new ByteArrayOutputStream(rows * 180);
        try (JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
            g.writeStartObject();
            g.writeStringField("name", "users");
            g.writeArrayFieldStart("rows");
            long created = 1_230_768_000L; // 2009-01-01T00:00:00Z
            for (int id = 1; id <= rows; id++) {
                String first = FIRST[random.nextInt(FIRST.length)];
                String last = LAST[random.nextInt(LAST.length)];
                String username = (first.charAt(0) + last).toLowerCase(java.util.Locale.ROOT) + random.nextInt(1000);
                created += 600 + random.nextInt(3 * 86_400);
                g.writeStartObject();
                g.writeNumberField("id", id);
                g.writeStringField("username", username);
                g.writeStringField("email", username + "@" + DOMAINS[random.nextInt(DOMAINS.length)]);
                g.writeStringField("name", first + " " + last);
                g.writeNumberField("age", 18 + random.nextInt(60));
                // money in cents (a long, never a float), from zero up to about ten million
                g.writeNumberField("balance", (long) StrictMath.floor(StrictMath.pow(10, 7 * random.nextDouble())) - 1);
                g.writeBooleanField("active", random.nextInt(5) != 0);
                g.writeStringField("created", java.time.Instant.ofEpochSecond(created).toString());
                g.writeStringField("country", COUNTRIES[random.nextInt(COUNTRIES.length)]);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
