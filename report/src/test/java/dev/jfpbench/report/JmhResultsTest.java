package dev.jfpbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.jfpbench.report.Fixtures.fixture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JmhResultsTest {

    @Test
    void readsEntriesWithRawDataOfAllForks() {
        List<BenchmarkResult> results = JmhResults.read(fixture("formats-run.json"));
        assertThat(results).hasSize(12);
        BenchmarkResult first = results.get(0);
        assertThat(first.key().benchmark()).isEqualTo("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoDefault");
        assertThat(first.key().shortName()).isEqualTo("JsonStdReadVanilla.readCurrencyPojoDefault");
        assertThat(first.primary().perIteration()).hasSize(8);
        assertThat(first.primary().count()).isEqualTo(8);
        assertThat(first.allocationPerOp()).isPresent().get().extracting(Metric::score).isEqualTo(30000.0);
        assertThat(first.higherIsBetter()).isTrue();
        BenchmarkResult avgt = results.stream().filter(r -> r.key().method().equals("readTreeDefault")).findFirst().orElseThrow();
        assertThat(avgt.key().params()).containsEntry("payload", "datasets/currency.json");
        assertThat(avgt.key().sizeId()).isEqualTo("dev.jfpbench.json.JsonPayloadReadWrite.readTreeDefault{payload=datasets/currency.json}");
        assertThat(avgt.higherIsBetter()).isFalse();
    }

    @Test
    void sampleModeIterationsAreHistogramMeans() {
        Metric m = JmhResults.read(fixture("sample.json")).get(0).primary();
        assertThat(m.perIteration()).containsExactly(2.25, 2.75);
        assertThat(m.count()).isEqualTo(8);
    }

    @Test
    void missingErrorIsNaN(@TempDir Path dir) throws IOException {
        Path f = Files.writeString(dir.resolve("r.json"), "[{\"benchmark\": \"p.C.m\", \"mode\": \"thrpt\", "
                + "\"primaryMetric\": {\"score\": 5, \"scoreError\": \"NaN\", \"scoreUnit\": \"ops/s\", \"rawData\": [[5]]}}]");
        Metric m = JmhResults.read(f).get(0).primary();
        assertThat(m.error()).isNaN();
        assertThat(m.score()).isEqualTo(5.0);
    }

    @Test
    void trailingGarbageIsNotJmh(@TempDir Path dir) throws IOException {
        Path f = Files.writeString(dir.resolve("r.json"), Files.readString(fixture("avgt-base.json")) + "]");
        assertThatThrownBy(() -> JmhResults.read(f)).isInstanceOf(BadInputException.class).hasMessageContaining("not valid JSON");
    }

    @Test
    void duplicatesAreRefused(@TempDir Path dir) throws IOException {
        Path f = Fixtures.jmhFile(dir, "dup.json", "p.C.m", "p.C.m");
        assertThatThrownBy(() -> JmhResults.read(f)).isInstanceOf(BadInputException.class).hasMessageContaining("appears twice");
    }

    @Test
    void aLibraryBenchmarkAtTheDefaultVectorsKeepsItsKeyWithoutTheParam(@TempDir Path dir) throws IOException {
        String entry = "{\"benchmark\": \"%s\", \"mode\": \"thrpt\", \"params\": {\"vectors\": \"%s\"}, "
                + "\"primaryMetric\": {\"score\": 5, \"scoreError\": 1, \"scoreUnit\": \"ops/s\", \"rawData\": [[5]]}}";
        Path f = Files.writeString(dir.resolve("r.json"), "[" + String.join(",",
                entry.formatted("dev.jfpbench.libs.gson.LibGsonRead.currency", ""),
                entry.formatted("dev.jfpbench.libs.gson.LibGsonRead.vectors", "mine.json"),
                entry.formatted("dev.jfpbench.vectors.VectorHeavyReadWrite.fastFPRead", "")) + "]");
        java.util.Map<String, java.util.Map<String, String>> params = new java.util.HashMap<>();
        JmhResults.read(f).forEach(b -> params.put(b.key().method(), b.key().params()));
        assertThat(params.get("currency")).isEmpty(); // as before the library benchmarks took -p vectors=
        assertThat(params.get("vectors")).containsEntry("vectors", "mine.json");
        assertThat(params.get("fastFPRead")).containsEntry("vectors", ""); // the vector families keep theirs
    }
}
