package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.jfpbench.core.model.VectorDocs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The generated embedding dataset: pinned bytes, the promised shape, and numbers like real model output. */
class VectorDatasetTest {
    /** Changing the generator changes this: then bump GENERATOR_VERSION too, so stale caches are not used. */
    static final String SHA256 = "4068354a28e9652300acbfc470a2514e6869e5ec11bbd96eac2a95d5f9dd26ee";

    static byte[] json;
    static VectorDocs docs;

    @BeforeAll
    static void generate() {
        json = VectorDataset.generate(VectorDataset.DEFAULT_ROWS, VectorDataset.DEFAULT_DIMS, VectorDataset.DEFAULT_SEED);
        docs = VectorDataset.read(json, "generated vectors");
    }

    @Test
    void generatedBytesArePinned() throws NoSuchAlgorithmException {
        assertThat(sha256(json)).as("SHA-256 of the generated vectors (generator v" + VectorDataset.GENERATOR_VERSION + ")").isEqualTo(SHA256);
    }

    @Test
    void cacheHoldsTheGeneratedBytes() {
        assertThat(VectorDataset.defaultJson()).as("cached dataset (stale? bump GENERATOR_VERSION)").isEqualTo(json);
    }

    /** A check's reference is read once per input and handed out as a copy: a change to one copy, or new bytes, shows. */
    @Test
    void aReferenceIsAFreshCopyOfTheBytesGiven() {
        String source = "reference test";
        VectorDocs first = VectorDataset.reference(json, source);
        assertThat(first).isEqualTo(docs).isNotSameAs(docs);
        first.data.get(0).emb[0] = Math.nextUp(first.data.get(0).emb[0]);
        VectorDocs second = VectorDataset.reference(json, source);
        assertThat(second).as("a copy untouched by a change to the first").isEqualTo(docs).isNotSameAs(first);
        assertThat(second.data.get(0).emb).isNotSameAs(first.data.get(0).emb);
        byte[] other = new String(json, StandardCharsets.UTF_8).replaceFirst("\\[(?<sign>-?)(?=[0-9])", "[${sign}9").getBytes(StandardCharsets.UTF_8);
        assertThat(VectorDataset.reference(other, source)).as("new bytes under the same name are read again").isNotEqualTo(docs);
    }

    @Test
    void shapeIsThatOfTheEmbeddingSet() {
        assertThat(docs.data).hasSize(1000);
        assertThat(docs.floatCount()).isEqualTo(1_024_000);
        Set<String> ids = new HashSet<>();
        for (VectorDocs.Row row : docs.data) {
            assertThat(row._id).matches("[0-9a-f]{40}");
            assertThat(row.text).matches("[A-Z][a-z]+( [a-z]+){3,10}");
            assertThat(row.emb).hasSize(1024);
            ids.add(row._id);
        }
        assertThat(ids).as("distinct ids").hasSize(1000);
        assertThat(new String(json, 0, 17, StandardCharsets.UTF_8)).isEqualTo("{\"data\":[{\"_id\":\"");
    }

    @Test
    void sizeIsAbout13MB() {
        assertThat(json.length).isBetween(12_500_000, 14_500_000);
    }

