package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Rotated documents: distinct, deterministic, and of the dataset's shape and digit distribution. */
class RotationTest {
    @AfterEach
    void clear() {
        System.clearProperty(Rotation.PROPERTY);
    }

    /** Every token of a document: names and strings as text, numbers as their kind and number of decimals. */
    static List<String> shape(byte[] json) throws IOException {
        List<String> shape = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.VALUE_NUMBER_FLOAT) {
                    shape.add("float scale " + new BigDecimal(p.getText()).scale());
                } else if (t == JsonToken.VALUE_NUMBER_INT) {
                    shape.add("int");
                } else {
                    shape.add(t + " " + p.getText());
                }
            }
        }
        return shape;
    }

    @Test
    void variantsKeepTheShapeAndChangeTheNumbers() throws IOException {
        for (Dataset d : new Dataset[] {Dataset.CURRENCY, Dataset.MEDIA_ITEM}) {
            byte[][] docs = Rotation.of(d.json(), 8);
            assertThat(docs[0]).isEqualTo(d.json());
            for (int k = 1; k < docs.length; k++) {
                assertThat(shape(docs[k])).as(d.label() + " variant " + k).isEqualTo(shape(d.json()));
                assertThat(docs[k]).as(d.label() + " variant " + k).isNotEqualTo(docs[k - 1]);
                assertThat(Rotation.variant(d.json(), k)).as("deterministic").isEqualTo(docs[k]);
            }
        }
    }

    @Test
    void numbersMoveByAtMostFivePercentWithTheSameDecimals() {
        assertThat(Rotation.perturbDecimal("3.6725", 1.04)).isEqualTo("3.8194");
        assertThat(Rotation.perturbDecimal("1.50", 0.96)).isEqualTo("1.44");
        assertThat(Rotation.perturbDecimal("2.5e-3", 1.02)).isEqualTo("2.6e-3");
        assertThat(Rotation.perturbDecimal("0.01", 0.96)).isEqualTo("0.01");
        assertThat(Rotation.perturbInteger("640", 1.05)).isEqualTo("672");
        assertThat(Rotation.perturbInteger("1", 0.96)).isEqualTo("1");
    }

    @Test
    void theCountIsAPowerOfTwoOrOneClearError() {
        assertThat(Rotation.count()).isEqualTo(1);
        System.setProperty(Rotation.PROPERTY, "64");
        assertThat(Rotation.count()).isEqualTo(64);
        for (String bad : new String[] {"3", "0", "2048", "many"}) {
            System.setProperty(Rotation.PROPERTY, bad);
            assertThatThrownBy(Rotation::count).isInstanceOf(DatasetException.class)
                    .hasMessage("-Djfpbench.docs must be a power of two from 1 to 1024, not '" + bad + "'");
        }
    }
}
