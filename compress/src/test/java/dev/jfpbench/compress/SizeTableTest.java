package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.xml.XmlFormat;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SizeTableTest {

    /** The table describes the documents the benchmarks read: the same bytes, compression by compression. */
    @Test
    void sizesAreTheBenchmarkInputs() throws Exception {
        List<SizeTable.Row> rows = SizeTable.rows(Dataset.CURRENCY, Dataset.MEDIA_ITEM, Dataset.TABLE);
        assertThat(rows).hasSize(27);
        Map<String, Class<?>> benchmarks = Map.of("JSON", JsonCompressedReadWrite.class, "Smile", SmileCompressedReadWrite.class,
                "CBOR", CBORCompressedReadWrite.class, "XML", XmlCompressedReadWrite.class);
        for (Map.Entry<String, Class<?>> b : benchmarks.entrySet()) {
            for (Compression c : Compression.values()) {
                InputSized bench = (InputSized) BenchmarkVerifier.newInstance(b.getValue(), Map.of("compression", c.label()));
                for (String method : List.of("readCurrency", "readMediaItem", "readTable")) {
                    String dataset = method.contains("Media") ? "media-item" : method.contains("Table") ? "table" : "currency";
                    SizeTable.Row row = rows.stream().filter(r -> r.format.equals(b.getKey()) && r.dataset.equals(dataset)).findFirst().orElseThrow();
                    long expected = c == Compression.NONE ? row.raw : c == Compression.GZIP ? row.gzip : row.lzf;
                    assertThat(bench.bytesPerOp(method)).as(b.getKey() + " " + c.label() + " " + method).isEqualTo(expected);
                }
                // Writes: what the benchmark's codec writes, compressed (JSON currency: its integer rates as 1.0).
                Jackson2Format format = Map.of("JSON", JsonFormat.INSTANCE, "Smile", SmileFormat.INSTANCE, "CBOR", CborFormat.INSTANCE,
                        "XML", XmlFormat.INSTANCE).get(b.getKey());
                long written = new CompressedFormat(format, c).codec(Currency.class, FpConfig.FAST).bytes(References.currency()).length;
                assertThat(bench.bytesPerOp("writeCurrency")).as(b.getKey() + " " + c.label() + " writeCurrency").isEqualTo(written);
            }
        }
    }

    /** The rows of the other formats are what their own benchmarks read (the codec's bytes of the reference). */
    @Test
    void otherFormatRowsAreTheirBenchmarkInputs() throws Exception {
        List<SizeTable.Row> rows = SizeTable.rows(Dataset.CURRENCY, Dataset.MEDIA_ITEM, Dataset.TABLE);
        Map<String, Class<?>> benchmarks = Map.of("Kryo", dev.jfpbench.formats.KryoReadWrite.class,
                "Thrift (hand-mapped)", dev.jfpbench.formats.ThriftManualReadWrite.class,
                "JDK serialization", dev.jfpbench.formats.JdkSerialReadWrite.class);
        for (Map.Entry<String, Class<?>> b : benchmarks.entrySet()) {
            InputSized bench = (InputSized) BenchmarkVerifier.newInstance(b.getValue(), Map.of());
            for (String method : List.of("readCurrency", "readMediaItem", "readTable")) {
                String dataset = method.contains("Media") ? "media-item" : method.contains("Table") ? "table" : "currency";
                SizeTable.Row row = rows.stream().filter(r -> r.format.equals(b.getKey()) && r.dataset.equals(dataset)).findFirst().orElseThrow();
                assertThat(bench.bytesPerOp(method)).as(b.getKey() + " " + method).isEqualTo(row.raw);
            }
        }
    }

    @Test
    void everyFormatIsThereAndGzipShrinksText() {
        List<SizeTable.Row> rows = SizeTable.rows(Dataset.CURRENCY);
        assertThat(rows).extracting(r -> r.format).containsExactly("JSON", "Smile", "CBOR", "XML", "Avro", "Protobuf", "Kryo",
                "Thrift (hand-mapped)", "JDK serialization");
        SizeTable.Row json = rows.get(0);
        assertThat(json.gzip).isLessThan(json.raw);
        assertThat(json.lzf).isLessThan(json.raw);
        assertThat(SizeTable.markdown(rows)).startsWith("| dataset | format | raw bytes |").contains("| currency | JSON | " + String.format("%,d", json.raw) + " |");
    }
}
