package dev.jfpbench.vectors;

import com.fasterxml.jackson.core.io.NumberOutput;
import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

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

    /**
     * Every vector family's check, for every method, rejects a real result one ulp off and one float short (read, or
     * written), on the dataset's first 20 rows to stay fast (the full-size case is above).
     */
    @Test
    void everyVectorCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        VectorDocs written = MutantChecks.vectorsOf(file);
        Map<String, String> params = Map.of("vectors", file.toString());
        MutantChecks.vectors(VectorHeavyReadWrite.class, JsonFormat.INSTANCE, params, written);
        MutantChecks.vectors(SmileVectorReadWrite.class, SmileFormat.INSTANCE, params, written);
        MutantChecks.vectors(CBORVectorReadWrite.class, CborFormat.INSTANCE, params, written);
    }

    /**
     * VectorLimits: reads rejects their mutants; a format's check rejects the same formatter's text for the floats with
     * the last one ulp up, or without it, in the buffer the method writes, and a text the method did not write.
     */
    @Test
    void everyLimitCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        VectorLimits bench = (VectorLimits) BenchmarkVerifier.newInstance(VectorLimits.class, Map.of("vectors", file.toString()));
        for (String method : List.of("parseJdkFloat", "parseFastDoubleParser", "streamingReadDefault", "streamingReadFast", "copyLittleEndianFloats")) {
            MutantChecks.readCheckCanFail(bench, method);
        }
        float[] floats = flatten(MutantChecks.vectorsOf(file));
        Map<String, Function<Float, String>> formatters = Map.of(
                "formatJdkFloatToString", f -> Float.toString(f), "formatJacksonNumberOutput", f -> NumberOutput.toString(f, true));
        Field textField = VectorLimits.class.getDeclaredField("text");
        textField.setAccessible(true);
        char[] text = (char[]) textField.get(bench);
        for (Map.Entry<String, Function<Float, String>> e : formatters.entrySet()) {
            String method = e.getKey();
            bench.prepareVerification();
            int length = (Integer) MutantChecks.run(bench, method);
            bench.verify(method, length);
            bench.prepareVerification();
            assertThatThrownBy(() -> bench.verify(method, length)).as("nothing written").isInstanceOf(AssertionError.class);
            for (Mutants.Mutant<float[]> m : Mutants.all(floats)) {
                bench.prepareVerification();
                int mutantLength = format(m.value, e.getValue(), text);
                assertThatThrownBy(() -> bench.verify(method, mutantLength)).as(method + " " + m).isInstanceOf(AssertionError.class);
            }
            bench.prepareVerification();
            int copyLength = format(floats.clone(), e.getValue(), text);
            bench.verify(method, copyLength);
        }
    }

    private static float[] flatten(VectorDocs docs) {
        float[] all = new float[docs.floatCount()];
        int n = 0;
        for (VectorDocs.Row row : docs.data) {
            System.arraycopy(row.emb, 0, all, n, row.emb.length);
            n += row.emb.length;
        }
        return all;
    }

    /** As VectorLimits formats: each float's text and a comma, from the start of the buffer. */
    private static int format(float[] floats, Function<Float, String> formatter, char[] text) {
        int pos = 0;
        for (float f : floats) {
            String s = formatter.apply(f);
            s.getChars(0, s.length(), text, pos);
            pos += s.length();
            text[pos++] = ',';
        }
        return pos;
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
