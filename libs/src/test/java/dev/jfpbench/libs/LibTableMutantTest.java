package dev.jfpbench.libs;

import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * Each library's table check can fail: every {@code table...} read, given the table with one row's balance one cent
 * off or one row missing, is rejected, whatever the library holds the numbers as (a tree's {@code Long},
 * {@code BigInteger}, ...). The input is spoiled in place, as the same array the method must read.
 */
class LibTableMutantTest {

    @TestFactory
    Stream<DynamicTest> everyTableReadRejectsABalanceOffByOneAndAMissingRow() {
        List<BenchmarkVerifier.Case> reads = BenchmarkVerifier.benchmarks("dev.jfpbench.libs.").stream()
                .filter(c -> c.method.startsWith("table") && c.className.endsWith("Read"))
                .collect(Collectors.toList());
        assertThat(reads).as("table reads").hasSizeGreaterThan(10);
        return reads.stream().flatMap(c -> Stream.of(
                dynamicTest(c.name() + " balance off by one", () -> rejects(c, LibTableMutantTest::balanceOffByOne, "balance")),
                dynamicTest(c.name() + " row missing", () -> rejects(c, LibTableMutantTest::rowMissing, "expected 100 elements but was 99"))));
    }

    private static void rejects(BenchmarkVerifier.Case c, Consumer<byte[]> spoil, String message) throws Exception {
        Class<?> type = Class.forName(c.className);
        LibReadBase bench = (LibReadBase) BenchmarkVerifier.newInstance(type, Map.of());
        bench.setUp();
        spoil.accept(tableJson(bench));
        bench.prepareVerification();
        Object result = type.getMethod(c.method).invoke(bench);
        assertThatThrownBy(() -> bench.verify(c.method, result)).isInstanceOf(AssertionError.class).hasMessageContaining(message);
    }

    private static byte[] tableJson(LibReadBase bench) throws ReflectiveOperationException {
        Field f = LibReadBase.class.getDeclaredField("tableJson");
        f.setAccessible(true);
        return (byte[]) f.get(bench);
    }

    /** The first balance whose last digit is not 9, one cent up: same length, so in place. */
    static void balanceOffByOne(byte[] json) {
        String text = new String(json, StandardCharsets.ISO_8859_1);
        for (int at = text.indexOf("\"balance\":"); at >= 0; at = text.indexOf("\"balance\":", at + 1)) {
            int end = text.indexOf(',', at);
            if (json[end - 1] != '9') {
                json[end - 1]++;
                return;
            }
        }
        throw new IllegalStateException("no balance to change");
    }

    /** The 42nd row and its comma blanked out: same length, still JSON, 99 rows (rows hold no nested objects). */
    static void rowMissing(byte[] json) {
        String text = new String(json, StandardCharsets.ISO_8859_1);
        int start = text.indexOf("{\"id\":42,");
        int end = text.indexOf('}', start) + 1;
        if (start < 0 || json[end] != ',') {
            throw new IllegalStateException("no row 42 followed by another");
        }
        for (int i = start; i <= end; i++) {
            json[i] = ' ';
        }
    }
}
