package dev.jfpbench.libs.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.mapper.FpConfig;

/** Jackson factories and mappers with the floating-point features set as an {@link FpConfig} says. */
public final class JacksonFactories {
    private JacksonFactories() {
    }

    /** A streaming factory (no mapper) with every fast floating-point feature set, on or off. */
    public static JsonFactory factory(FpConfig fp) {
        return JsonFactory.builder()
                .configure(StreamReadFeature.USE_FAST_DOUBLE_PARSER, fp.fastDoubleParser())
                .configure(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, fp.fastBigNumberParser())
                .configure(StreamWriteFeature.USE_FAST_DOUBLE_WRITER, fp.fastDoubleWriter())
                .build();
    }

    /** A JSON mapper builder with the features set; modules are added by the caller. */
    public static JsonMapper.Builder mapper(FpConfig fp) {
        return fp.applyTo(JsonMapper.builder());
    }
}
