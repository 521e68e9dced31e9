package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.PojoDataset;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.formats.AvroFormat;
import dev.jfpbench.formats.KryoFormat;
import dev.jfpbench.formats.PojoFormat;
import dev.jfpbench.formats.ProtobufFormat;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Bytes on the wire per dataset and format: plain, gzipped and LZF-compressed. The bytes are exactly what the
 * benchmarks read (the dataset's own text for JSON, Smile and CBOR, the codec's bytes for the others, the same
 * compression, see {@link Compressed}), so the table and the timings describe the same documents. {@code java -cp target/perf.jar dev.jfpbench.compress.SizeTable} prints it as
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

    /** A format as the benchmarks bind it: its name, and its codec for a model class. */
    private static final class Binding {
        final String name;
        final Function<Class<?>, Codec<?>> codec;
        /** A dataset's own text in the format, uncompressed; null: the codec's bytes. */
        final Function<PojoDataset, byte[]> input;

        Binding(String name, Function<Class<?>, Codec<?>> codec, Function<PojoDataset, byte[]> input) {
            this.name = name;
            this.codec = codec;
            this.input = input;
        }
    }

    private static Binding jackson(DataFormat f) {
        return new Binding(f.name(), type -> Compressed.codec(f, type), d -> Compressed.input(f, d));
    }

    private static Binding pojo(PojoFormat f) {
        return new Binding(f.name(), f::codec, null);
    }

    /** Every dataset (currency, media item, vectors) in every format (JSON, Smile, CBOR, Avro, Protobuf, Kryo). */
    public static List<Row> rows() {
        return rows(PojoDataset.values());
    }

    /** Those datasets in every format. */
    public static List<Row> rows(PojoDataset... datasets) {
        List<Binding> formats = List.of(jackson(JsonFormat.INSTANCE), jackson(SmileFormat.INSTANCE), jackson(CborFormat.INSTANCE),
                pojo(AvroFormat.INSTANCE), pojo(ProtobufFormat.INSTANCE), pojo(KryoFormat.INSTANCE));
        List<Row> rows = new ArrayList<>();
        for (PojoDataset d : datasets) {
            for (Binding f : formats) {
                rows.add(new Row(d.label(), f.name, size(f, d, Compression.NONE), size(f, d, Compression.GZIP), size(f, d, Compression.LZF)));
            }
        }
        return rows;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static long size(Binding f, PojoDataset d, Compression c) {
        return Compressed.fixture(f.name, (Codec) f.codec.apply(d.type()), c, d.label(), d.reference(), f.input == null ? null : f.input.apply(d)).size();
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
