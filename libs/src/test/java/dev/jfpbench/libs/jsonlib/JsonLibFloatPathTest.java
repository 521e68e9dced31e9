package dev.jfpbench.libs.jsonlib;

import dev.jfpbench.core.model.Currency;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bounds Json-lib's inexactness, which its read benchmarks flag: every decimal it reads is the {@code Double} of the
 * text of the nearest {@code Float} (commons-lang's {@code NumberUtils.createNumber}, then Json-lib's widening),
 * nothing worse and nothing else. So short decimals (up to about 7 significant digits) and floats come back exact,
 * and a longer double comes back within half a float ulp. The day Json-lib parses doubles directly, the first
 * assertion fails: then take the {@code Inexact} flag off.
 */
class JsonLibFloatPathTest {
    static final List<String> TEXTS = List.of("1.68", "3.6725", "2960.41", "0.12345678901234566", "123456.789",
            "1452.7512345", "0.1", "88.62");

    @Test
    void everyDecimalIsReadThroughTheNearestFloat() throws Exception {
        StringBuilder json = new StringBuilder("{\"rates\":{");
        for (int i = 0; i < TEXTS.size(); i++) {
            json.append(i == 0 ? "" : ",").append("\"r").append(i).append("\":").append(TEXTS.get(i));
        }
        JsonLibTreeCodec codec = new JsonLibTreeCodec(Currency.class);
        Currency c = (Currency) codec.toModel(codec.read(json.append("}}").toString().getBytes(StandardCharsets.UTF_8)));
        for (int i = 0; i < TEXTS.size(); i++) {
            String text = TEXTS.get(i);
            double viaFloat = Double.parseDouble(Float.toString(Float.parseFloat(text)));
            assertThat(c.rates.get("r" + i)).as(text).isEqualTo(viaFloat);
        }
        assertThat(c.rates.get("r3")).isNotEqualTo(0.12345678901234566).isEqualTo(0.12345679);
        assertThat(c.rates.get("r0")).isEqualTo(1.68);
    }
}
