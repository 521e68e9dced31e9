package dev.jfpbench.compress;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.codec.JacksonCodec;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.PojoDataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.model.VectorDocs;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * What the two compression bases share: the fixture for a dataset in a format behind a compression. Reads read the
 * dataset's own text, compressed: JSON as committed (compacted), Smile and CBOR converted from it as the
 * uncompressed benchmarks read them; writes write the reference value.
 */
final class Compressed {
    private Compressed() {
    }

    /** A small document (currency, media item) of a Jackson format behind a compression. */
    static <T> CodecFixture<T> fixture(DataFormat format, String compression, String dataset, Class<T> type, T reference) {
        return fixture(format.name(), codec(format, type), Compression.of(compression), dataset, reference, documentInput(format, dataset));
    }

    /** The vectors ({@code json}, compact, and the {@code reference} read from it) of a Jackson format behind a compression. */
    static CodecFixture<VectorDocs> vectorsFixture(DataFormat format, String compression, String dataset, byte[] json, VectorDocs reference) {
        return fixture(format.name(), codec(format, VectorDocs.class), Compression.of(compression), dataset, reference, vectorsInput(format, json, reference));
    }

    /**
     * A Jackson format's codec, with fast floating point: the choice between default and fast is measured by
     * the Std benchmarks; here the one variable is the compression.
     */
    static <T> Codec<T> codec(DataFormat format, Class<T> type) {
        return JacksonCodec.of(format.mapper(FpConfig.FAST), type);
    }

    /**
     * Any codec behind a compression. Reads read {@code uncompressed} compressed (null: the codec's bytes for the
     * reference, as the other binary formats have no text of their own); writes write the reference.
     */
    static <T> CodecFixture<T> fixture(String format, Codec<T> codec, Compression compression, String dataset, T reference, byte[] uncompressed) {
        byte[] input = compression.compress(uncompressed != null ? uncompressed : bytes(codec, reference));
        CodecFixture<T> fixture = CodecFixture.of(format + " " + compression.label() + " " + dataset, new CompressedCodec<>(codec, compression), reference, input);
        if (!compression.looksCompressed(fixture.input())) {
            throw new IllegalStateException(format + " " + dataset + " is not " + compression.label() + "-compressed");
        }
        return fixture;
    }

    /** A committed dataset's text in the format, uncompressed: the input of the {@code Std} reads. */
    static byte[] documentInput(DataFormat format, String dataset) {
        if (dataset.equals(PojoDataset.CURRENCY.label())) {
            return format.fromJson(References.json(Datasets.CURRENCY));
        }
        if (dataset.equals(PojoDataset.MEDIA_ITEM.label())) {
            return format.fromJson(References.json(Datasets.MEDIA_ITEM));
        }
        throw new IllegalArgumentException("no committed dataset " + dataset);
    }

    /**
     * The vectors in the format, uncompressed, as the uncompressed vector benchmarks read them: JSON as given; other
     * formats written from the reference, so the floats stay 32-bit (through a tree they would become doubles).
     */
    static byte[] vectorsInput(DataFormat format, byte[] json, VectorDocs reference) {
        return format.isJsonText() ? json : bytes(JacksonCodec.of(format.mapper(FpConfig.DEFAULT), VectorDocs.class), reference);
    }

    /** The input of a dataset in a format, uncompressed (the size table's raw bytes). */
    static byte[] input(DataFormat format, PojoDataset dataset) {
        return dataset == PojoDataset.VECTORS ? vectorsInput(format, VectorDataset.defaultJson(), (VectorDocs) dataset.reference())
                : documentInput(format, dataset.label());
    }

    private static <T> byte[] bytes(Codec<T> codec, T value) {
        try {
            return codec.bytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
