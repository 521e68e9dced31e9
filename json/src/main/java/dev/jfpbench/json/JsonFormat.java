package dev.jfpbench.json;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.format.Jackson2Format;

/**
 * JSON through Jackson 2: the only format-specific code of this module. JSON text keeps every number as decimal text,
 * so this is where the fast floating-point features matter.
 */
public final class JsonFormat {
    public static final Jackson2Format INSTANCE = Jackson2Format.of("JSON", true, JsonMapper::builder);

    private JsonFormat() {
    }
}
