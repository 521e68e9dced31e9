package dev.jfpbench.startup;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * DSL-JSON as the libs module measures it ({@code dev.jfpbench.libs.dsljson.DslJsonCodec.exact()}): runtime
 * analysis and the service loader on, {@code DoublePrecision.EXACT}, the converters its annotation processor
 * generated for the model at the libs module's compile time (on the class path through jfp-bench-libs).
 */
public final class DslJsonCold implements ColdMapper {
    private final DslJson<Object> dsl;

    public DslJsonCold() {
        this.dsl = new DslJson<>(com.dslplatform.json.runtime.Settings.withRuntime().includeServiceLoader()
                .doublePrecision(JsonReader.DoublePrecision.EXACT));
    }

    @Override
    public <T> T read(byte[] json, Class<T> type) throws IOException {
        return dsl.deserialize(type, json, json.length);
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        dsl.serialize(value, out);
    }

    /** The precision its readers have, and which model classes it reads and writes with a compiled converter. */
    @Override
    public String describe() {
        Object precision;
        try {
            Field f = JsonReader.class.getDeclaredField("doublePrecision"); // protected, no getter
            f.setAccessible(true);
            precision = f.get(dsl.newReader());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        List<String> compiled = new ArrayList<>();
        for (Class<?> type : List.of(Currency.class, MediaItem.class, VectorDocs.class)) {
            if (isCompiled(dsl.tryFindReader(type)) && isCompiled(dsl.tryFindWriter(type))) {
                compiled.add(type.getSimpleName());
            }
        }
        return "DSL-JSON, precision " + precision + ", compiled converters " + compiled;
    }

    /** Generated converters are named {@code _<Class>_DslJsonConverter}; anything else is the reflection path. */
    private static boolean isCompiled(Object converter) {
        return converter != null && converter.getClass().getName().contains("_DslJsonConverter");
    }
}
