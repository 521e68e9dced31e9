package dev.jfpbench.core.verify;

import dev.jfpbench.core.model.VectorDocs;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The unboxed float[] comparison finds what the generic walk finds, and names it the same way. */
class ExactFloatArrayTest {
    static VectorDocs docs(float... emb) {
        VectorDocs.Row row = new VectorDocs.Row();
        row._id = "a";
        row.text = "t";
        row.emb = emb;
        VectorDocs d = new VectorDocs();
        d.data = List.of(row);
        return d;
    }

    @Test
    void equalBitsAreEqual() {
        assertThat(Exact.diff(docs(0.5f, -0.0f, Float.NaN), docs(0.5f, -0.0f, Float.NaN))).isNull();
    }

    @Test
    void firstDifferenceIsNamedByItsPath() {
        assertThat(Exact.diff(docs(0.5f, 0.25f, 1f), docs(0.5f, Math.nextUp(0.25f), 2f)))
                .startsWith("data[0].emb[1]: expected 0.25f (0x3e800000) but was 0.25000003f");
    }

    @Test
    void signedZeroAndNaNPayloadsDiffer() {
        assertThat(Exact.diff(new float[]{0.0f}, new float[]{-0.0f})).startsWith("[0]: expected 0.0f");
        assertThat(Exact.diff(new float[]{Float.NaN}, new float[]{Float.intBitsToFloat(0x7fc00001)})).isNotNull();
    }

    @Test
    void lengthsDiffer() {
        assertThat(Exact.diff(new float[2], new float[3])).isEqualTo("expected 2 elements but was 3");
    }
}
