package dev.jfpbench.libs.jsoniter;

import com.jsoniter.JsonIterator;
import com.jsoniter.output.JsonStream;
import dev.jfpbench.core.codec.Codec;

import java.io.OutputStream;

/**
 * jsoniter (json-iterator) in its default, reflection, mode: the mode it is known for, generating decoders
 * with javassist, fails on JDK 17+ (see {@code JsoniterDynamicModeTest}). Not exact in either direction: its
 * own double parser misreads some two-decimal rates, and it prints floats with at most 6 decimals (exact
 * output exists only as a JVM-wide switch, {@code PreciseFloatSupport.enable()}, not measured here).
 * It caches its decoder and encoder per type after the first use.
 */
public final class JsoniterCodec<T> implements Codec<T> {
    private final Class<T> type;

    public JsoniterCodec(Class<T> type) {
        this.type = type;
    }

    @Override
    public T read(byte[] json) {
        return JsonIterator.deserialize(json, type);
    }

    @Override
    public void write(T value, OutputStream out) {
        JsonStream.serialize(value, out);
    }
}
