package dev.jfpbench.formats;

import dev.jfpbench.core.codec.Codec;

/**
 * A serialization format bound to the model classes by a schema or by registrations, where Jackson's
 * {@link dev.jfpbench.core.mapper.DataFormat} (one mapper for any class) does not fit: the only thing a format
 * of this module binds.
 */
public interface PojoFormat {

    /** Short name, as printed in reports: "Avro", "Protobuf", "Kryo". */
    String name();

    /** A new codec for one model class (schema derived or loaded, classes registered). */
    <T> Codec<T> codec(Class<T> type);
}
