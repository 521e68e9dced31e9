package dev.jfpbench.jackson3;

import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;

/** JSON through Jackson 3. */
public final class Json3Format implements DataFormat3 {
    public static final Json3Format INSTANCE = new Json3Format();

    private Json3Format() {
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
