package dev.jfpbench.libs.fastjson2;

import com.alibaba.fastjson2.JSON;
import dev.jfpbench.core.codec.Codec;

import java.io.OutputStream;

/**
 * fastjson2, default features, its byte-level API ({@code parseObject(byte[], Class)},
 * {@code writeTo(OutputStream, Object)}). It builds and caches an object reader/writer per class on first use,
 * which setup's first call (the verification, or JMH's warm-up) has done before anything is measured.
 */
public final class Fastjson2Codec<T> implements Codec<T> {
    private final Class<T> type;

    public Fastjson2Codec(Class<T> type) {
        this.type = type;
    }

    @Override
    public T read(byte[] json) {
        return JSON.parseObject(json, type);
    }

    @Override
    public void write(T value, OutputStream out) {
        JSON.writeTo(out, value);
    }
}
