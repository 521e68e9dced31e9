package dev.jfpbench.startup;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.jr.ob.JSON;

import java.io.IOException;
import java.io.OutputStream;

/** jackson-jr (jr-objects): a JSON instance over a JsonFactory with every fast floating-point feature set off. */
public final class JrCold implements ColdMapper {
    private final JSON json;

    public JrCold() {
        // FpConfig sets these on a databind mapper builder; jr takes a JsonFactory, so the same three here.
        JsonFactory factory = JsonFactory.builder()
                .disable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                .disable(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)
                .disable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .build();
        this.json = JSON.builder(factory).build();
    }

    @Override
    public <T> T read(byte[] input, Class<T> type) throws IOException {
        return json.beanFrom(type, input);
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        json.write(value, out);
    }

    @Override
    public String describe() {
        JsonFactory f = json.getStreamingFactory();
        boolean anyFast = f.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER) || f.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)
                || f.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER);
        return "jackson-jr, fp " + (anyFast ? "not default" : "default");
    }
}
