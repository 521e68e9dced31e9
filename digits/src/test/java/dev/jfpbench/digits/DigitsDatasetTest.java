package dev.jfpbench.digits;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.codec.FpConfig;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The sweep's documents: pinned bytes, and every number has exactly its document's shortest digit count. */
class DigitsDatasetTest {
    /** SHA-256 of every document of a kind, in digit order (the same on JDK 17 and 25). Changing the generator changes these. */
    static final String DOUBLE_SHA256 = "c26a4bfc4bdc5e2d1542be5b388c8f0fa7a1af9f569ba44beedb47adcf6becd8";
    static final String FLOAT_SHA256 = "b043acc7a7c45ebb11af84c70558f52f94415418e798ee5261a108781e9fc595";
    static final String INTEGRAL_SHA256 = "a208da5f9cbb4bc1a2f0ae8160a9d32643d8aa419e5bd96e44b473fcb4f970c1";

    @Test
    void documentsArePinned() throws Exception {
        assertThat(sha256(DigitsDataset.Kind.DOUBLE)).as("doubles").isEqualTo(DOUBLE_SHA256);
        assertThat(sha256(DigitsDataset.Kind.FLOAT)).as("floats").isEqualTo(FLOAT_SHA256);
        assertThat(sha256(DigitsDataset.Kind.INTEGRAL)).as("integral").isEqualTo(INTEGRAL_SHA256);
    }

    /**
     * Each literal: k significant digits, Java's layout, parsed by the JDK to the document's value, and k is that
     * value's shortest digit count by the interval (not the generator's way of finding it).
     */
    @Test
    void everyNumberHasExactlyItsDocumentsShortestDigits() {
        for (DigitsDataset.Kind kind : DigitsDataset.Kind.values()) {
            for (int k = kind.minDigits; k <= kind.maxDigits; k++) {
                DigitsDataset.Document d = DigitsDataset.of(kind, k);
                String[] literals = d.literals();
                assertThat(literals).hasSize(DigitsDataset.NUMBERS);
                assertThat(new String(d.json(), StandardCharsets.US_ASCII)).isEqualTo("[" + String.join(",", literals) + "]");
                double[] doubles = d.doubles();
                for (int i = 0; i < literals.length; i++) {
                    String l = literals[i];
                    String what = kind + " digits=" + k + " [" + i + "] " + l;
                    assertThat(DigitsBase.significantDigits(l)).as(what).isEqualTo(k);
                    assertThat(l).as(what).matches("-?([1-9][0-9]{0,6}|0\\.0{0,2}[1-9][0-9]*)\\.?[0-9]*|-?[1-9]\\.[0-9]+E-?[0-9]+");
                    if (kind == DigitsDataset.Kind.FLOAT) {
                        float f = d.floats()[i];
                        assertThat(Float.floatToRawIntBits(Float.parseFloat(l))).as(what).isEqualTo(Float.floatToRawIntBits(f));
                        assertThat(ShortestDigitsTest.byInterval(f)).as(what).isEqualTo(k);
                    } else {
                        assertThat(Double.doubleToRawLongBits(Double.parseDouble(l))).as(what).isEqualTo(Double.doubleToRawLongBits(doubles[i]));
                        assertThat(ShortestDigitsTest.byInterval(doubles[i])).as(what).isEqualTo(k);
                    }
                }
            }
        }
    }

    /** A document is what a shortest writer writes: Jackson's fast writer (Schubfach) writes it back byte for byte. */
    @Test
    void theFastWriterWritesEveryDocumentBackByteForByte() throws Exception {
        JsonMapper fast = FpConfig.FAST.applyTo(JsonMapper.builder()).build();
        for (DigitsDataset.Kind kind : DigitsDataset.Kind.values()) {
            for (int k = kind.minDigits; k <= kind.maxDigits; k++) {
                DigitsDataset.Document d = DigitsDataset.of(kind, k);
                Object values = kind == DigitsDataset.Kind.FLOAT ? d.floats() : d.doubles();
                assertThat(new String(fast.writeValueAsBytes(values), StandardCharsets.US_ASCII)).as(kind + " digits=" + k)
                        .isEqualTo(new String(d.json(), StandardCharsets.US_ASCII));
            }
        }
    }

    @Test
    void magnitudesAndSignsAreSpread() {
        for (DigitsDataset.Kind kind : new DigitsDataset.Kind[] {DigitsDataset.Kind.DOUBLE, DigitsDataset.Kind.FLOAT}) {
            for (int k = kind.minDigits; k <= kind.maxDigits; k++) {
                Set<Integer> decades = new HashSet<>();
                int negative = 0;
                for (double x : DigitsDataset.of(kind, k).doubles()) {
                    decades.add(new BigDecimal(Math.abs(x)).precision() - new BigDecimal(Math.abs(x)).scale());
                    negative += x < 0 ? 1 : 0;
                    assertThat(Math.abs(x)).isBetween(0.001, 1e7);
                }
                assertThat(decades).as(kind + " digits=" + k + " decades").hasSizeGreaterThanOrEqualTo(6);
                assertThat(negative).as(kind + " digits=" + k + " negatives").isBetween(400, 600);
            }
        }
        for (int k = 1; k <= 16; k++) {
            for (double x : DigitsDataset.of(DigitsDataset.Kind.INTEGRAL, k).doubles()) {
                assertThat(x).isEqualTo(Math.rint(x)).isBetween(Math.pow(10, k - 1), Math.pow(10, k));
            }
        }
    }

    @Test
    void aDigitCountOutOfRangeIsOneClearLine() {
        assertThatThrownBy(() -> DigitsDataset.of(DigitsDataset.Kind.FLOAT, 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("digits=10 is out of range for float numbers: use 1 to 9");
        assertThatThrownBy(() -> DigitsDataset.of(DigitsDataset.Kind.INTEGRAL, 17)).hasMessageContaining("use 1 to 16");
        assertThatThrownBy(() -> DigitsDataset.of(DigitsDataset.Kind.DOUBLE, 0)).hasMessageContaining("use 1 to 17");
    }

    /** Generation is deterministic: a second generation gives the same bytes as the kept one (which the pins check). */
    @Test
    void generationIsDeterministic() {
        for (DigitsDataset.Kind kind : DigitsDataset.Kind.values()) {
            assertThat(DigitsDataset.generate(kind, kind.maxDigits).json()).isEqualTo(DigitsDataset.of(kind, kind.maxDigits).json());
        }
    }

    static String sha256(DigitsDataset.Kind kind) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (int k = kind.minDigits; k <= kind.maxDigits; k++) {
            sha.update(DigitsDataset.of(kind, k).json());
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}
