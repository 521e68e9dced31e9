package dev.jfpbench.libs.dsljson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.model.Currency;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our datasets happen to read exactly even with DSL-JSON's default precision (their decimals are short), so
 * the benchmark's {@code ...Inexact} mode is "documented inexact, exact on our data". This shows that the
 * two modes really are different: on full-precision doubles the default one misreads some, the exact one none.
 */
class DslJsonPrecisionTest {
    static final int COUNT = 20_000;

    @Test
    void defaultPrecisionMisreadsSomeFullPrecisionDoublesAndExactNone() throws Exception {
        Random random = new Random(42);
        double[] expected = new double[COUNT];
        StringBuilder json = new StringBuilder("{\"rates\":{");
        for (int i = 0; i < COUNT; i++) {
            expected[i] = random.nextDouble() * Math.pow(10, random.nextInt(12) - 6);
            json.append(i == 0 ? "" : ",").append("\"r").append(i).append("\":").append(expected[i]);
        }
        byte[] bytes = json.append("}}").toString().getBytes(StandardCharsets.UTF_8);

        assertThat(misread(DslJsonCodec.exact(), bytes, expected)).as("doubles misread with DoublePrecision.EXACT").isZero();
        assertThat(misread(DslJsonCodec.inexact(), bytes, expected)).as("doubles misread with the default precision").isPositive();
    }

    private static int misread(LibCodec codec, byte[] json, double[] expected) throws Exception {
        Currency c = (Currency) codec.reader(LibDataset.CURRENCY).read(json);
        int wrong = 0;
        for (int i = 0; i < expected.length; i++) {
            if (Double.doubleToRawLongBits(c.rates.get("r" + i)) != Double.doubleToRawLongBits(expected[i])) {
                wrong++;
            }
        }
        return wrong;
    }
}
