package dev.jfpbench.libs.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonWriter;
import dev.jfpbench.core.codec.Codec;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/**
 * Gson, default settings. Gson reads and writes characters only: its nearest byte-level API is a
 * {@code Reader}/{@code Writer} over the bytes, so UTF-8 decoding and encoding are part of what is measured.
 * One {@code Gson}, and its {@code TypeAdapter} for the type fetched once, as its user guide recommends.
 */
public final class GsonCodec<T> implements Codec<T> {
    private final Gson gson = new Gson();
    private final TypeAdapter<T> adapter;

    public GsonCodec(Class<T> type) {
        this.adapter = gson.getAdapter(type);
    }

    @Override
    public T read(byte[] json) throws IOException {
        return adapter.read(gson.newJsonReader(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8)));
    }

    @Override
    public void write(T value, OutputStream out) throws IOException {
        // buffered, as OutputStreamWriter's javadoc advises: one encoder call per 8K chars, not per token
        JsonWriter writer = gson.newJsonWriter(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8)));
        adapter.write(writer, value);
        writer.flush();
    }
}
