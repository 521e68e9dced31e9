package dev.jfpbench.smile;

import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import dev.jfpbench.core.mapper.DataFormat;

/** The Smile binding: the only format-specific code of this module. */
public final class SmileFormat implements DataFormat {
    public static final SmileFormat INSTANCE = new SmileFormat();

    private SmileFormat() {
    }

    @Override
    public String name() {
        return "Smile";
    }

    @Override
    public MapperBuilder<?, ?> newMapperBuilder() {
        return SmileMapper.builder();
    }
}
