package dev.jfpbench.libs.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import okio.Buffer;
import okio.BufferedSink;
import okio.Okio;

/**
 * Moshi, its reflective adapters (no Kotlin codegen: the model is plain Java). Moshi works on okio: a read
 * copies the bytes into a {@code Buffer}, a write goes through a {@code BufferedSink} on the stream. One
 * {@code Moshi} and one {@code JsonAdapter} per type, made once, as its README recommends.
 */
public final class MoshiCodec implements LibCodec {
    private final Moshi moshi = new Moshi.Builder().build();

    @Override
    public Reader reader(LibDataset dataset) {
        JsonAdapter<?> adapter = moshi.adapter(dataset.type());
        return json -> adapter.fromJson(new Buffer().write(json));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Writer writer(LibDataset dataset) {
        JsonAdapter<Object> adapter = (JsonAdapter<Object>) moshi.adapter(dataset.type());
        return (value, out) -> {
            BufferedSink sink = Okio.buffer(Okio.sink(out));
            adapter.toJson(sink, value);
            sink.flush();
        };
    }
}
