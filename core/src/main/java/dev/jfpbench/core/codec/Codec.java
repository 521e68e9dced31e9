package dev.jfpbench.core.codec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The thing every benchmark measures: how one library, in one configuration, reads bytes into a value of one
 * class and writes such a value to a stream. One implementation per Jackson major ({@link JacksonCodec}, and
 * jackson3's own), per other format (Avro, Protobuf, Kryo) and per other library (Gson, DSL-JSON, ...); a
 * {@link Format} makes them per model class. Everything a codec needs for speed (a type's reader, adapter or
 * schema) is made in its constructor, at setup, never in the measured {@link #read}/{@link #write}.
 * <p>
 * {@code T} is the model class ({@code Currency}, ...), except for a library that only reads into its own tree
 * or beans: its {@code T} is that tree, and it says how the model maps to it ({@link #fromModel}, at setup) and
 * back ({@link #toModel}, verification only). Not thread-safe unless the implementation says so: each
 * benchmark state holds its own.
 */
public interface Codec<T> {

    /** Reads one value from bytes in memory: the measured read. */
    T read(byte[] input) throws IOException;

    /** Writes one value, flushing everything to {@code out} (which it may close): the measured write. */
    void write(T value, OutputStream out) throws IOException;

    /** Reads one value from the whole stream (a compressed stream, say); by default through its bytes. */
    default T read(InputStream in) throws IOException {
        return read(in.readAllBytes());
    }

    /** Reads one value from part of a byte array; by default through a copy of that part. */
    default T read(byte[] input, int offset, int length) throws IOException {
        return read(Arrays.copyOfRange(input, offset, offset + length));
    }

    /** The value's bytes (setup and tests, not measured). */
    default byte[] bytes(T value) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(value, out);
        return out.toByteArray();
    }

    /** What a write of {@code model} (a model POJO) writes: the POJO itself, or a tree library's tree of it. Setup only. */
    @SuppressWarnings("unchecked")
    default T fromModel(Object model) {
        return (T) model;
    }

    /** A read result as the model POJO, to check it: the POJO itself, or a tree library's tree bound to it. Verification only. */
    default Object toModel(T value) throws IOException {
        return value;
    }
}
