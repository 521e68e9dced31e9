package dev.jfpbench.formats;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.dataformat.avro.AvroMapper;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.codec.JacksonCodec;

/**
 * Avro through jackson-dataformat-avro, each schema derived from the POJO ({@code AvroMapper.schemaFor}):
 * doubles and floats are IEEE 754 on the wire (8 and 4 bytes, exact), Map&lt;String, Double&gt; an Avro map,
 * the enums Avro enums, and every reference-typed field a union with null (so a null copyright stays null).
 */
public final class AvroFormat implements Format {
    public static final AvroFormat INSTANCE = new AvroFormat();

    // Binary doubles: the fast floating-point features do nothing here; set off explicitly all the same.
    private final AvroMapper mapper = FpConfig.DEFAULT.applyTo(AvroMapper.builder()).build();

    private AvroFormat() {
    }

    @Override
    public String name() {
        return "Avro";
    }

    /** Binary doubles: {@code fp} has nothing to change, and the mapper keeps every fast feature off whatever it says. */
    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        try {
            return JacksonCodec.of(mapper, type, mapper.schemaFor(type));
        } catch (JsonMappingException e) {
            throw new IllegalStateException("no Avro schema for " + type.getName() + ": " + e.getOriginalMessage(), e);
        }
    }
}
