package dev.jfpbench.json;

import dev.jfpbench.core.bench.ConversionReadBase;
import dev.jfpbench.core.bench.ConversionWriteBase;
import dev.jfpbench.core.testing.MutantChecks;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A measured conversion fork prepares only what its method uses: a Fast fork has no Default factory, a Default or
 * control fork no Fast one, a currency fork no vectors, and only a Text fork formats texts; what it measures is right.
 */
class ConversionCleanForkTest {
    static BenchmarkParams paramsOf(Class<?> type, String method) {
        return new BenchmarkParams(type.getName() + "." + method, "generated", false, 1, new int[] {1}, List.of(), 1, 0,
                null, null, Mode.Throughput, new WorkloadParams(), TimeUnit.SECONDS, 1, "java", List.of(), "17", "vm", "1",
                "1.37", TimeValue.minutes(10));
    }

    static Object field(Object bench, Class<?> base, String name) throws ReflectiveOperationException {
        Field f = base.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(bench);
    }

    @Test
    void aReadForkMakesOnlyItsFactory() throws Exception {
        for (String method : List.of("currencyFast", "currencyTokens", "currencyDefault")) {
            JsonConversionRead bench = new JsonConversionRead();
            bench.setUp(paramsOf(JsonConversionRead.class, method));
            boolean fast = method.endsWith("Fast");
            assertThat(field(bench, ConversionReadBase.class, "factoryDefault")).as(method).matches(f -> (f == null) == fast);
            assertThat(field(bench, ConversionReadBase.class, "factoryFast")).as(method).matches(f -> (f == null) != fast);
            bench.prepareVerification();
            bench.verify(method, MutantChecks.run(bench, method));
        }
    }

    @Test
    void aWriteForkMakesOnlyWhatItWrites() throws Exception {
        for (String method : List.of("currencyFast", "currencyText", "currencyDefault")) {
            JsonConversionWrite bench = new JsonConversionWrite();
            bench.setUp(paramsOf(JsonConversionWrite.class, method));
            boolean fast = method.endsWith("Fast");
            assertThat(field(bench, ConversionWriteBase.class, "factoryDefault")).as(method).matches(f -> (f == null) == fast);
            assertThat(field(bench, ConversionWriteBase.class, "factoryFast")).as(method).matches(f -> (f == null) != fast);
            assertThat(field(bench, ConversionWriteBase.class, "vectors")).as(method + ": no vectors in a currency fork").isNull();
            assertThat(field(bench, ConversionWriteBase.class, "currencyTexts")).as(method).matches(t -> (t != null) == method.endsWith("Text"));
            bench.prepareVerification();
            bench.verify(method, MutantChecks.run(bench, method));
        }
    }
}
