package dev.jfpbench.libs.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;

/**
 * DSL-JSON with its compile-time converters (see {@link DslJsonModels}). Runtime analysis is on, as in its
 * README's setup, only because the generated media item converter looks up {@code List<Image>} at run time;
 * setup checks that each model class itself gets its compiled converter, so no benchmark silently measures
 * the reflection path. Works on bytes both ways; its top-level
 * {@code deserialize}/{@code serialize} reuse a thread-local reader and writer, as its README recommends.
 * Its documented default double precision is not exact in rare cases: {@link #exact()} asks for
 * {@code DoublePrecision.EXACT}, {@link #inexact()} keeps the default.
 */
public final class DslJsonCodec implements LibCodec {
    private final DslJson<Object> dsl;

    private DslJsonCodec(JsonReader.DoublePrecision precision) {
        DslJson.Settings<Object> settings = com.dslplatform.json.runtime.Settings.withRuntime().includeServiceLoader();
        if (precision != null) {
            settings = settings.doublePrecision(precision);
        }
        this.dsl = new DslJson<>(settings);
    }

    public static DslJsonCodec exact() {
        return new DslJsonCodec(JsonReader.DoublePrecision.EXACT);
    }

    /** The library's default settings. */
    public static DslJsonCodec inexact() {
        return new DslJsonCodec(null);
    }

    @Override
    public Reader reader(LibDataset dataset) {
        Class<?> type = dataset.type();
        compiled(dsl.tryFindReader(type), type);
        return json -> dsl.deserialize(type, json, json.length);
    }

    @Override
    public Writer writer(LibDataset dataset) {
        compiled(dsl.tryFindWriter(dataset.type()), dataset.type());
        return (value, out) -> dsl.serialize(value, out);
    }

    /** Generated converters are named {@code _<Class>_DslJsonConverter}; anything else is the reflection path. */
    private static void compiled(Object converter, Class<?> type) {
        if (converter == null || !converter.getClass().getName().contains("_DslJsonConverter")) {
            throw new IllegalStateException("DSL-JSON has no compiled converter for " + type.getName()
                    + (converter == null ? "" : " (found " + converter.getClass().getName() + ")"));
        }
    }
}
