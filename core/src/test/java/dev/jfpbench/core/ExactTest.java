package dev.jfpbench.core;

import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExactTest {

    @Test
    void equalValuesPass() {
        assertThat(Exact.diff(References.currency(), References.currency())).isNull();
        assertThat(Exact.diff(References.mediaItem(), References.mediaItem())).isNull();
    }

    @Test
    void oneUlpInOneRateIsFoundAndNamed() {
        Currency c = References.currency();
        c.rates.put("EUR", Math.nextUp(c.rates.get("EUR")));
        assertThat(Exact.diff(References.currency(), c)).startsWith("rates[EUR]: expected 0.8607 (0x");
        assertThatThrownBy(() -> Exact.check("read", References.currency(), c)).isInstanceOf(AssertionError.class)
                .hasMessageStartingWith("read: rates[EUR]");
    }

    @Test
    void signedZeroAndFloatBitsCount() {
        assertThat(Exact.diff(0.0, -0.0)).isNotNull();
        assertThat(Exact.diff(new float[] {1f, 0.1f}, new float[] {1f, Math.nextDown(0.1f)})).startsWith("[1]: ");
        VectorDocs.Row a = new VectorDocs.Row(), b = new VectorDocs.Row();
        a.emb = new float[] {0f};
        b.emb = new float[] {-0f};
        assertThat(Exact.diff(a, b)).startsWith("emb[0]");
    }

    @Test
    void bigDecimalNeedsTheSameScale() {
        assertThat(Exact.diff(new BigDecimal("1.5"), new BigDecimal("1.50"))).contains("scale");
    }

    @Test
    void missingExtraAndMistypedValuesAreFound() {
        assertThat(Exact.diff(Map.of("a", 1.0), Map.of())).contains("missing key a");
        assertThat(Exact.diff(Map.of(), Map.of("b", 1.0))).contains("unexpected key b");
        assertThat(Exact.diff(List.of(1), List.of(1.0))).contains("java.lang.Integer");
        MediaItem m = References.mediaItem();
        m.content.persons = List.of("Bill Gates");
        assertThat(Exact.diff(References.mediaItem(), m)).startsWith("content.persons: expected 2 elements");
    }
}
