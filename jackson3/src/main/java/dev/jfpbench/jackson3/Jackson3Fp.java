package dev.jfpbench.jackson3;

import dev.jfpbench.core.codec.FpConfig;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;

import java.io.OutputStream;

/**
 * Core's {@link FpConfig} applied to Jackson 3 mappers. Jackson 3 turns the fast double and big-number
 * parsers on by default (the fast writer stays off), so all three features are always set explicitly:
 * {@link FpConfig#DEFAULT} then means the JDK's own parsing and printing, as it does for Jackson 2.
 */
public final class Jackson3Fp {
    private Jackson3Fp() {
    }

    /** Sets all three features on the builder, on or off. */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B applyTo(FpConfig fp, B builder) {
        return builder
                .configure(StreamReadFeature.USE_FAST_DOUBLE_PARSER, fp.fastDoubleParser())
                .configure(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, fp.fastBigNumberParser())
                .configure(StreamWriteFeature.USE_FAST_DOUBLE_WRITER, fp.fastDoubleWriter());
    }

    /** True when the mapper and the parsers and generators it makes have exactly {@code fp}'s features. */
    public static boolean isAppliedTo(FpConfig fp, ObjectMapper mapper) {
        FpConfig streams = actual(mapper);
        return mapper.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER) == fp.fastDoubleParser()
                && mapper.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER) == fp.fastBigNumberParser()
                && mapper.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER) == fp.fastDoubleWriter()
                && streams.fastDoubleParser() == fp.fastDoubleParser()
                && streams.fastBigNumberParser() == fp.fastBigNumberParser()
                && streams.fastDoubleWriter() == fp.fastDoubleWriter();
    }

    /**
     * The features a parser and a generator made by the mapper's reader and writer really have: what a benchmark
     * gets. (In Jackson 3 the mapper holds these features; its {@code tokenStreamFactory()} keeps the library's.)
     */
    public static FpConfig actual(ObjectMapper mapper) {
        byte[] sample = mapper.writeValueAsBytes(1.5);
        try (JsonParser p = mapper.reader().createParser(sample);
             JsonGenerator g = mapper.writer().createGenerator(OutputStream.nullOutputStream())) {
            return FpConfig.builder("actual")
                    .fastDoubleParser(p.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER))
                    .fastBigNumberParser(p.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER))
                    .fastDoubleWriter(g.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER))
                    .build();
        }
    }
}