    @Test
    void numbersLookLikeQuantisedUnitVectors() {
        double sum = 0;
        double sumSquares = 0;
        int halfPrecision = 0;
        for (VectorDocs.Row row : docs.data) {
            double norm = 0;
            for (float f : row.emb) {
                sum += f;
                sumSquares += (double) f * f;
                norm += (double) f * f;
                if (isHalfPrecision(f)) {
                    halfPrecision++;
                }
            }
            assertThat(Math.sqrt(norm)).as("L2 norm of " + row._id).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-3));
        }
        int n = docs.floatCount();
        double mean = sum / n;
        double sd = Math.sqrt(sumSquares / n - mean * mean);
        assertThat(mean).isCloseTo(0.0, org.assertj.core.data.Offset.offset(1e-3));
        assertThat(sd).as("spread of a unit 1024-d vector, 1/32").isCloseTo(1 / 32.0, org.assertj.core.data.Offset.offset(1e-3));
        assertThat(halfPrecision / (double) n).as("share exactly representable in half precision").isGreaterThan(0.99).isLessThan(1.0);
    }

    /** Every number: finite, read back to the same float by the JDK, and the shortest decimal that does. */
    @Test
    void everyNumberIsTheShortestTextOfAFiniteFloat() throws IOException {
        int i = 0;
        try (JsonParser p = new JsonFactory().createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t != JsonToken.VALUE_NUMBER_FLOAT && t != JsonToken.VALUE_NUMBER_INT) {
                    continue;
                }
                String text = p.getText();
                float f = docs.data.get(i / 1024).emb[i % 1024];
                assertThat(Float.isFinite(f)).as(text).isTrue();
                assertThat(Float.floatToRawIntBits(Float.parseFloat(text))).as(text).isEqualTo(Float.floatToRawIntBits(f));
                assertThat(Float.floatToRawIntBits(Float.parseFloat(Float.toString(f)))).as(text).isEqualTo(Float.floatToRawIntBits(f));
                assertThat(hasShorterDecimal(f, text)).as(text + " is not the shortest decimal of its float").isFalse();
                i++;
            }
        }
        assertThat(i).isEqualTo(1_024_000);
    }

    @Test
    void shortestCheckCanFail() {
        assertThat(hasShorterDecimal(0.1f, "0.100000001")).isTrue();
        assertThat(hasShorterDecimal(0.1f, "0.1")).isFalse();
    }

    @Test
    void otherParametersGiveOtherData() {
        byte[] small = VectorDataset.generate(3, 8, 1);
        VectorDocs d = VectorDataset.read(small, "small");
        assertThat(d.data).hasSize(3).allSatisfy(r -> assertThat(r.emb).hasSize(8));
        assertThat(VectorDataset.generate(3, 8, 1)).isEqualTo(small);
        assertThat(VectorDataset.generate(3, 8, 2)).isNotEqualTo(small);
    }

    @Test
    void userFileOfTheSameShapeIsRead(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mine.json");
        Files.writeString(file, "{ \"data\": [ {\"_id\":\"a\", \"text\":\"t\", \"emb\": [0.5, -1.25e-3, 3]} ] }");
        byte[] bytes = VectorDataset.json(file.toString());
        assertThat(new String(bytes, StandardCharsets.UTF_8)).isEqualTo("{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[0.5,-1.25e-3,3]}]}");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"rows\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1.0]}]}",
            "{\"data\":[]}",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\"}]}",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1.0],\"extra\":1}]}",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":{\"x\":1}}]}",
            "[1.0, 2.0]",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1.0,null]}]}",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[\"1.5\"]}]}",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1e60]}]}",
            "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1.0,]}]}",
            ""})
    void fileOfAnotherShapeGivesOneClearLine(String content, @TempDir Path dir) throws IOException {
        Path file = dir.resolve("other.json");
        Files.writeString(file, content);
        assertThatThrownBy(() -> VectorDataset.json(file.toString()))
                .isInstanceOf(DatasetException.class)
                .satisfies(e -> {
                    assertThat(e.getMessage()).contains(file.toString()).doesNotContain("\n");
                    assertThat(e.getStackTrace()).isEmpty();
                });
    }

    @Test
    void missingFileGivesOneClearLine(@TempDir Path dir) {
        Path file = dir.resolve("missing.json");
        assertThatThrownBy(() -> VectorDataset.json(file.toString()))
                .isInstanceOf(DatasetException.class)
                .hasMessage("vectors file not found: " + file);
    }

    /**
     * True when a decimal with fewer significant digits than {@code text} reads back to {@code f}. The
     * nearest such decimal to the float's exact value is the one to try.
     */
    static boolean hasShorterDecimal(float f, String text) {
        BigDecimal written = new BigDecimal(text).stripTrailingZeros();
        int digits = written.precision();
        if (digits <= 1) {
            return false;
        }
        BigDecimal shorter = new BigDecimal(f).round(new MathContext(digits - 1, RoundingMode.HALF_EVEN));
        return Float.floatToRawIntBits(Float.parseFloat(shorter.toString())) == Float.floatToRawIntBits(f);
    }

    /** Half precision: 11 significant bits within its normal range, or a multiple of 2^-24 below it. */
    static boolean isHalfPrecision(float f) {
        float a = Math.abs(f);
        if (a == 0f) {
            return true;
        }
        if (a < 0x1p-14f) {
            return a / 0x1p-24f == Math.rint(a / 0x1p-24f);
        }
        return a <= 65504f && (Float.floatToRawIntBits(a) & 0x1fff) == 0;
    }

    static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        StringBuilder sb = new StringBuilder();
        for (byte b : MessageDigest.getInstance("SHA-256").digest(bytes)) {
            sb.append(String.format("%02x", b));
        }
        return sb.toString();
    }
}
