package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase.Storage;
import dev.jfpbench.core.mapper.MapperBinding;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.OutputStream;

/** {@link MapperBinding.Mapper} over a Jackson 3 {@link ObjectMapper}: its readers and writers, nothing added. */
final class Jackson3Mapper implements MapperBinding.Mapper {
    private final ObjectMapper mapper;

    Jackson3Mapper(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public <T> MapperBinding.ValueReader<T> reader(Class<T> type) {
        return new Reader<>(mapper.readerFor(type));
    }

    @Override
    public <T> MapperBinding.ValueWriter<T> writer(Class<T> type) {
        return new Writer<>(mapper.writerFor(type));
    }

    static final class Reader<T> implements MapperBinding.ValueReader<T> {
        private final ObjectReader reader;

        Reader(ObjectReader reader) {
            this.reader = reader;
        }

        @Override
        public T read(byte[] bytes) {
            return reader.readValue(bytes);
        }

        @Override
        public T read(byte[] bytes, int offset, int length) {
            return reader.readValue(bytes, offset, length);
        }
    }

    static final class Writer<T> implements MapperBinding.ValueWriter<T> {
        private final ObjectWriter writer;

        Writer(ObjectWriter writer) {
            this.writer = writer;
        }

        @Override
        public void write(OutputStream out, T value) {
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
