package dev.jfpbench.core.bench;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * The kinds of input and output Jackson's databind takes, for the input/output-kind benchmarks: the same document
 * through each. {@code STRING} and {@code READER} go through Jackson's char-based parser (ReaderBasedJsonParser),
 * a different floating-point code path from the byte-based UTF8StreamJsonParser that {@code BYTES} and
 * {@code STREAM} use. A stream or reader is a new wrapper over the same in-memory input per call, as a service gets
 * one per request: a few bytes of allocation, the same for Default and Fast.
 */
public final class JacksonIo {
    private JacksonIo() {
    }

    public enum Input {
        BYTES, STREAM, STRING, READER;

        /** Reads {@code bytes} (or {@code text}, the same document as a String) through {@code reader}. */
        public <T> T read(ObjectReader reader, byte[] bytes, String text) throws IOException {
            switch (this) {
                case BYTES: return reader.readValue(bytes);
                case STREAM: return reader.readValue(new ByteArrayInputStream(bytes));
                case STRING: return reader.readValue(text);
                case READER: return reader.readValue(new StringReader(text));
                default: throw new IllegalStateException(name());
            }
        }
    }

    public enum Output {
        /** To the no-op counting stream (what the other write benchmarks do); returns the sink. */
        STREAM,
        /** {@code writeValueAsBytes}: a new byte[] per call. */
        BYTES,
        /** {@code writeValueAsString}: Jackson's char-based generator and a new String per call. */
        STRING;

        /** Writes {@code value} through {@code writer}; returns what the call made (the sink, a byte[], a String). */
        public Object write(ObjectWriter writer, Object value, ByteSink sink) throws IOException {
            switch (this) {
                case STREAM:
                    writer.writeValue(sink, value);
                    return sink;
                case BYTES: return writer.writeValueAsBytes(value);
                case STRING: return writer.writeValueAsString(value);
                default: throw new IllegalStateException(name());
            }
        }

        /** The bytes a result of {@link #write} holds ({@code sink}'s capture for {@code STREAM}). */
        public static byte[] bytesOf(Object result, ByteSink sink) {
            if (result instanceof ByteSink) {
                return sink.takeCaptured();
            }
            if (result instanceof byte[]) {
                return (byte[]) result;
            }
            if (result instanceof String) {
                return ((String) result).getBytes(StandardCharsets.UTF_8);
            }
            throw new AssertionError("not a write's result: " + result);
        }
    }
}
