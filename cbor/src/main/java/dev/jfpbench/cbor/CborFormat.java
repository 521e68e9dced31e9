package dev.jfpbench.cbor;

import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.jfpbench.core.mapper.DataFormat;

/** The CBOR binding: the only format-specific code of this module. */
public final class CborFormat implements DataFormat {
    public static final CborFormat INSTANCE = new CborFormat();

    private CborFormat() {
    }

    @Override
    public String name() {
        return "CBOR";
    }

    @Override
    public MapperBuilder<?, ?> newMapperBuilder() {
        return CBORMapper.builder();
    }
}
