package dev.jfpbench.libs.jacksonjr;

import com.fasterxml.jackson.jr.ob.JSON;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;

import java.io.IOException;
import java.io.OutputStream;

/**
 * jackson-jr: Jackson's small, databind-free object mapper, on the same streaming core (so the same
 * floating-point features apply). One immutable {@code JSON}, made once; it caches its readers per type.
 */
public final class JacksonJrCodec<T> implements Codec<T> {
    private final JSON json;
    private final Class<T> type;

    public JacksonJrCodec(Class<T> type, FpConfig fp) {
        this.json = JSON.builder(fp.jsonFactory()).build();
        this.type = type;
    }

    @Override
    public T read(byte[] bytes) throws IOException {
        return json.beanFrom(type, bytes);
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        json.write(value, out);
    }
}
