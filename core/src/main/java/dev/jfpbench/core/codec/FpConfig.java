package dev.jfpbench.core.codec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;

/**
 * Which fast floating-point features a mapper uses. Immutable. Every feature is always set explicitly,
 * on or off, so that {@link #DEFAULT} keeps meaning "the JDK's own parsing and printing" whatever a
 * Jackson version turns on by default.
 */
public final class FpConfig {
    /** Every fast floating-point feature explicitly disabled: the JDK's {@code Double.parseDouble}/{@code toString}. */
    public static final FpConfig DEFAULT = builder("default").build();
    /** FastDoubleParser for doubles and big numbers, Schubfach for writing doubles and floats. */
    public static final FpConfig FAST = builder("fast").fastDoubleParser(true).fastBigNumberParser(true).fastDoubleWriter(true).build();

    private final String name;
    private final boolean fastDoubleParser;
    private final boolean fastBigNumberParser;
    private final boolean fastDoubleWriter;

    private FpConfig(Builder b) {
        this.name = b.name;
        this.fastDoubleParser = b.fastDoubleParser;
        this.fastBigNumberParser = b.fastBigNumberParser;
        this.fastDoubleWriter = b.fastDoubleWriter;
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** Sets all three features on the builder, on or off. */
    public <M extends ObjectMapper, B extends MapperBuilder<M, B>> B applyTo(B builder) {
        return builder
                .configure(StreamReadFeature.USE_FAST_DOUBLE_PARSER, fastDoubleParser)
                .configure(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, fastBigNumberParser)
                .configure(StreamWriteFeature.USE_FAST_DOUBLE_WRITER, fastDoubleWriter);
    }

    /** A JSON streaming factory (no mapper) with all three features set, on or off. */
    public JsonFactory jsonFactory() {
        return JsonFactory.builder()
                .configure(StreamReadFeature.USE_FAST_DOUBLE_PARSER, fastDoubleParser)
                .configure(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, fastBigNumberParser)
                .configure(StreamWriteFeature.USE_FAST_DOUBLE_WRITER, fastDoubleWriter)
                .build();
    }

    /** True when the mapper's factory has exactly this configuration's features. */
    public boolean isAppliedTo(ObjectMapper mapper) {
        JsonFactory f = mapper.getFactory();
        return f.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER) == fastDoubleParser
                && f.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER) == fastBigNumberParser
                && f.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER) == fastDoubleWriter;
    }

    public String name() { return name; }
    public boolean fastDoubleParser() { return fastDoubleParser; }
    public boolean fastBigNumberParser() { return fastBigNumberParser; }
    public boolean fastDoubleWriter() { return fastDoubleWriter; }

    @Override
    public String toString() {
        return name + "{fastDoubleParser=" + fastDoubleParser + ", fastBigNumberParser=" + fastBigNumberParser
                + ", fastDoubleWriter=" + fastDoubleWriter + '}';
    }

    public static final class Builder {
        private final String name;
        private boolean fastDoubleParser;
        private boolean fastBigNumberParser;
        private boolean fastDoubleWriter;

        private Builder(String name) { this.name = name; }

        public Builder fastDoubleParser(boolean on) { fastDoubleParser = on; return this; }
        public Builder fastBigNumberParser(boolean on) { fastBigNumberParser = on; return this; }
        public Builder fastDoubleWriter(boolean on) { fastDoubleWriter = on; return this; }
        public FpConfig build() { return new FpConfig(this); }
    }
}
