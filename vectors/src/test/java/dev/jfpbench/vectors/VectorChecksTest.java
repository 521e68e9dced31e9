package dev.jfpbench.vectors;

import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The vector checks can fail, and the benchmarks run on a user's file of the same shape, and only on such. */
class VectorChecksTest {
    static final String SMALL = "{\"data\":[{\"_id\":\"a\",\"text\":\"One\",\"emb\":[0.5,-0.0069274902,0.05795288,1e-7]},"
            + "{\"_id\":\"b\",\"text\":\"Two\",\"emb\":[3.4028235e38,-1.17549435E-38,0]}]}";

    @Test
    void aReadWithOneFloatOffIsRejected() throws Exception {
        VectorHeavyReadWrite bench = (VectorHeavyReadWrite) BenchmarkVerifier.newInstance(VectorHeavyReadWrite.class, Map.of());
        VectorDocs read = bench.fastFPRead();
        bench.verify("fastFPRead", read);
        float[] emb = read.data.get(999).emb;
        emb[1023] = Math.nextUp(emb[1023]);
        assertThatThrownBy(() -> bench.verify("fastFPRead", read))
                .isInstanceOf(AssertionError.class).hasMessageContaining("data[999].emb[1023]");
        assertThatThrownBy(() -> bench.verify("noSuchBenchmark", read)).isInstanceOf(AssertionError.class);
    }

    @Test
    void aLimitWithOneFloatOffIsRejected() throws Exception {
        VectorLimits bench = (VectorLimits) BenchmarkVerifier.newInstance(VectorLimits.class, Map.of());
        float[] parsed = bench.parseFastDoubleParser().clone();
        bench.verify("parseFastDoubleParser", parsed);
        parsed[123_456] = -parsed[123_456];
        assertThatThrownBy(() -> bench.verify("parseFastDoubleParser", parsed))
                .isInstanceOf(AssertionError.class).hasMessageContaining("[123456]");
        int chars = bench.formatJacksonNumberOutput();
        assertThatThrownBy(() -> bench.verify("formatJacksonNumberOutput", chars - 1)).isInstanceOf(AssertionError.class);
    }

    @Test
    void everyVectorBenchmarkRunsOnAUserFileOfTheSameShape(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mine.json");
        Files.writeString(file, SMALL);
        List<BenchmarkVerifier.Case> cases = BenchmarkVerifier.benchmarks("dev.jfpbench.vectors.");
        assertThat(cases).hasSizeGreaterThanOrEqualTo(25);
        for (BenchmarkVerifier.Case c : cases) {
            BenchmarkVerifier.verify(c, Map.of("vectors", file.toString()));
        }
    }

    @Test
    void aFileOfAnotherShapeFailsAtSetupWithOneLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("other.json");
        Files.writeString(file, "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"vector\":[0.5]}]}");
        for (Class<?> type : List.of(VectorHeavyReadWrite.class, VectorLimits.class)) {
            assertThatThrownBy(() -> BenchmarkVerifier.newInstance(type, Map.of("vectors", file.toString())))
                    .isInstanceOf(DatasetException.class)
                    .hasMessageStartingWith(file + " is not a vector file")
                    .hasMessageNotContaining("\n");
        }
    }
}
