package dev.jfpbench.startup;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;
import io.avaje.jsonb.Jsonb;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * avaje-jsonb as the libs module measures it ({@code dev.jfpbench.libs.avaje.AvajeJsonbCodec}): a
 * {@code Jsonb} from its builder with the adapters its generator made for the model at the libs module's
 * compile time (found through the service loader, on the class path through jfp-bench-libs), a
 * {@code JsonType} per type, bytes both ways. Its one double precision is approximate in general, exact on our
 * datasets (see {@code LibAvajeJsonbRead}): the verification holds it to that.
 */
public final class AvajeJsonbCold implements ColdMapper {
    private final Jsonb jsonb;

    public AvajeJsonbCold() {
        this.jsonb = Jsonb.builder().build();
    }

    @Override
    public <T> T read(byte[] json, Class<T> type) {
        return jsonb.type(type).fromJson(json);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void write(Object value, OutputStream out) throws IOException {
        jsonb.type((Class<Object>) value.getClass()).toJson(value, out);
    }

    /** The adapter classes it has for the model: the generated ones, not a fallback. */
    @Override
    public String describe() {
        List<String> adapters = new ArrayList<>();
        for (Class<?> type : List.of(Currency.class, MediaItem.class, VectorDocs.class)) {
            adapters.add(unwrapped(jsonb.adapter(type)).getClass().getSimpleName());
        }
        return "avaje-jsonb, adapters " + adapters;
    }

    /** What a wrapper (its {@code NullSafeAdapter}) delegates to: the adapter doing the work. */
    private static Object unwrapped(Object adapter) {
        try {
            while (adapter.getClass().getSimpleName().equals("NullSafeAdapter")) {
                Field f = adapter.getClass().getDeclaredField("delegate");
                f.setAccessible(true);
                adapter = f.get(adapter);
            }
            return adapter;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
