package dev.jfpbench.libs;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Verifiable;
import dev.jfpbench.libs.jackson.LibJacksonRead;
import dev.jfpbench.libs.jackson.LibJacksonWrite;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code -p vectors=FILE} on the library benchmarks: a small file of the dataset's shape is what their vectors methods
 * read and write, each float exactly the one the JDK parses from the file's text; every library's vectors methods
 * verify against it; a file a library cannot take fails at setup in one line.
 */
class LibVectorsFileTest {
    /** Float texts of a few kinds: short, long, tiny, huge, negative; each the shortest text of its float. */
    static final String[][] EMB = {
            {"0.1", "-0.25", "1.0E-5", "3.1415927", "123456.79", "-9.876543E8", "0.33333334", "0.0025"},
            {"-0.0123", "0.7071068", "2.7182817", "1.17549435E-38", "3.4028235E38", "-1.0", "0.5", "42.0"},
            {"0.04828", "-0.017741", "0.0913", "-0.1171", "0.000317", "0.7", "-0.06", "0.2861"}};

    static Path smallFile(Path dir) throws Exception {
        StringBuilder sb = new StringBuilder("{\"data\":[");
        for (int i = 0; i < EMB.length; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"_id\":\"r").append(i).append("\",\"text\":\"row ").append(i).append("\",\"emb\":[")
                    .append(String.join(",", EMB[i])).append("]}");
        }
        return Files.writeString(dir.resolve("small-vectors.json"), sb.append("]}").toString());
    }

    static void assertTheFilesFloats(VectorDocs docs) {
        assertThat(docs.data).hasSize(EMB.length);
        for (int i = 0; i < EMB.length; i++) {
            assertThat(docs.data.get(i)._id).isEqualTo("r" + i);
            for (int j = 0; j < EMB[i].length; j++) {
                float expected = (float) Double.parseDouble(EMB[i][j]);
                assertThat(Float.parseFloat(EMB[i][j])).isEqualTo(expected); // no double rounding in these texts
                assertThat(Float.floatToRawIntBits(docs.data.get(i).emb[j])).as("row %d emb[%d] %s", i, j, EMB[i][j])
                        .isEqualTo(Float.floatToRawIntBits(expected));
            }
        }
    }

    @Test
    void aReadBenchmarkReadsTheFilesFloatsExactly(@TempDir Path dir) throws Exception {
        Path file = smallFile(dir);
        LibJacksonRead read = (LibJacksonRead) BenchmarkVerifier.newInstance(LibJacksonRead.class, Map.of("vectors", file.toString()));
        assertTheFilesFloats((VectorDocs) read.vectorsFast());
        assertTheFilesFloats((VectorDocs) read.vectorsDefault());
        assertThat(read.bytesPerOp("vectorsFast")).isEqualTo(Files.size(file)); // compact already: read as it is
    }

    @Test
    void aWriteBenchmarkWritesTheFilesFloatsExactly(@TempDir Path dir) throws Exception {
        Path file = smallFile(dir);
        LibJacksonWrite write = (LibJacksonWrite) BenchmarkVerifier.newInstance(LibJacksonWrite.class, Map.of("vectors", file.toString()));
        ((Verifiable) write).prepareVerification();
        ByteSink sink = write.vectorsFast();
        byte[] written = sink.takeCaptured();
        assertTheFilesFloats(References.MAPPER.readValue(written, VectorDocs.class));
    }

    /** Every library's vectors methods, read and write, set up with the small file and verified against it. */
    @TestFactory
    Stream<DynamicTest> everyLibrarysVectorsMethodsTakeTheFile(@TempDir Path dir) throws Exception {
        Path file = smallFile(dir);
        List<DynamicTest> tests = new ArrayList<>();
        for (BenchmarkVerifier.Case c : BenchmarkVerifier.benchmarks("dev.jfpbench.libs.")) {
            if (c.method.startsWith("vectors")) {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> BenchmarkVerifier.verify(c, Map.of("vectors", file.toString()))));
            }
        }
        assertThat(tests).hasSizeGreaterThan(20);
        return tests.stream();
    }

    @Test
    void aFileOfAnotherShapeFailsAtSetupInOneLine(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"data\":[{\"_id\":\"a\",\"emb\":\"not floats\"}]}");
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(LibJacksonRead.class, Map.of("vectors", bad.toString())))
                .satisfies(e -> {
                    Throwable cause = e instanceof InvocationTargetException ? e.getCause() : e;
                    assertThat(cause.getMessage()).contains(bad.toString()).contains("is not a vector file").doesNotContain("\n");
                });
    }
}
