package dev.jfpbench.libs.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonWriter;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;

import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/**
 * Gson, default settings. Gson reads and writes characters only: its nearest byte-level API is a
 * {@code Reader}/{@code Writer} over the bytes, so UTF-8 decoding and encoding are part of what is measured.
 * One {@code Gson}, and its {@code TypeAdapter} per type fetched once, as its user guide recommends.
 */
public final class GsonCodec implements LibCodec {
    private final Gson gson = new Gson();

    @Override
    public Reader reader(LibDataset dataset) {
        TypeAdapter<?> adapter = gson.getAdapter(dataset.type());
        return json -> adapter.read(gson.newJsonReader(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8)));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Writer writer(LibDataset dataset) {
        TypeAdapter<Object> adapter = (TypeAdapter<Object>) gson.getAdapter(dataset.type());
        return (value, out) -> {
            JsonWriter writer = gson.newJsonWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            adapter.write(writer, value);
            writer.flush();
        };
    }
}
