package dev.jfpbench.json;

import dev.jfpbench.core.bench.JacksonIo;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The input/output-kind benchmarks' checks reject a result with one rate one ulp off, or one rate missing. */
class KindsChecksCanFailTest {
    @ParameterizedTest
    @EnumSource(JacksonIo.Input.class)
    void readsFromEveryInputKind(JacksonIo.Input input) throws Exception {
        JsonCurrencyKindsRead bench = (JsonCurrencyKindsRead) BenchmarkVerifier.newInstance(JsonCurrencyKindsRead.class, Map.of("input", input.name()));
        MutantChecks.readCheckCanFail(bench, "readDefault");
        MutantChecks.readCheckCanFail(bench, "readFast");
    }

    @ParameterizedTest
    @EnumSource(JacksonIo.Output.class)
    void writesToEveryOutputKind(JacksonIo.Output output) throws Exception {
        JsonCurrencyKindsWrite bench = (JsonCurrencyKindsWrite) BenchmarkVerifier.newInstance(JsonCurrencyKindsWrite.class, Map.of("output", output.name()));
        for (String method : new String[] {"writeDefault", "writeFast"}) {
            FpConfig fp = MutantChecks.fp(method);
            if (output == JacksonIo.Output.STREAM) {
                MutantChecks.writeCheckCanFail(bench, method, References.currency(), v -> JsonFormat.INSTANCE.mapper(fp).writeValueAsBytes(v));
                continue;
            }
            bench.prepareVerification();
            bench.verify(method, method.equals("writeFast") ? bench.writeFast() : bench.writeDefault());
            for (Mutants.Mutant<Currency> m : Mutants.all(References.currency())) {
                byte[] bytes = JsonFormat.INSTANCE.mapper(fp).writeValueAsBytes(m.value);
                Object wrong = output == JacksonIo.Output.BYTES ? bytes : new String(bytes, StandardCharsets.UTF_8);
                assertThatThrownBy(() -> bench.verify(method, wrong)).as(method + " to " + output + " must reject " + m).isInstanceOf(AssertionError.class);
            }
        }
    }
}
