package dev.jfpbench.libs.fastjson2;

import com.alibaba.fastjson2.JSON;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;

/**
 * fastjson2, default features, its byte-level API ({@code parseObject(byte[], Class)},
 * {@code writeTo(OutputStream, Object)}). It builds and caches an object reader/writer per class on first use,
 * which setup's first call (the verification, or JMH's warm-up) has done before anything is measured.
 */
public final class Fastjson2Codec implements LibCodec {

    @Override
    public Reader reader(LibDataset dataset) {
        Class<?> type = dataset.type();
        return json -> JSON.parseObject(json, type);
    }

    @Override
    public Writer writer(LibDataset dataset) {
        return (value, out) -> JSON.writeTo(out, value);
    }
}
