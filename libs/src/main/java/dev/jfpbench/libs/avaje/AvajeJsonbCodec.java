package dev.jfpbench.libs.avaje;

import dev.jfpbench.core.codec.Codec;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;

import java.io.OutputStream;

/**
 * avaje-jsonb with its generated adapters (see {@link AvajeModels}), on bytes both ways; its default, and only,
 * double precision is approximate (see {@link LibAvajeJsonbRead}). One {@code Jsonb} and its {@code JsonType}
 * for the type, made once, as its documentation recommends.
 */
public final class AvajeJsonbCodec<T> implements Codec<T> {
    private final JsonType<T> type;

    public AvajeJsonbCodec(Class<T> type) {
        this.type = Jsonb.builder().build().type(type);
    }

    @Override
    public T read(byte[] json) {
        return type.fromJson(json);
    }

    @Override
    public void write(T value, OutputStream out) {
        type.toJson(value, out);
    }
}
