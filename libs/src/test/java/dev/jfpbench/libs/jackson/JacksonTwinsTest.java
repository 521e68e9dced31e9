package dev.jfpbench.libs.jackson;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.codec.JacksonCodec;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonStdReadVanilla;
import dev.jfpbench.json.JsonStdWriteVanilla;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code LibJacksonRead.currencyDefault} and {@code JsonStdReadVanilla.readCurrencyPojoDefault} (and the other twins
 * the libs README names) are one measurement published under two names: the same codec class, the same
 * configuration, the same bytes.
 */
class JacksonTwinsTest {

    static Object field(Object bench, String name) throws ReflectiveOperationException {
        for (Class<?> c = bench.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(bench);
            } catch (NoSuchFieldException e) {
                // in a superclass
            }
        }
        throw new NoSuchFieldException(name);
    }

    @Test
    void readsAreTheStdReadsThroughTheSameCodec() throws Exception {
        Object lib = BenchmarkVerifier.newInstance(LibJacksonRead.class, Map.of());
        Object std = BenchmarkVerifier.newInstance(JsonStdReadVanilla.class, Map.of());
        // without rotation (-Djfpbench.docs, default 1) the Std reads hold the dataset alone
        assertThat((byte[][]) field(std, "currencyInputs")).hasDimensions(1, ((byte[]) field(lib, "currencyJson")).length);
        assertThat((byte[]) field(lib, "currencyJson")).isEqualTo(((byte[][]) field(std, "currencyInputs"))[0]);
        assertThat((byte[]) field(lib, "mediaItemJson")).isEqualTo(((byte[][]) field(std, "mediaInputs"))[0]);
        for (String[] twin : new String[][]{{"currencyDefault", "currencyDefault"}, {"currencyFast", "currencyFast"}, {"mediaItemDefault", "mediaReader"}}) {
            Object libCodec = field(lib, twin[0]);
            Object stdCodec = field(std, twin[1]);
            assertThat(libCodec.getClass()).as(twin[0]).isEqualTo(stdCodec.getClass()).isEqualTo(JacksonCodec.class);
            assertThat(features(libCodec)).as(twin[0]).isEqualTo(features(stdCodec));
        }
        assertThat(features(field(lib, "currencyDefault"))).isNotEqualTo(features(field(lib, "currencyFast")));
    }

    @Test
    void writesAreTheStdWritesThroughTheSameCodec() throws Exception {
        Object lib = BenchmarkVerifier.newInstance(LibJacksonWrite.class, Map.of());
        Object std = BenchmarkVerifier.newInstance(JsonStdWriteVanilla.class, Map.of());
        for (String[] twin : new String[][]{{"currencyDefault", "currencyDefault"}, {"currencyFast", "currencyFast"}, {"mediaItemDefault", "mediaWriter"}}) {
            Object libCodec = field(lib, twin[0]);
            Object stdCodec = field(std, twin[1]);
            assertThat(libCodec.getClass()).as(twin[0]).isEqualTo(stdCodec.getClass()).isEqualTo(JacksonCodec.class);
            assertThat(features(libCodec)).as(twin[0]).isEqualTo(features(stdCodec));
        }
    }

    /** The floating-point features of the codec's reader and writer. */
    static String features(Object codec) throws ReflectiveOperationException {
        ObjectReader r = (ObjectReader) field(codec, "reader");
        ObjectWriter w = (ObjectWriter) field(codec, "writer");
        return "parser " + r.getFactory().isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                + ", big numbers " + r.getFactory().isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)
                + ", writer " + w.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER);
    }
}
