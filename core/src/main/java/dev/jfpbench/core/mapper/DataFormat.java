package dev.jfpbench.core.mapper;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import dev.jfpbench.core.data.References;

/**
 * A Jackson data format: the one thing a format module binds (JSON, Smile, CBOR). Everything else,
 * benchmark logic included, lives in core.
 */
public interface DataFormat {

    /** Short name, as printed in reports: "JSON", "Smile", "CBOR". */
    String name();

    /** A fresh builder for this format's mapper, nothing configured. */
    MapperBuilder<?, ?> newMapperBuilder();

    /** A mapper of this format with every fast floating-point feature set as {@code fp} says. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default ObjectMapper mapper(FpConfig fp) {
        MapperBuilder builder = newMapperBuilder();
        return ((MapperBuilder) fp.applyTo(builder)).build();
    }

    /** True for JSON text: its input bytes are the dataset as written, only compacted. */
    default boolean isJsonText() {
        return false;
    }

    /**
     * This format's bytes for a compact JSON document. Binary formats go through a tree so integers stay
     * integers and floating-point numbers are stored as binary doubles.
     */
    default byte[] fromJson(byte[] compactJson) {
        if (isJsonText()) {
            return compactJson;
        }
        try {
            return mapper(FpConfig.DEFAULT).writeValueAsBytes(References.tree(compactJson));
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot convert JSON to " + name() + ": " + e.getMessage(), e);
        }
    }
}
