package dev.jfpbench.json;

import dev.jfpbench.core.data.Rotation;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * With {@code -Djfpbench.docs=4} the currency and media reads cycle through four documents: each call reads the
 * next, each result is checked against the reference of the document it read, and a mutant of it is rejected.
 */
class RotationChecksTest {
    @AfterEach
    void clear() {
        System.clearProperty(Rotation.PROPERTY);
    }

    @Test
    void everyCallReadsTheNextDocumentAndIsCheckedAgainstIt() throws Exception {
        System.setProperty(Rotation.PROPERTY, "4");
        JsonStdReadVanilla bench = (JsonStdReadVanilla) BenchmarkVerifier.newInstance(JsonStdReadVanilla.class, Map.of());
        Object previous = null;
        for (int call = 0; call < 6; call++) {
            Object result = bench.readCurrencyPojoFast();
            bench.verify("readCurrencyPojoFast", result);
            assertThat(result).as("call " + call).isNotEqualTo(previous);
            previous = result;
        }
        // the result of one document is not that of the next
        Object first = bench.readCurrencyPojoDefault();
        bench.readCurrencyPojoDefault();
        assertThatThrownBy(() -> bench.verify("readCurrencyPojoDefault", first)).isInstanceOf(AssertionError.class);
        MutantChecks.stdRead(JsonStdReadVanilla.class);
    }
}
