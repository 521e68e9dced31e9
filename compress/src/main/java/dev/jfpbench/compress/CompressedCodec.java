package dev.jfpbench.compress;

import dev.jfpbench.core.codec.Codec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A codec behind a {@link Compression}: reads decompress while parsing, writes compress while generating. */
final class CompressedCodec<T> implements Codec<T> {
    private final Codec<T> codec;
    private final Compression compression;

    CompressedCodec(Codec<T> codec, Compression compression) {
        this.codec = codec;
        this.compression = compression;
    }

    @Override
    public T read(InputStream in) throws IOException {
        try (InputStream decompressed = compression.in(in)) {
            return codec.read(decompressed);
        }
    }

    /** Always through a stream, {@link Compression#NONE} included: only the compression differs between the three. */
    @Override
    public T read(byte[] input) throws IOException {
        return read(new ByteArrayInputStream(input));
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        try (OutputStream compressed = compression.out(out)) {
            codec.write(value, compressed);
        }
    }
}
