package dev.jfpbench.jackson3;

import dev.jfpbench.core.codec.Codec;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.InputStream;
import java.io.OutputStream;

/** A {@link Codec} over a Jackson 3 mapper, as core's {@code JacksonCodec} is over Jackson 2: an {@link ObjectReader} and an {@link ObjectWriter}, nothing added. Thread-safe. */
final class Jackson3Codec<T> implements Codec<T> {
    private final ObjectReader reader;
    private final ObjectWriter writer;

    Jackson3Codec(ObjectReader reader, ObjectWriter writer) {
        this.reader = reader;
        this.writer = writer;
    }

    @Override
    public T read(byte[] input) {
        return reader.readValue(input);
    }

    @Override
    public T read(byte[] input, int offset, int length) {
        return reader.readValue(input, offset, length);
    }

    @Override
    public T read(InputStream in) {
        return reader.readValue(in);
    }

    @Override
    public void write(T value, OutputStream out) {
        writer.writeValue(out, value);
    }
}
