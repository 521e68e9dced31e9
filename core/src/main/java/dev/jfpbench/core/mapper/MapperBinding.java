package dev.jfpbench.core.mapper;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.codec.Codec;

import java.io.IOException;

/**
 * What the Jackson benchmark bases need of a format, whatever the Jackson major version: its mapper for a
 * floating-point configuration, whose {@link Codec}s read bytes into a class and write a value to a stream.
 * Jackson 2 formats bind it through {@link DataFormat}; Jackson 3 formats in module jackson3, so core never
 * sees Jackson 3.
 * A benchmark class binds one format: each call site in a base sees one implementation per JMH fork.
 */
public interface MapperBinding {

    /** Short name, as printed in reports: "JSON", "Smile", "CBOR". */
    String name();

    /** As named in messages: the name, and the Jackson major where it is not 2. */
    default String label() {
        return name();
    }

    /** The library and its version, e.g. "Jackson 2.22.4". */
    String library();

    /** True for JSON text: its input bytes are the dataset as written, only compacted. */
    boolean isJsonText();

    /** This format's bytes for a compact JSON document (see {@link DataFormat#fromJson}). */
    byte[] fromJson(byte[] compactJson);

    /** This format's mapper with every fast floating-point feature set, on or off, as {@code fp} says. */
    Mapper bind(FpConfig fp);

    /** How the first {@code emb} array's floats are held in this format's {@code bytes}. */
    VectorReadWriteBase.Storage storedAs(byte[] bytes) throws IOException;

    /** One configured mapper: codecs made from it share it, as a Jackson mapper's readers and writers do. */
    interface Mapper {
        /** A reader and a writer of {@code type}: Jackson's {@code ObjectReader} and {@code ObjectWriter}, nothing added. */
        <T> Codec<T> codec(Class<T> type);
    }
}
