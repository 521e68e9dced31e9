package dev.jfpbench.core.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.bench.VectorReadWriteBase.Storage;

import java.io.IOException;
import java.io.OutputStream;

/** {@link MapperBinding.Mapper} over a Jackson 2 {@link ObjectMapper}: its readers and writers, nothing added. */
public final class Jackson2Mapper implements MapperBinding.Mapper {
    private final ObjectMapper mapper;

    public Jackson2Mapper(ObjectMapper mapper) {
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
        public T read(byte[] bytes) throws IOException {
            return reader.readValue(bytes);
        }

        @Override
        public T read(byte[] bytes, int offset, int length) throws IOException {
            return reader.readValue(bytes, offset, length);
        }
    }

    static final class Writer<T> implements MapperBinding.ValueWriter<T> {
        private final ObjectWriter writer;

        Writer(ObjectWriter writer) {
            this.writer = writer;
        }

        @Override
        public void write(OutputStream out, T value) throws IOException {
            writer.writeValue(out, value);
        }
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
