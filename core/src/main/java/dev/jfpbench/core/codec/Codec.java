package dev.jfpbench.core.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * How one serialization library reads and writes one model class. A library module binds only this (its
 * mapper, schema or registrations); benchmark logic is written once against it. Not thread-safe unless the
 * binding says so: each benchmark state holds its own.
 */
public interface Codec<T> {

    /** Reads one value from the whole stream. */
    T read(InputStream in) throws IOException;

    /** Reads one value from bytes in memory. */
    default T read(byte[] input) throws IOException {
        return read(new ByteArrayInputStream(input));
    }

    /** Reads one value from part of a byte array in memory. */
    default T read(byte[] input, int offset, int length) throws IOException {
        return read(new ByteArrayInputStream(input, offset, length));
    }

    /** Writes one value, flushing everything to {@code out} (which it may close). */
    void write(T value, OutputStream out) throws IOException;

    /** The value's bytes (setup and tests, not measured). */
    default byte[] bytes(T value) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(value, out);
        return out.toByteArray();
    }
}
