package dev.jfpbench.core.data;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.VectorDocs;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The plain scan finds exactly the reference's numbers, in document order. */
class NumberTextsTest {
    @Test
    void currencyTextsAreTheRatesInOrder() {
        List<String> texts = NumberTexts.of(Dataset.CURRENCY, Dataset.CURRENCY.json());
        Currency reference = (Currency) Dataset.CURRENCY.reference();
        assertThat(texts).hasSize(163).startsWith("1", "3.6725");
        assertThat(texts.stream().map(Double::valueOf).toList()).containsExactlyElementsOf(new ArrayList<>(reference.rates.values()));
    }

    @Test
    void vectorTextsAreEveryEmbFloatInOrder() {
        List<String> texts = NumberTexts.of(Dataset.VECTORS, Dataset.VECTORS.json());
        VectorDocs reference = (VectorDocs) Dataset.VECTORS.reference();
        assertThat(texts).hasSize(reference.floatCount());
        int i = 0;
        for (VectorDocs.Row row : reference.data) {
            for (float f : row.emb) {
                assertThat(Float.floatToRawIntBits(Float.parseFloat(texts.get(i++)))).isEqualTo(Float.floatToRawIntBits(f));
            }
        }
    }

    @Test
    void smallDocuments() {
        assertThat(NumberTexts.of(Dataset.VECTORS, "{\"data\":[{\"emb\":[1.5,-2e-3]},{\"emb\":[]},{\"emb\":[7]}]}".getBytes(StandardCharsets.UTF_8)))
                .containsExactly("1.5", "-2e-3", "7");
        assertThat(NumberTexts.of(Dataset.CURRENCY, "{\"rates\":{\"A\":1,\"B\":0.5}}".getBytes(StandardCharsets.UTF_8))).containsExactly("1", "0.5");
        assertThatThrownBy(() -> NumberTexts.of(Dataset.TABLE, new byte[0])).isInstanceOf(IllegalArgumentException.class);
    }
}
