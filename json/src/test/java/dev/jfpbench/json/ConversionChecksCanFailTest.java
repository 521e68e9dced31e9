package dev.jfpbench.json;

import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Verifiable;
import org.junit.jupiter.api.Test;

import java.util.Map;

/**
 * The conversion benchmarks' checks reject a result with one number one ulp off or one missing (Default, Fast), one
 * text's fingerprint off by one or one missing (Tokens), and written bytes of a value one ulp off or one number short.
 */
class ConversionChecksCanFailTest {
    @Test
    void readsRejectOneNumberWrong() throws Exception {
        Verifiable bench = (Verifiable) BenchmarkVerifier.newInstance(JsonConversionRead.class, Map.of());
        for (String method : MutantChecks.benchmarkMethods(JsonConversionRead.class)) {
            MutantChecks.readCheckCanFail(bench, method);
        }
    }

    @Test
    void writesRejectOneNumberWrong() throws Exception {
        Verifiable bench = (Verifiable) BenchmarkVerifier.newInstance(JsonConversionWrite.class, Map.of());
        for (String method : MutantChecks.benchmarkMethods(JsonConversionWrite.class)) {
            Dataset d = Dataset.ofMethod(method);
            FpConfig fp = method.endsWith("Fast") ? FpConfig.FAST : FpConfig.DEFAULT;
            MutantChecks.writeCheckCanFail(bench, method, d.reference(), v -> JsonFormat.INSTANCE.mapper(fp).writeValueAsBytes(v));
        }
    }
}
