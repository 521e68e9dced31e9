package dev.jfpbench.libs.jsoniter;

import com.jsoniter.JsonIterator;
import com.jsoniter.output.JsonStream;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;

/**
 * jsoniter (json-iterator) in its default, reflection, mode: the mode it is known for, generating decoders
 * with javassist, fails on JDK 17+ (see {@code JsoniterDynamicModeTest}). Not exact in either direction: its
 * own double parser misreads some two-decimal rates, and it prints floats with at most 6 decimals (exact
 * output exists only as a JVM-wide switch, {@code PreciseFloatSupport.enable()}, not measured here).
 * It caches its decoder and encoder per type after the first use.
 */
public final class JsoniterCodec implements LibCodec {

    @Override
    public Reader reader(LibDataset dataset) {
        Class<?> type = dataset.type();
        return json -> JsonIterator.deserialize(json, type);
    }

    @Override
    public Writer writer(LibDataset dataset) {
        return (value, out) -> JsonStream.serialize(value, out);
    }
}
