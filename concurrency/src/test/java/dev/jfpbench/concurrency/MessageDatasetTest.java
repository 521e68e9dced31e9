package dev.jfpbench.concurrency;

import dev.jfpbench.core.data.References;
import dev.jfpbench.core.testing.JdkLiterals;
import org.junit.jupiter.api.Test;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The small messages: pinned bytes, the shape of a REST payload, and references that are the JDK's parse of their text. */
class MessageDatasetTest {
    static final String SHA256 = "4dd1e5a7d4e8e168f316d0ddc0b285e46a7ad7a0902e1dac26ab3513c09a7e9d";

    /** SHA-256 of the messages, each followed by a newline. */
    static String sha256(byte[][] messages) throws Exception {
        MessageDigest d = MessageDigest.getInstance("SHA-256");
        for (byte[] m : messages) {
            d.update(m);
            d.update((byte) '\n');
        }
        return HexFormat.of().formatHex(d.digest());
    }

    @Test
    void theGeneratedMessagesArePinned() throws Exception {
        assertThat(sha256(MessageDataset.json())).as("SHA-256 of the messages (generator v" + MessageDataset.VERSION + ")").isEqualTo(SHA256);
        assertThat(MessageDataset.json()).as("the same bytes every time").isDeepEqualTo(MessageDataset.json());
    }

    @Test
    void aFewHundredBytesEachAllDistinct() {
        byte[][] json = MessageDataset.json();
        assertThat(json.length).isEqualTo(MessageDataset.COUNT);
        assertThat(Integer.bitCount(MessageDataset.COUNT)).as("a power of two: the cursor is masked").isEqualTo(1);
        Set<String> distinct = new HashSet<>();
        for (byte[] m : json) {
            assertThat(m.length).as(new String(m)).isBetween(200, 600);
            distinct.add(new String(m));
        }
        assertThat(distinct).hasSize(MessageDataset.COUNT);
    }

    @Test
    void theShapeOfARestPayload() {
        for (int k = 0; k < MessageDataset.COUNT; k++) {
            Message m = MessageDataset.reference(k);
            assertThat(m.type).startsWith("order.");
            assertThat(java.time.Instant.parse(m.created)).isNotNull();
            assertThat(m.amount).isBetween(0.01, 2500.0);
            assertThat(m.rate).isBetween(0.5, 160.5);
            assertThat(m.customer.email).endsWith("@example.com");
            assertThat(m.items).hasSizeBetween(1, 3).allSatisfy(i -> assertThat(i.price).isPositive());
            assertThat(m.tags).hasSizeBetween(0, 3).doesNotHaveDuplicates();
        }
    }

    /** Every number of every reference message, in document order, is the JDK's parse of its literal (doubles bit for bit). */
    @Test
    void theReferencesAreTheJdksParseOfTheText() {
        for (int k = 0; k < MessageDataset.COUNT; k++) {
            byte[] json = MessageDataset.json(k);
            List<String> literals = JdkLiterals.of(json);
            Message m = MessageDataset.reference(k);
            List<Object> numbers = new ArrayList<>(List.of(m.id, m.amount, m.rate, m.customer.id));
            m.items.forEach(i -> numbers.addAll(List.of(i.quantity, i.price)));
            assertThat(numbers).as("message " + k).hasSameSizeAs(literals);
            for (int i = 0; i < literals.size(); i++) {
                Object n = numbers.get(i);
                if (n instanceof Double d) {
                    assertThat(Double.doubleToRawLongBits(d)).as("message " + k + " number " + i + " " + literals.get(i))
                            .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(literals.get(i))));
                } else {
                    assertThat(n.toString()).as("message " + k + " number " + i).isEqualTo(literals.get(i));
                }
            }
            // the whole JSON as untyped values: the numbers the messages hold are those the JDK reads
            JdkLiterals.assertEveryNumberIsTheJdksParse("message " + k, json, References.untyped(json));
        }
    }

    @Test
    void eachMessageIsItsReferenceWrittenBack() throws Exception {
        // the generator's text and the model agree field for field (the same bytes come back from the reference mapper)
        for (int k = 0; k < MessageDataset.COUNT; k++) {
            assertThat(new String(References.MAPPER.writeValueAsBytes(MessageDataset.reference(k)))).isEqualTo(new String(MessageDataset.json(k)));
        }
    }

    @Test
    void decimalsAreWrittenAsJavaWritesThem() {
        assertThat(MessageDataset.decimal(1250, 2)).isEqualTo("12.5");
        assertThat(MessageDataset.decimal(1200, 2)).isEqualTo("12.0");
        assertThat(MessageDataset.decimal(100_000, 2)).isEqualTo("1000.0");
        assertThat(MessageDataset.decimal(5_000, 4)).isEqualTo("0.5");
        assertThat(MessageDataset.decimal(1, 2)).isEqualTo("0.01");
    }
}
