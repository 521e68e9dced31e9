package dev.jfpbench.formats;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Exact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each format keeps every float and double exactly, beyond the datasets' values; and the checks can fail. */
class FormatsExactnessTest {
    static final List<Format> FORMATS = List.of(AvroFormat.INSTANCE, ProtobufFormat.INSTANCE, KryoFormat.INSTANCE);

    static final double[] DOUBLES = {0.1, -0.0, 0.0, 4.9E-324, 2.2250738585072014E-308, 1.7976931348623157E308, Double.NaN,
            Double.NEGATIVE_INFINITY, 0.30000000000000004, 1.0E23, 9007199254740993.0, -3.6725};
    static final float[] FLOATS = {0.1f, -0.0f, 0.0f, Float.MIN_VALUE, 1.17549435E-38f, Float.MAX_VALUE, Float.NaN,
            Float.POSITIVE_INFINITY, 1.0E-40f, 16777217f, -0.333333343f};

    @Test
    void awkwardDoublesSurviveEveryFormat() throws Exception {
        Currency c = new Currency();
        c.base = "";
        c.time_last_updated = Integer.MIN_VALUE;
        c.rates = new LinkedHashMap<>();
        for (int i = 0; i < DOUBLES.length; i++) {
            c.rates.put("R" + i, DOUBLES[i]);
        }
        for (Format f : FORMATS) {
            Codec<Currency> codec = f.codec(Currency.class, FpConfig.FAST);
            Exact.check(f.name(), c, codec.read(codec.bytes(c)));
        }
    }

    @Test
    void awkwardFloatsSurviveEveryFormat() throws Exception {
        VectorDocs.Row row = new VectorDocs.Row();
        row._id = "awkward";
        row.text = "Ünïcödé \uD83D\uDE00";
        row.emb = FLOATS.clone();
        VectorDocs.Row empty = new VectorDocs.Row();
        empty._id = "empty";
        empty.text = "";
        empty.emb = new float[0];
        VectorDocs docs = new VectorDocs();
        docs.data = new ArrayList<>(List.of(row, empty));
        for (Format f : FORMATS) {
            Codec<VectorDocs> codec = f.codec(VectorDocs.class, FpConfig.FAST);
            Exact.check(f.name(), docs, codec.read(codec.bytes(docs)));
        }
    }

    @Test
    void nullsAndEnumsSurviveEveryFormat() throws Exception {
        MediaItem m = References.mediaItem(); // a fresh copy: it is changed below
        assertThat(m.content.copyright).isNull();
        m.content.player = MediaContent.Player.FLASH;
        for (Format f : FORMATS) {
            Codec<MediaItem> codec = f.codec(MediaItem.class, FpConfig.FAST);
            Exact.check(f.name(), m, codec.read(codec.bytes(m)));
        }
    }

    /** Binary formats keep floats 32-bit: about 4 bytes a float, not a double's 8. */
    @Test
    void vectorsTakeFourBytesAFloat() throws Exception {
        VectorDocs vectors = (VectorDocs) Dataset.VECTORS.reference();
        for (Format f : FORMATS) {
            long bytes = f.codec(VectorDocs.class, FpConfig.FAST).bytes(vectors).length;
            assertThat(bytes).as(f.name()).isBetween(4L * vectors.floatCount(), 4L * vectors.floatCount() + 200_000L);
        }
    }

    @Test
    void aReadOffByOneUlpFails() throws Exception {
        KryoReadWrite bench = (KryoReadWrite) BenchmarkVerifier.newInstance(KryoReadWrite.class, Map.of());
        Currency wrong = bench.readCurrency();
        wrong.rates.put("JPY", Math.nextUp(wrong.rates.get("JPY")));
        assertThatThrownBy(() -> bench.verify("readCurrency", wrong)).isInstanceOf(AssertionError.class).hasMessageContaining("rates[JPY]");
        bench.verify("readCurrency", bench.readCurrency());
    }

    @Test
    void unknownMethodsFail() throws Exception {
        AvroReadWrite bench = (AvroReadWrite) BenchmarkVerifier.newInstance(AvroReadWrite.class, Map.of());
        assertThatThrownBy(() -> bench.verify("writeSomethingNew", null)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("no check for benchmark AvroReadWrite.writeSomethingNew");
    }

    /**
     * Every format's checks, for every method, reject a real result one ulp off and one entry short, read or written
     * through the format's own codec (the vectors: the dataset's first 20 rows, to stay fast).
     */
    @Test
    void everyCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path vectors = MutantChecks.smallVectors(dir);
        Map<Class<?>, Format> small = Map.of(AvroReadWrite.class, AvroFormat.INSTANCE, ProtobufReadWrite.class, ProtobufFormat.INSTANCE,
                KryoReadWrite.class, KryoFormat.INSTANCE);
        Map<Class<?>, Format> bulk = Map.of(AvroVectors.class, AvroFormat.INSTANCE, ProtobufVectors.class, ProtobufFormat.INSTANCE,
                KryoVectors.class, KryoFormat.INSTANCE);
        for (Map.Entry<Class<?>, Format> e : small.entrySet()) {
            MutantChecks.pojo(e.getKey(), Map.of(), writer(e.getValue()), null);
        }
        for (Map.Entry<Class<?>, Format> e : bulk.entrySet()) {
            MutantChecks.pojo(e.getKey(), Map.of("vectors", vectors.toString()), writer(e.getValue()), MutantChecks.vectorsOf(vectors));
        }
    }

    /** A write's bytes as the benchmark's own codec makes them (a new codec per type, as each benchmark state has). */
    @SuppressWarnings("unchecked")
    static Function<Class<?>, MutantChecks.Writer> writer(Format format) {
        return type -> {
            Codec<Object> codec = (Codec<Object>) format.codec(type, FpConfig.FAST);
            return codec::bytes;
        };
    }
}
