package dev.jfpbench.libs.qson;

import dev.jfpbench.core.model.VectorDocs;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Documents why QSON's vector read is not measured: QSON cannot parse a number with an exponent, which is valid
 * JSON and which the vector dataset has (its shortest float texts of small values, e.g. {@code -7.1144104E-4}).
 * The day it can, this test fails: then give QSON a {@code vectors} read.
 */
class QsonExponentTest {
    static QsonBeans.VectorDocs read(String emb) throws Exception {
        byte[] json = ("{\"data\":[{\"_id\":\"a\",\"text\":\"b\",\"emb\":[" + emb + "]}]}").getBytes(StandardCharsets.UTF_8);
        return (QsonBeans.VectorDocs) new QsonCodec(VectorDocs.class).read(json);
    }

    @Test
    void plainDecimalsReadButExponentsFail() throws Exception {
        assertThat(read("0.25,-0.0007114").getData().get(0).getEmb()).isEqualTo(List.of(0.25f, -0.0007114f));
        assertThatThrownBy(() -> read("0.25,-7.114E-4")).hasMessageContaining("Expecting comma separator");
        assertThatThrownBy(() -> read("1e2")).hasMessageContaining("Expecting comma separator");
    }
}
