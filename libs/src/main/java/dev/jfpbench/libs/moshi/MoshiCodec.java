package dev.jfpbench.libs.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import dev.jfpbench.core.codec.Codec;
import okio.Buffer;
import okio.BufferedSink;
import okio.Okio;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Moshi, its reflective adapters (no Kotlin codegen: the model is plain Java). Moshi works on okio: a read
 * copies the bytes into a {@code Buffer}, a write goes through a {@code BufferedSink} on the stream. One
 * {@code Moshi} and its {@code JsonAdapter} for the type, made once, as its README recommends.
 */
public final class MoshiCodec<T> implements Codec<T> {
    private final JsonAdapter<T> adapter;

    public MoshiCodec(Class<T> type) {
        this.adapter = new Moshi.Builder().build().adapter(type);
    }

    @Override
    public T read(byte[] json) throws IOException {
        return adapter.fromJson(new Buffer().write(json));
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        BufferedSink sink = Okio.buffer(Okio.sink(out));
        adapter.toJson(sink, value);
        sink.flush();
    }
}
