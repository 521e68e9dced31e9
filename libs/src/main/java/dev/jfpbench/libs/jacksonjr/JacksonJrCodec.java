package dev.jfpbench.libs.jacksonjr;

import com.fasterxml.jackson.jr.ob.JSON;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.libs.jackson.JacksonFactories;
import dev.jfpbench.core.mapper.FpConfig;

/**
 * jackson-jr: Jackson's small, databind-free object mapper, on the same streaming core (so the same
 * floating-point features apply). One immutable {@code JSON}, made once; it caches its readers per type.
 */
public final class JacksonJrCodec implements LibCodec {
    private final JSON json;

    public JacksonJrCodec(FpConfig fp) {
        this.json = JSON.builder(JacksonFactories.factory(fp)).build();
    }

    @Override
    public Reader reader(LibDataset dataset) {
        Class<?> type = dataset.type();
        return bytes -> json.beanFrom(type, bytes);
    }

    @Override
    public Writer writer(LibDataset dataset) {
        return (value, out) -> json.write(value, out);
    }
}
