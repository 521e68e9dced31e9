package dev.jfpbench.json;

import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.mapper.DataFormat;

/** The JSON binding: the only format-specific code of this module. */
public final class JsonFormat implements DataFormat {
    public static final JsonFormat INSTANCE = new JsonFormat();

    private JsonFormat() {
    }

    @Override
    public String name() {
        return "JSON";
    }

    @Override
    public MapperBuilder<?, ?> newMapperBuilder() {
        return JsonMapper.builder();
    }

    @Override
    public boolean isJsonText() {
        return true;
    }
}
