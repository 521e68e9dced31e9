package dev.jfpbench.core.codec;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A {@link Codec} over a Jackson 2 mapper: its {@code ObjectReader} and {@code ObjectWriter} for one type (with the
 * format's schema if it has one), nothing added. Every Jackson 2 databind benchmark reads and writes through this
 * class, the Std ones and the libraries' {@code LibJackson*} alike. Thread-safe.
 */
public final class JacksonCodec<T> implements Codec<T> {
    private final ObjectReader reader;
    private final ObjectWriter writer;

    private JacksonCodec(ObjectReader reader, ObjectWriter writer) {
        this.reader = reader;
        this.writer = writer;
    }

    public static <T> JacksonCodec<T> of(ObjectMapper mapper, Class<T> type) {
        return new JacksonCodec<>(mapper.readerFor(type), mapper.writerFor(type));
    }

    public static <T> JacksonCodec<T> of(ObjectMapper mapper, Class<T> type, FormatSchema schema) {
        return new JacksonCodec<>(mapper.readerFor(type).with(schema), mapper.writerFor(type).with(schema));
    }

    @Override
    public T read(InputStream in) throws IOException {
        return reader.readValue(in);
    }

    @Override
    public T read(byte[] input) throws IOException {
        return reader.readValue(input);
    }

    @Override
    public T read(byte[] input, int offset, int length) throws IOException {
        return reader.readValue(input, offset, length);
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        writer.writeValue(out, value);
    }
}
