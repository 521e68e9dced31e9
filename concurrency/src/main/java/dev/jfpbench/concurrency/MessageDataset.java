package dev.jfpbench.concurrency;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.jfpbench.core.data.References;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Locale;
import java.util.Random;

/**
 * The small messages: {@link #COUNT} distinct order events ({@link Message}), a few hundred bytes of compact JSON each,
 * generated in memory from a fixed seed (no file, no network). A benchmark thread reads and writes them in turn, so
 * that no call handles the bytes the one before it did. Every number is written from its decimal text (never through
 * {@code Double.toString}), so the bytes are the same on every JDK; a test pins them with a SHA-256, so a change to
 * this generator is a new dataset and must say so in {@link #VERSION}.
 */
public final class MessageDataset {
    /** Bump with any change to the bytes generated. */
    public static final int VERSION = 1;
    /** How many distinct messages: a power of two, so that a thread's next one is an index masked. */
    public static final int COUNT = 16;
    public static final long SEED = 2026;

    private static final String[] TYPES = {"order.created", "order.paid", "order.shipped", "order.refunded"};
    private static final String[] FIRST = {"Anna", "Ben", "Carla", "David", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kavya", "Liam"};
    private static final String[] LAST = {"Andersen", "Brown", "Costa", "Dubois", "Eriksson", "Fischer", "Garcia", "Huang", "Ivanova", "Jensen"};
    private static final String[] COUNTRIES = {"US", "DE", "FR", "GB", "JP", "BR", "IN", "SE", "PL", "IT"};
    private static final String[] TAGS = {"express", "gift", "b2b", "promo", "fragile", "repeat"};
    private static final byte[][] JSON = generate(COUNT, SEED);

    private MessageDataset() {
    }

    /** The {@link #COUNT} messages' compact JSON (a copy, so a caller may keep it). */
    public static byte[][] json() {
        byte[][] copy = new byte[COUNT][];
        for (int k = 0; k < COUNT; k++) {
            copy[k] = json(k);
        }
        return copy;
    }

    /** Message {@code k}'s compact JSON (a copy). */
    public static byte[] json(int k) {
        return JSON[k].clone();
    }

    /** Message {@code k} read by the reference mapper (the JDK's parsing): what a read must give and a write write. */
    public static Message reference(int k) {
        return References.read(json(k), Message.class);
    }

    /** {@code count} messages from {@code seed}; the same arguments give the same bytes on every JDK. */
    static byte[][] generate(int count, long seed) {
        Random random = new Random(seed); // its sequence is specified by the JDK
        JsonFactory factory = new JsonFactory();
        byte[][] out = new byte[count][];
        for (int k = 0; k < count; k++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
            try (JsonGenerator g = factory.createGenerator(bytes, JsonEncoding.UTF8)) {
                String first = FIRST[random.nextInt(FIRST.length)];
                String last = LAST[random.nextInt(LAST.length)];
                g.writeStartObject();
                g.writeNumberField("id", 10_000_000L + random.nextInt(90_000_000));
                g.writeStringField("type", TYPES[random.nextInt(TYPES.length)]);
                g.writeStringField("created", Instant.ofEpochSecond(1_767_225_600L + random.nextInt(365 * 86_400)).toString());
                g.writeBooleanField("paid", random.nextInt(4) != 0);
                g.writeFieldName("amount");
                g.writeNumber(decimal(1 + random.nextInt(250_000), 2)); // 0.01 to 2500.00
                g.writeFieldName("rate");
                g.writeNumber(decimal(5_000 + random.nextInt(1_600_000), 4)); // an exchange rate, 0.5 to 160.5
                g.writeObjectFieldStart("customer");
                g.writeNumberField("id", 1 + random.nextInt(1_000_000));
                g.writeStringField("name", first + " " + last);
                g.writeStringField("email", (first + "." + last).toLowerCase(Locale.ROOT) + "@example.com");
                g.writeStringField("country", COUNTRIES[random.nextInt(COUNTRIES.length)]);
                g.writeEndObject();
                g.writeArrayFieldStart("items");
                for (int i = 1 + random.nextInt(3); i > 0; i--) {
                    g.writeStartObject();
                    g.writeStringField("sku", "SKU-" + (10_000 + random.nextInt(90_000)));
                    g.writeNumberField("quantity", 1 + random.nextInt(5));
                    g.writeFieldName("price");
                    g.writeNumber(decimal(99 + random.nextInt(50_000), 2));
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeArrayFieldStart("tags");
                int start = random.nextInt(TAGS.length);
                for (int t = random.nextInt(4); t > 0; t--) {
                    g.writeString(TAGS[(start + t) % TAGS.length]);
                }
                g.writeEndArray();
                g.writeEndObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out[k] = bytes.toByteArray();
        }
        return out;
    }

    /** {@code units / 10^scale} as decimal text with at least one digit after the point and no trailing zero ({@code 12.5}, {@code 12.0}). */
    static String decimal(long units, int scale) {
        String s = BigDecimal.valueOf(units, scale).stripTrailingZeros().toPlainString();
        return s.indexOf('.') < 0 ? s + ".0" : s;
    }
}
