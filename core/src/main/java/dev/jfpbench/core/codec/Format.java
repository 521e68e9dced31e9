package dev.jfpbench.core.codec;

/**
 * A format as one library writes it, binding the model classes: JSON, Smile or CBOR through a Jackson major
 * ({@code JacksonFormat}), Avro, Protobuf, Kryo. What a format module binds: it makes the {@link Codec} of each
 * model class; the benchmark logic, written once over {@link Codec}, lives in core.
 */
public interface Format {

    /** Short name, as printed in reports: "JSON", "Smile", "CBOR", "Avro", ... */
    String name();

    /** As named in messages: the name, and the Jackson major where it is not 2. */
    default String label() {
        return name();
    }

    /**
     * A new codec of {@code type} with every fast floating-point feature set, on or off, as {@code fp} says. A
     * format that stores binary numbers has nothing for {@code fp} to change and may ignore it (its docs say so).
     */
    <T> Codec<T> codec(Class<T> type, FpConfig fp);

    /**
     * What a read of a dataset reads in this format, given the dataset's compact JSON text and its reference value:
     * null (the default) for the codec's own bytes for the reference, as formats without a text of their own have
     * it; the Jackson formats read the dataset's own text (JSON as committed, Smile, CBOR and XML converted from it).
     */
    default byte[] input(byte[] compactJson, Object reference) {
        return null;
    }
}
