package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.VectorDocs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.security.NoSuchAlgorithmException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The second generated vector dataset ({@code -p vectors=full-precision}): pinned bytes, the rows of the default
 * dataset with the floats at full single precision, and texts of 7-9 significant digits (two thirds 8-9), each the shortest that
 * reads back, bit for bit, to its float by the JDK's {@code Float.parseFloat}.
 */
class FullPrecisionVectorsTest {
    /** Changing the generator changes this: then bump GENERATOR_VERSION too, so stale caches are not used. */
    static final String SHA256 = "3dca9d05c3b8d4220562117afc0c132a3578de0ee08ed6e4e6af4179595713d5";

    static byte[] json;
    static VectorDocs docs;

    @BeforeAll
    static void generate() {
        json = VectorDataset.generate(VectorDataset.DEFAULT_ROWS, VectorDataset.DEFAULT_DIMS, VectorDataset.DEFAULT_SEED, false);
        docs = VectorDataset.read(json, "full-precision vectors");
    }

    @Test
    void generatedBytesArePinnedAndSelectableByName() throws NoSuchAlgorithmException {
        assertThat(VectorDatasetTest.sha256(json)).as("SHA-256 of the full-precision vectors (generator v" + VectorDataset.GENERATOR_VERSION + ")")
                .isEqualTo(SHA256);
        assertThat(VectorDataset.json(VectorDataset.FULL_PRECISION)).isEqualTo(json);
    }

    @Test
    void sameRowsAsTheDefaultDatasetWithFullPrecisionFloats() {
        VectorDocs half = VectorDataset.read(VectorDataset.defaultJson(), "generated vectors");
        assertThat(docs.data).hasSameSizeAs(half.data);
        int halfPrecision = 0;
        for (int r = 0; r < docs.data.size(); r++) {
            assertThat(docs.data.get(r)._id).isEqualTo(half.data.get(r)._id);
            assertThat(docs.data.get(r).text).isEqualTo(half.data.get(r).text);
            for (int i = 0; i < docs.data.get(r).emb.length; i++) {
                float f = docs.data.get(r).emb[i];
                if (VectorDatasetTest.isHalfPrecision(f)) {
                    halfPrecision++;
                }
                // the default dataset is this float rounded to half precision
                assertThat(Math.abs(f - half.data.get(r).emb[i])).isLessThanOrEqualTo(Math.ulp(f) * 8192);
            }
        }
        assertThat(halfPrecision / (double) docs.floatCount()).as("share exactly representable in half precision").isLessThan(0.01);
    }

    /** Every number reads back bit for bit by the JDK, its text (sampled) the shortest; most have 8 or 9 digits. */
    @Test
    void textsAreTheHardCases() throws IOException {
        int i = 0;
        int long8 = 0;
        int long7 = 0;
        try (JsonParser p = new JsonFactory().createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t != JsonToken.VALUE_NUMBER_FLOAT && t != JsonToken.VALUE_NUMBER_INT) {
                    continue;
                }
                String text = p.getText();
                float f = docs.data.get(i / 1024).emb[i % 1024];
                assertThat(Float.floatToRawIntBits(Float.parseFloat(text))).as(text).isEqualTo(Float.floatToRawIntBits(f));
                if (i % 97 == 0) {
                    assertThat(VectorDatasetTest.hasShorterDecimal(f, text)).as(text + " is not the shortest decimal of its float").isFalse();
                }
                int digits = new BigDecimal(text).stripTrailingZeros().precision();
                long8 += digits >= 8 ? 1 : 0;
                long7 += digits >= 7 ? 1 : 0;
                i++;
            }
        }
        assertThat(i).isEqualTo(1_024_000);
        // 68% have 8 or 9 significant digits, nearly all the rest 7: the same as the half-precision dataset's texts
        assertThat(long8 / (double) i).as("share of texts with 8 or 9 significant digits").isGreaterThan(0.6);
        assertThat(long7 / (double) i).as("share of texts with 7 to 9 significant digits").isGreaterThan(0.95);
    }

    @Test
    void defaultAndFastReadsAgreeBitForBit() {
        VectorDocs fast = VectorDataset.read(json, "full-precision vectors", FpConfig.FAST);
        for (int r = 0; r < docs.data.size(); r++) {
            float[] a = docs.data.get(r).emb;
            float[] b = fast.data.get(r).emb;
            for (int i = 0; i < a.length; i++) {
                assertThat(Float.floatToRawIntBits(b[i])).isEqualTo(Float.floatToRawIntBits(a[i]));
            }
        }
    }
}
