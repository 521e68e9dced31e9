package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.bench.CodecFixture;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.formats.AvroFormat;
import dev.jfpbench.formats.JdkSerialFormat;
import dev.jfpbench.formats.KryoFormat;
import dev.jfpbench.formats.ProtobufFormat;
import dev.jfpbench.formats.ThriftManualFormat;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import dev.jfpbench.xml.XmlFormat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Bytes on the wire per dataset and format: plain, gzipped and LZF-compressed. The bytes are exactly what the
 * benchmarks read (the dataset's own text for JSON, Smile, CBOR and XML, the codec's bytes for the others, the same
 * compression, see {@link CompressedFormat#input}), so the table and the timings describe the same documents.
 * {@code java -cp target/perf.jar dev.jfpbench.compress.SizeTable} prints it as
 * Markdown; the report tool calls {@link #rows()}.
 */
public final class SizeTable {

    /** One dataset in one format. */
    public static final class Row {
        public final String dataset;
        public final String format;
        public final long raw;
        public final long gzip;
        public final long lzf;

        Row(String dataset, String format, long raw, long gzip, long lzf) {
            this.dataset = dataset;
            this.format = format;
            this.raw = raw;
            this.gzip = gzip;
            this.lzf = lzf;
        }

        @Override
        public String toString() {
            return dataset + " " + format + ": " + raw + " raw, " + gzip + " gzip, " + lzf + " lzf";
        }
    }

    private SizeTable() {
    }

    /** Every dataset (currency, media item, table, vectors) in every format (JSON, Smile, CBOR, XML, Avro, Protobuf, Kryo, Thrift, JDK serialization). */
    public static List<Row> rows() {
        return rows(Dataset.values());
    }

    /** Those datasets in every format. */
    public static List<Row> rows(Dataset... datasets) {
        List<Format> formats = List.of(JsonFormat.INSTANCE, SmileFormat.INSTANCE, CborFormat.INSTANCE,
                XmlFormat.INSTANCE, AvroFormat.INSTANCE, ProtobufFormat.INSTANCE, KryoFormat.INSTANCE, ThriftManualFormat.INSTANCE,
                JdkSerialFormat.INSTANCE);
        List<Row> rows = new ArrayList<>();
        for (Dataset d : datasets) {
            for (Format f : formats) {
                rows.add(new Row(d.label(), f.name(), size(f, d, Compression.NONE), size(f, d, Compression.GZIP), size(f, d, Compression.LZF)));
            }
        }
        return rows;
    }

    /** The bytes a compression benchmark reads: the dataset's own text in the format, compressed, else the codec's bytes. */
    private static <T> long size(Format f, Dataset d, Compression c, Class<T> type) {
        CompressedFormat compressed = new CompressedFormat(f, c);
        T reference = type.cast(d.reference());
        return CodecFixture.of(compressed.label() + " " + d.label(), compressed.codec(type, FpConfig.FAST), reference,
                compressed.input(d.json(), reference)).size();
    }

    private static long size(Format f, Dataset d, Compression c) {
        return size(f, d, c, d.type());
    }

    /** The rows as a Markdown table, compressed sizes also as a share of the raw size. */
    public static String markdown(List<Row> rows) {
        StringBuilder sb = new StringBuilder();
        sb.append("| dataset | format | raw bytes | gzip bytes | gzip/raw | LZF bytes | LZF/raw |\n");
        sb.append("|---|---|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            sb.append(String.format(Locale.ROOT, "| %s | %s | %,d | %,d | %.0f%% | %,d | %.0f%% |\n",
                    r.dataset, r.format, r.raw, r.gzip, 100.0 * r.gzip / r.raw, r.lzf, 100.0 * r.lzf / r.raw));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.print(markdown(rows()));
    }
}
