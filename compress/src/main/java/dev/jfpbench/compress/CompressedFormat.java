package dev.jfpbench.compress;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A format behind a {@link Compression}: its codecs read while decompressing and write while compressing, a new
 * compression stream per document. What a compression benchmark class binds:
 * {@code new CompressedFormat(JsonFormat.INSTANCE, compression)}.
 */
public final class CompressedFormat implements Format {
    private final Format format;
    private final Compression compression;

    /** {@code compression}: "none", "gzip" or "lzf", as in the {@code @Param}. */
    public CompressedFormat(Format format, String compression) {
        this(format, Compression.of(compression));
    }

    public CompressedFormat(Format format, Compression compression) {
        this.format = format;
        this.compression = compression;
    }

    /** The format's name, as in the size table: "JSON". */
    @Override
    public String name() {
        return format.name();
    }

    /** As named in messages: "JSON gzip". */
    @Override
    public String label() {
        return format.label() + " " + compression.label();
    }

    /** The format's input, compressed; null (the codec's bytes, compressed by the codec) when the format has no text of its own. */
    @Override
    public byte[] input(byte[] compactJson, Object reference) {
        byte[] plain = format.input(compactJson, reference);
        if (plain == null) {
            return null;
        }
        java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        try (OutputStream out = compression.out(buffer)) {
            out.write(plain);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        byte[] bytes = buffer.toByteArray();
        if (!compression.looksCompressed(bytes)) {
            throw new IllegalStateException(label() + " input is not " + compression.label() + "-compressed");
        }
        return bytes;
    }

    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        return new CompressedCodec<>(format.codec(type, fp), compression, label());
    }

    private static final class CompressedCodec<T> implements Codec<T> {
        private final Codec<T> codec;
        private final Compression compression;
        private final String label;

        CompressedCodec(Codec<T> codec, Compression compression, String label) {
            this.codec = codec;
            this.compression = compression;
            this.label = label;
        }

        /** Always through a stream, {@link Compression#NONE} included: only the compression differs between the three. */
        @Override
        public T read(byte[] input) throws IOException {
            return read(new ByteArrayInputStream(input));
        }

        @Override
        public T read(InputStream in) throws IOException {
            try (InputStream decompressed = compression.in(in)) {
                return codec.read(decompressed);
            }
        }

        @Override
        public void write(T value, OutputStream out) throws IOException {
            try (OutputStream compressed = compression.out(out)) {
                codec.write(value, compressed);
            }
        }

        /** The input the benchmarks read (and the size table's sizes): checked to be compressed indeed. */
        @Override
        public byte[] bytes(T value) throws IOException {
            byte[] bytes = Codec.super.bytes(value);
            if (!compression.looksCompressed(bytes)) {
                throw new IllegalStateException(label + " bytes are not " + compression.label() + "-compressed");
            }
            return bytes;
        }
    }
}
