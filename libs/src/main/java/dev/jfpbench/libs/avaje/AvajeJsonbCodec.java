package dev.jfpbench.libs.avaje;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;

/**
 * avaje-jsonb with its generated adapters (see {@link AvajeModels}), on bytes both ways; its default, and only,
 * double precision is approximate (see {@link LibAvajeJsonbRead}). One {@code Jsonb}
 * and one {@code JsonType} per type, made once, as its documentation recommends.
 */
public final class AvajeJsonbCodec implements LibCodec {
    private final Jsonb jsonb = Jsonb.builder().build();

    @Override
    public Reader reader(LibDataset dataset) {
        JsonType<?> type = jsonb.type(dataset.type());
        return json -> type.fromJson(json);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Writer writer(LibDataset dataset) {
        JsonType<Object> type = (JsonType<Object>) jsonb.type(dataset.type());
        return (value, out) -> type.toJson(value, out);
    }
}
