package dev.jfpbench.core.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.jfpbench.core.bench.VectorReadWriteBase.Storage;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.JacksonCodec;

import java.io.IOException;

/** {@link MapperBinding.Mapper} over a Jackson 2 {@link ObjectMapper}: its codecs are {@link JacksonCodec}s. */
public final class Jackson2Mapper implements MapperBinding.Mapper {
    private final ObjectMapper mapper;

    public Jackson2Mapper(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public <T> Codec<T> codec(Class<T> type) {
        return JacksonCodec.of(mapper, type);
    }

    /** How the first {@code emb} value is stored in {@code bytes}. */
    static Storage storedAs(ObjectMapper mapper, byte[] bytes) throws IOException {
        try (JsonParser p = mapper.getFactory().createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && "emb".equals(p.currentName())) {
                    t = p.nextToken();
                    if (t == JsonToken.VALUE_STRING) {
                        return Storage.BASE64;
                    }
                    if (t != JsonToken.START_ARRAY) {
                        return Storage.OTHER;
                    }
                    t = p.nextToken();
                    if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
                        if (!mapper.getFactory().canHandleBinaryNatively()) {
                            return Storage.DECIMAL_TEXT;
                        }
                        switch (p.getNumberType()) {
                            case FLOAT: return Storage.FLOAT32;
                            case DOUBLE: return Storage.FLOAT64;
                            default: return Storage.OTHER;
                        }
                    }
                    return Storage.OTHER;
                }
            }
        }
        return Storage.OTHER;
    }
}
