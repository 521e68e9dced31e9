package dev.jfpbench.vectors;

import dev.jfpbench.core.bench.JacksonIo;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonFormat;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The vector input/output-kind benchmarks' checks reject one float one ulp off, or one row missing (on 20 rows). */
class KindsChecksCanFailTest {
    @ParameterizedTest
    @EnumSource(JacksonIo.Input.class)
    void readsFromEveryInputKind(JacksonIo.Input input, @TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        JsonVectorKindsRead bench = (JsonVectorKindsRead) BenchmarkVerifier.newInstance(JsonVectorKindsRead.class,
                Map.of("input", input.name(), "vectors", file.toString()));
        MutantChecks.readCheckCanFail(bench, "readDefault");
        MutantChecks.readCheckCanFail(bench, "readFast");
    }

    @ParameterizedTest
    @EnumSource(JacksonIo.Output.class)
    void writesToEveryOutputKind(JacksonIo.Output output, @TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        VectorDocs vectors = MutantChecks.vectorsOf(file);
        JsonVectorKindsWrite bench = (JsonVectorKindsWrite) BenchmarkVerifier.newInstance(JsonVectorKindsWrite.class,
                Map.of("output", output.name(), "vectors", file.toString()));
        for (String method : new String[] {"writeDefault", "writeFast"}) {
            FpConfig fp = MutantChecks.fp(method);
            if (output == JacksonIo.Output.STREAM) {
                MutantChecks.writeCheckCanFail(bench, method, vectors, v -> JsonFormat.INSTANCE.mapper(fp).writeValueAsBytes(v));
                continue;
            }
            bench.prepareVerification();
            bench.verify(method, method.equals("writeFast") ? bench.writeFast() : bench.writeDefault());
            for (Mutants.Mutant<VectorDocs> m : Mutants.all(vectors)) {
                byte[] bytes = JsonFormat.INSTANCE.mapper(fp).writeValueAsBytes(m.value);
                Object wrong = output == JacksonIo.Output.BYTES ? bytes : new String(bytes, StandardCharsets.UTF_8);
                assertThatThrownBy(() -> bench.verify(method, wrong)).as(method + " to " + output + " must reject " + m).isInstanceOf(AssertionError.class);
            }
        }
    }
}
