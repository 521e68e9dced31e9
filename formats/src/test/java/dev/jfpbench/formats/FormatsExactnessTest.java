package dev.jfpbench.formats;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Exact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each format keeps every float and double exactly, beyond the datasets' values; and the checks can fail. */
class FormatsExactnessTest {
    static final List<Format> FORMATS = List.of(AvroFormat.INSTANCE, ProtobufFormat.INSTANCE, KryoFormat.INSTANCE, JdkSerialFormat.INSTANCE,
            ThriftManualFormat.INSTANCE);
    /** The formats with a 32-bit float on the wire (Thrift has none: it stores each float as a double). */
    static final List<Format> FLOAT32 = List.of(AvroFormat.INSTANCE, ProtobufFormat.INSTANCE, KryoFormat.INSTANCE, JdkSerialFormat.INSTANCE);

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
        for (Format f : FLOAT32) {
            long bytes = f.codec(VectorDocs.class, FpConfig.FAST).bytes(vectors).length;
            assertThat(bytes).as(f.name()).isBetween(4L * vectors.floatCount(), 4L * vectors.floatCount() + 200_000L);
        }
    }

    /** Thrift has no 32-bit float: each float goes as a double, 8 bytes, and comes back the same float. */
    @Test
    void thriftTakesEightBytesAFloat() throws Exception {
        VectorDocs vectors = (VectorDocs) Dataset.VECTORS.reference();
        Codec<VectorDocs> codec = ThriftManualFormat.INSTANCE.codec(VectorDocs.class, FpConfig.FAST);
        byte[] bytes = codec.bytes(vectors);
        assertThat((long) bytes.length).isBetween(8L * vectors.floatCount(), 8L * vectors.floatCount() + 200_000L);
        VectorDocs back = codec.read(bytes);
        for (int i = 0; i < vectors.data.size(); i++) {
            float[] expected = vectors.data.get(i).emb;
            float[] actual = back.data.get(i).emb;
            assertThat(actual).hasSameSizeAs(expected);
            for (int j = 0; j < expected.length; j++) {
                if (Float.floatToRawIntBits(actual[j]) != Float.floatToRawIntBits(expected[j])) {
                    throw new AssertionError("row " + i + " float " + j + ": " + expected[j] + " read back as " + actual[j]);
                }
            }
        }
    }

    /** Thrift's reads skip the fields they do not know, as generated code does, and reject a wrong element type. */
    @Test
    void thriftSkipsUnknownFieldsAndRejectsWrongTypes() throws Exception {
        org.apache.thrift.transport.TMemoryBuffer buffer = new org.apache.thrift.transport.TMemoryBuffer(64);
        org.apache.thrift.protocol.TProtocol p = new org.apache.thrift.protocol.TCompactProtocol(buffer);
        p.writeStructBegin(new org.apache.thrift.protocol.TStruct("Currency"));
        p.writeFieldBegin(new org.apache.thrift.protocol.TField("base", org.apache.thrift.protocol.TType.STRING, (short) 1));
        p.writeString("USD");
        p.writeFieldEnd();
        p.writeFieldBegin(new org.apache.thrift.protocol.TField("unknown", org.apache.thrift.protocol.TType.DOUBLE, (short) 99));
        p.writeDouble(1.5);
        p.writeFieldEnd();
        p.writeFieldBegin(new org.apache.thrift.protocol.TField("date", org.apache.thrift.protocol.TType.I32, (short) 2)); // wrong type: skipped
        p.writeI32(7);
        p.writeFieldEnd();
        p.writeFieldStop();
        p.writeStructEnd();
        Currency c = ThriftManualFormat.INSTANCE.codec(Currency.class, FpConfig.FAST).read(Arrays.copyOf(buffer.getArray(), buffer.length()));
        assertThat(c.base).isEqualTo("USD");
        assertThat(c.date).isNull();
        assertThat(c.rates).isNull();

        org.apache.thrift.transport.TMemoryBuffer rates = new org.apache.thrift.transport.TMemoryBuffer(64);
        org.apache.thrift.protocol.TProtocol q = new org.apache.thrift.protocol.TCompactProtocol(rates);
        q.writeStructBegin(new org.apache.thrift.protocol.TStruct("Currency"));
        q.writeFieldBegin(new org.apache.thrift.protocol.TField("rates", org.apache.thrift.protocol.TType.MAP, (short) 6));
        q.writeMapBegin(new org.apache.thrift.protocol.TMap(org.apache.thrift.protocol.TType.STRING, org.apache.thrift.protocol.TType.I32, 1));
        q.writeString("EUR");
        q.writeI32(1);
        q.writeMapEnd();
        q.writeFieldEnd();
        q.writeFieldStop();
        q.writeStructEnd();
        assertThatThrownBy(() -> ThriftManualFormat.INSTANCE.codec(Currency.class, FpConfig.FAST).read(Arrays.copyOf(rates.getArray(), rates.length())))
                .isInstanceOf(java.io.IOException.class).hasMessageContaining("map<string, double>");
        assertThatThrownBy(() -> ThriftManualFormat.INSTANCE.codec(String.class, FpConfig.FAST)).isInstanceOf(IllegalArgumentException.class);
    }

    /** JDK serialization reads only the model classes and what they hold: another serializable class is refused. */
    @Test
    void jdkSerialReadsOnlyTheModel() throws Exception {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(new java.util.TreeMap<>(Map.of("a", 1.0)));
        }
        assertThatThrownBy(() -> JdkSerialFormat.INSTANCE.codec(Currency.class, FpConfig.FAST).read(bytes.toByteArray()))
                .isInstanceOf(java.io.InvalidClassException.class);
        Currency c = References.currency();
        Codec<Currency> codec = JdkSerialFormat.INSTANCE.codec(Currency.class, FpConfig.FAST);
        assertThatThrownBy(() -> JdkSerialFormat.INSTANCE.codec(MediaItem.class, FpConfig.FAST).read(codec.bytes(c)))
                .isInstanceOf(java.io.InvalidClassException.class).hasMessageContaining(MediaItem.class.getName());
    }

    @Test
    void aReadOffByOneUlpFails() throws Exception {
        KryoReadWrite bench = (KryoReadWrite) BenchmarkVerifier.newInstance(KryoReadWrite.class, Map.of());
        Currency wrong = bench.readCurrency();
        wrong.rates.put("JPY", Math.nextUp(wrong.rates.get("JPY")));
        assertThatThrownBy(() -> bench.verify("readCurrency", wrong)).isInstanceOf(AssertionError.class).hasMessageContaining("rates[JPY]");
        bench.verify("readCurrency", bench.readCurrency());
    }

    /** The same for the new baselines, by hand: one rate one ulp off, one rate missing. */
    @Test
    void jdkSerialAndThriftReadsOffByOneUlpOrOneShortFail() throws Exception {
        for (Class<?> type : List.of(JdkSerialReadWrite.class, ThriftManualReadWrite.class)) {
            dev.jfpbench.core.bench.PojoReadWriteBase bench = (dev.jfpbench.core.bench.PojoReadWriteBase) BenchmarkVerifier.newInstance(type, Map.of());
            Currency wrong = bench.readCurrency();
            wrong.rates.put("JPY", Math.nextUp(wrong.rates.get("JPY")));
            assertThatThrownBy(() -> bench.verify("readCurrency", wrong)).as(type.getSimpleName()).isInstanceOf(AssertionError.class)
                    .hasMessageContaining("rates[JPY]");
            Currency shorter = bench.readCurrency();
            shorter.rates.remove("JPY");
            assertThatThrownBy(() -> bench.verify("readCurrency", shorter)).as(type.getSimpleName()).isInstanceOf(AssertionError.class);
            bench.verify("readCurrency", bench.readCurrency());
        }
    }

    /** The table's extremes (longs beyond 32 bits, negative, false and true) survive every format. */
    @Test
    void tableExtremesSurviveEveryFormat() throws Exception {
        Table t = References.table(); // a fresh copy: it is changed below
        t.rows.get(0).balance = Long.MIN_VALUE;
        t.rows.get(1).balance = Long.MAX_VALUE;
        t.rows.get(2).id = Integer.MIN_VALUE;
        t.rows.get(3).email = "";
        for (Format f : FORMATS) {
            Codec<Table> codec = f.codec(Table.class, FpConfig.FAST);
            Exact.check(f.name(), t, codec.read(codec.bytes(t)));
        }
    }

    /** By hand, in every format: a read table with one row's balance off by one, or one row missing, is rejected. */
    @Test
    void tableReadsOneBalanceOffOrOneRowShortFail() throws Exception {
        for (Class<?> type : List.of(AvroReadWrite.class, ProtobufReadWrite.class, KryoReadWrite.class, JdkSerialReadWrite.class,
                ThriftManualReadWrite.class)) {
            dev.jfpbench.core.bench.PojoReadWriteBase bench = (dev.jfpbench.core.bench.PojoReadWriteBase) BenchmarkVerifier.newInstance(type, Map.of());
            Table wrong = bench.readTable();
            TableRow row = wrong.rows.get(42);
            row.balance += 1;
            assertThatThrownBy(() -> bench.verify("readTable", wrong)).as(type.getSimpleName()).isInstanceOf(AssertionError.class)
                    .hasMessageContaining("rows[42].balance");
            Table shorter = bench.readTable();
            shorter.rows.remove(17);
            assertThatThrownBy(() -> bench.verify("readTable", shorter)).as(type.getSimpleName()).isInstanceOf(AssertionError.class);
            bench.verify("readTable", bench.readTable());
        }
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
                KryoReadWrite.class, KryoFormat.INSTANCE, JdkSerialReadWrite.class, JdkSerialFormat.INSTANCE,
                ThriftManualReadWrite.class, ThriftManualFormat.INSTANCE);
        Map<Class<?>, Format> bulk = Map.of(AvroVectors.class, AvroFormat.INSTANCE, ProtobufVectors.class, ProtobufFormat.INSTANCE,
                KryoVectors.class, KryoFormat.INSTANCE, JdkSerialVectors.class, JdkSerialFormat.INSTANCE,
                ThriftManualVectors.class, ThriftManualFormat.INSTANCE);
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
