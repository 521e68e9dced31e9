package dev.jfpbench.libs.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import dev.jfpbench.core.codec.Codec;

import java.io.IOException;
import java.io.OutputStream;

/**
 * DSL-JSON with its compile-time converters (see {@link DslJsonModels}). Runtime analysis is on, as in its
 * README's setup, only because the generated media item converter looks up {@code List<Image>} at run time;
 * the constructor checks that the model class itself gets its compiled converter, so no benchmark silently
 * measures the reflection path. Works on bytes both ways; its top-level {@code deserialize}/{@code serialize}
 * reuse a thread-local reader and writer, as its README recommends. Its documented default double precision is
 * not exact in rare cases: {@link #exact} asks for {@code DoublePrecision.EXACT}, {@link #inexact} keeps the default.
 */
public final class DslJsonCodec<T> implements Codec<T> {
    private final DslJson<Object> dsl;
    private final Class<T> type;

    private DslJsonCodec(Class<T> type, JsonReader.DoublePrecision precision) {
        DslJson.Settings<Object> settings = com.dslplatform.json.runtime.Settings.withRuntime().includeServiceLoader();
        if (precision != null) {
            settings = settings.doublePrecision(precision);
        }
        this.dsl = new DslJson<>(settings);
        this.type = type;
        compiled(dsl.tryFindReader(type), type);
        compiled(dsl.tryFindWriter(type), type);
    }

    public static <T> DslJsonCodec<T> exact(Class<T> type) {
        return new DslJsonCodec<>(type, JsonReader.DoublePrecision.EXACT);
    }

    /** The library's default settings. */
    public static <T> DslJsonCodec<T> inexact(Class<T> type) {
        return new DslJsonCodec<>(type, null);
    }

    @Override
    public T read(byte[] json) throws IOException {
        return dsl.deserialize(type, json, json.length);
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        dsl.serialize(value, out);
    }

    /** Generated converters are named {@code _<Class>_DslJsonConverter}; anything else is the reflection path. */
    private static void compiled(Object converter, Class<?> type) {
        if (converter == null || !converter.getClass().getName().contains("_DslJsonConverter")) {
            throw new IllegalStateException("DSL-JSON has no compiled converter for " + type.getName()
                    + (converter == null ? "" : " (found " + converter.getClass().getName() + ")"));
        }
    }
}
