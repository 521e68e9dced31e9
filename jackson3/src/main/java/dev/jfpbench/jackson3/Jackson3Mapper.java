package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase.Storage;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.mapper.MapperBinding;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.InputStream;
import java.io.OutputStream;

/** {@link MapperBinding.Mapper} over a Jackson 3 {@link ObjectMapper}. */
final class Jackson3Mapper implements MapperBinding.Mapper {
    private final ObjectMapper mapper;

    Jackson3Mapper(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public <T> Codec<T> codec(Class<T> type) {
        return new Jackson3Codec<>(mapper.readerFor(type), mapper.writerFor(type));
    }

    /** The Jackson 3 twin of core's {@code JacksonCodec}: an {@link ObjectReader} and an {@link ObjectWriter}, nothing added. Thread-safe. */
    static final class Jackson3Codec<T> implements Codec<T> {
        private final ObjectReader reader;
        private final ObjectWriter writer;

        Jackson3Codec(ObjectReader reader, ObjectWriter writer) {
            this.reader = reader;
            this.writer = writer;
        }

        @Override
        public T read(InputStream in) {
            return reader.readValue(in);
        }

        @Override
        public T read(byte[] input) {
            return reader.readValue(input);
        }

        @Override
        public T read(byte[] input, int offset, int length) {
            return reader.readValue(input, offset, length);
        }

        @Override
        public void write(T value, OutputStream out) {
            writer.writeValue(out, value);
        }
    }

    /** How the first {@code emb} value is stored in {@code bytes}: the Jackson 3 twin of core's Jackson2Mapper.storedAs. */
    static Storage storedAs(ObjectMapper mapper, byte[] bytes) {
        try (JsonParser p = mapper.createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.PROPERTY_NAME && "emb".equals(p.currentName())) {
                    t = p.nextToken();
                    if (t == JsonToken.VALUE_STRING) {
                        return Storage.BASE64;
                    }
                    if (t != JsonToken.START_ARRAY) {
                        return Storage.OTHER;
                    }
                    t = p.nextToken();
                    if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
                        if (!mapper.tokenStreamFactory().canHandleBinaryNatively()) {
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
