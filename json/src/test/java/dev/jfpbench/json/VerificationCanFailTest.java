package dev.jfpbench.json;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.testing.JdkLiterals;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The checks behind the benchmark verification reject wrong results, and bad payloads fail clearly. */
class VerificationCanFailTest {
    static final String AWKWARD = "{\"values\": [0.1, -0.0, 1e5, 1.7976931348623157E308, 4.9E-324, 2.2250738585072014E-308,"
            + " 9007199254740993, 123456789012345678901234567890, 0.30000000000000004, 1.0E23, 8.41E21],"
            + " \"nested\": {\"f\": 3.4028235E38, \"s\": \"text\", \"t\": true, \"n\": null}}";

    @Test
    void aReadThatIsOffByOneUlpFails() throws Exception {
        JsonStdReadVanilla bench = (JsonStdReadVanilla) BenchmarkVerifier.newInstance(JsonStdReadVanilla.class, Map.of());
        Currency wrong = References.currency();
        wrong.rates.put("JPY", Math.nextDown(wrong.rates.get("JPY")));
        assertThatThrownBy(() -> bench.verify("readCurrencyPojoFast", wrong))
                .isInstanceOf(AssertionError.class).hasMessageContaining("rates[JPY]");
        bench.verify("readCurrencyPojoFast", References.currency());
    }

    @Test
    void aBenchmarkWithoutACheckFails() throws Exception {
        JsonStdWriteVanilla bench = (JsonStdWriteVanilla) BenchmarkVerifier.newInstance(JsonStdWriteVanilla.class, Map.of());
        assertThatThrownBy(() -> bench.verify("writeSomethingNew", null))
                .isInstanceOf(AssertionError.class).hasMessageContaining("no check for benchmark JsonStdWriteVanilla.writeSomethingNew");
    }

    /** A write whose bytes hold one rate one ulp off is rejected by the value check (not because the bytes are unreadable). */
    @Test
    void aWriteThatIsOffByOneUlpFails() throws Exception {
        JsonStdWriteVanilla bench = (JsonStdWriteVanilla) BenchmarkVerifier.newInstance(JsonStdWriteVanilla.class, Map.of());
        ByteSink sink = MutantChecks.sinkOf(bench);
        bench.prepareVerification();
        Object result = bench.writeCurrencyPojoFast();
        bench.verify("writeCurrencyPojoFast", result);
        Mutants.Mutant<Currency> wrong = Mutants.oneUlp(References.currency());
        sink.write(JsonFormat.INSTANCE.mapper(FpConfig.FAST).writeValueAsBytes(wrong.value));
        assertThatThrownBy(() -> bench.verify("writeCurrencyPojoFast", result))
                .isInstanceOf(AssertionError.class).hasMessageContaining(wrong.path + ": expected");
        sink.write(JsonFormat.INSTANCE.mapper(FpConfig.FAST).writeValueAsBytes(References.currency()));
        bench.verify("writeCurrencyPojoFast", result);
    }

    /** Every JSON family's check, for every method, rejects a real result one ulp off and one entry short. */
    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        MutantChecks.stdRead(JsonStdReadVanilla.class);
        MutantChecks.stdWrite(JsonStdWriteVanilla.class, JsonFormat.INSTANCE);
        MutantChecks.payload(JsonPayloadReadWrite.class, JsonFormat.INSTANCE);
    }

    /** The Payload references the benchmark holds are the JDK's parse of every literal, for the default payload and an awkward one. */
    @Test
    void payloadReferencesArePinnedToTheJdk(@TempDir Path dir) throws Exception {
        Path awkward = dir.resolve("awkward.json");
        Files.writeString(awkward, AWKWARD, StandardCharsets.UTF_8);
        for (String payload : List.of("datasets/currency.json", awkward.toString())) {
            Object bench = BenchmarkVerifier.newInstance(JsonPayloadReadWrite.class, Map.of("payload", payload));
            byte[] json = References.userJson(payload, "payload");
            JdkLiterals.assertEveryNumberIsTheJdksParse(payload + " untyped", json, field(bench, "untyped"));
            JdkLiterals.assertEveryNumberIsTheJdksParse(payload + " tree", json, field(bench, "tree"));
        }
    }

    private static Object field(Object bench, String name) throws ReflectiveOperationException {
        Field f = PayloadReadWriteBase.class.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(bench);
    }

    @Test
    void everyPayloadBenchmarkIsExactOnAwkwardNumbers(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("awkward.json");
        Files.writeString(file, AWKWARD, StandardCharsets.UTF_8);
        List<BenchmarkVerifier.Case> payload = BenchmarkVerifier.benchmarks("dev.jfpbench.json.JsonPayload");
        assertThat(payload).hasSize(8);
        for (BenchmarkVerifier.Case c : payload) {
            BenchmarkVerifier.verify(c, Map.of("payload", file.toString()));
        }
    }

    @Test
    void aMissingOrMalformedPayloadIsOneClearLine(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(JsonPayloadReadWrite.class, Map.of("payload", dir.resolve("none.json").toString())))
                .isInstanceOf(DatasetException.class).hasMessageStartingWith("payload file not found: ");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"a\": [1, 2", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(JsonPayloadReadWrite.class, Map.of("payload", bad.toString())))
                .isInstanceOf(DatasetException.class).hasMessageStartingWith("malformed JSON in " + bad)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void theDefaultPayloadIsTheCurrencyDataset() {
        assertThat(BenchmarkVerifier.benchmarks("dev.jfpbench.json.").stream().map(BenchmarkVerifier.Case::name).collect(Collectors.toList()))
                .contains("JsonPayloadReadWrite.readUntypedDefault", "JsonStdReadVanilla.readCurrencyPojoFast");
    }
}
