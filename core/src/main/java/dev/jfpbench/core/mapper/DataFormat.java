package dev.jfpbench.core.mapper;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.data.References;

import java.io.IOException;

/**
 * A Jackson 2 data format: the one thing a format module binds (JSON, Smile, CBOR). Everything else,
 * benchmark logic included, lives in core.
 */
public interface DataFormat extends MapperBinding {

    /** A fresh builder for this format's mapper, nothing configured. */
    MapperBuilder<?, ?> newMapperBuilder();

    /** A mapper of this format with every fast floating-point feature set as {@code fp} says. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default ObjectMapper mapper(FpConfig fp) {
        MapperBuilder builder = newMapperBuilder();
        return ((MapperBuilder) fp.applyTo(builder)).build();
    }

    @Override
    default Mapper bind(FpConfig fp) {
        return new Jackson2Mapper(mapper(fp));
    }

    @Override
    default String library() {
        return "Jackson " + PackageVersion.VERSION;
    }

    @Override
    default VectorReadWriteBase.Storage storedAs(byte[] bytes) throws IOException {
        return Jackson2Mapper.storedAs(mapper(FpConfig.DEFAULT), bytes);
    }

    /** True for JSON text: its input bytes are the dataset as written, only compacted. */
    @Override
    default boolean isJsonText() {
        return false;
    }

    /**
     * This format's bytes for a compact JSON document. Binary formats go through a tree so integers stay
     * integers and floating-point numbers are stored as binary doubles.
     */
    @Override
    default byte[] fromJson(byte[] compactJson) {
        if (isJsonText()) {
            return compactJson;
        }
        try {
            return mapper(FpConfig.DEFAULT).writeValueAsBytes(References.tree(compactJson));
        } catch (IOException e) {
            throw new IllegalStateException("cannot convert JSON to " + name() + ": " + e.getMessage(), e);
        }
    }
}
