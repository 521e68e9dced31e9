package dev.jfpbench.digits;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The digit sweep's checks, for every method, reject a real result one ulp off and one number short (read, or
 * written by the method's own writer), at the shortest and the longest digit count of each kind; and the fast
 * writer's check rejects a number written with more digits than the shortest, though it reads back right.
 */
class DigitsChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        for (Class<?> type : new Class<?>[] {JsonDigitsDouble.class, JsonDigitsFloat.class, JsonDigitsIntegral.class}) {
            DigitsDataset.Kind kind = type == JsonDigitsFloat.class ? DigitsDataset.Kind.FLOAT
                    : type == JsonDigitsIntegral.class ? DigitsDataset.Kind.INTEGRAL : DigitsDataset.Kind.DOUBLE;
            for (int digits : new int[] {kind.minDigits, kind.maxDigits}) {
                DigitsDataset.Document doc = DigitsDataset.of(kind, digits);
                Object values = kind == DigitsDataset.Kind.FLOAT ? doc.floats() : doc.doubles();
                MutantChecks.everyCheckCanFail(type, Map.of("digits", String.valueOf(digits)), method -> new MutantChecks.Written(values,
                        value -> mapper(method).writeValueAsBytes(value)));
            }
        }
    }

    @Test
    void aFastWriteLongerThanTheShortestIsRejected() throws Exception {
        JsonDigitsDouble bench = (JsonDigitsDouble) BenchmarkVerifier.newInstance(JsonDigitsDouble.class, Map.of("digits", "3"));
        ByteSink sink = MutantChecks.sinkOf(bench);
        bench.prepareVerification();
        bench.verify("writeFast", bench.writeFast());
        String[] literals = DigitsDataset.of(DigitsDataset.Kind.DOUBLE, 3).literals();
        String last = literals[literals.length - 1];
        int e = last.indexOf('E');
        // Digits the value does not need (as JDK 17's Double.toString sometimes writes): the same double, longer text.
        literals[literals.length - 1] = e < 0 ? last + "00000000000000001" : last.substring(0, e) + "00000000000000001" + last.substring(e);
        sink.write(("[" + String.join(",", literals) + "]").getBytes(StandardCharsets.US_ASCII));
        assertThatThrownBy(() -> bench.verify("writeFast", sink)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("[999] written as " + literals[999] + ",").hasMessageContaining("not the shortest 3");
        literals[999] = last;
        sink.write(("[" + String.join(",", literals) + "]").getBytes(StandardCharsets.US_ASCII));
        bench.verify("writeFast", sink);
    }

    private static final JsonMapper DEFAULT = FpConfig.DEFAULT.applyTo(JsonMapper.builder()).build();
    private static final JsonMapper FAST = FpConfig.FAST.applyTo(JsonMapper.builder()).build();

    /** The writer of a method's configuration. */
    private static JsonMapper mapper(String method) {
        return MutantChecks.fp(method) == FpConfig.FAST ? FAST : DEFAULT;
    }
}
