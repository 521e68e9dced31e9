package dev.jfpbench.core.format;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.codec.JacksonCodec;
import dev.jfpbench.core.data.References;

import java.io.IOException;
import java.util.function.Supplier;

/**
 * A Jackson 2 data format: all a format module binds is one of these ({@code JsonFormat.INSTANCE = Jackson2Format.of(
 * "JSON", true, JsonMapper::builder)}). Its codecs are {@link JacksonCodec}s of a mapper with every fast
 * floating-point feature set as asked.
 */
public final class Jackson2Format implements JacksonFormat {
    private final String name;
    private final boolean jsonText;
    private final Supplier<? extends MapperBuilder<?, ?>> builder;
    private final java.util.function.UnaryOperator<byte[]> fromJson;

    private Jackson2Format(String name, boolean jsonText, Supplier<? extends MapperBuilder<?, ?>> builder,
                           java.util.function.UnaryOperator<byte[]> fromJson) {
        this.name = name;
        this.jsonText = jsonText;
        this.builder = builder;
        this.fromJson = fromJson;
    }

    /**
     * @param jsonText true for JSON text, whose input bytes are the dataset as written (only compacted)
     * @param builder  a fresh builder of this format's mapper, nothing configured but what makes the format
     */
    public static Jackson2Format of(String name, boolean jsonText, Supplier<? extends MapperBuilder<?, ?>> builder) {
        return new Jackson2Format(name, jsonText, builder, null);
    }

    /**
     * This format with its own conversion of a compact JSON document into its bytes (XML keeps every number's text,
     * which the tree conversion of {@link #fromJson} would turn into binary doubles).
     */
    public Jackson2Format convertingWith(java.util.function.UnaryOperator<byte[]> conversion) {
        return new Jackson2Format(name, jsonText, builder, conversion);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String library() {
        return "Jackson " + PackageVersion.VERSION;
    }

    @Override
    public Jackson2Format jackson2() {
        return this;
    }

    /** A mapper of this format with every fast floating-point feature set as {@code fp} says. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public ObjectMapper mapper(FpConfig fp) {
        MapperBuilder b = builder.get();
        return ((MapperBuilder) fp.applyTo(b)).build();
    }

    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        return JacksonCodec.of(mapper(fp), type);
    }

    /** True for JSON text: its input bytes are the dataset as written, only compacted. */
    public boolean isJsonText() {
        return jsonText;
    }

    /**
     * This format's bytes for a compact JSON document: JSON text as it is; other formats through a tree read with
     * the JDK's parsing, so integers stay integers and floating-point numbers are stored as binary doubles.
     */
    public byte[] fromJson(byte[] compactJson) {
        if (fromJson != null) {
            return fromJson.apply(compactJson);
        }
        if (jsonText) {
            return compactJson;
        }
        try {
            return mapper(FpConfig.DEFAULT).writeValueAsBytes(References.tree(compactJson));
        } catch (IOException e) {
            throw new IllegalStateException("cannot convert JSON to " + name + ": " + e.getMessage(), e);
        }
    }

    /**
     * The dataset's own text: JSON as it is; another format converted from it as the Std reads have it ({@link
     * #fromJson}), except the vectors, which other formats hold as written from the reference (through a tree their
     * 32-bit floats would become doubles): null, the codec's bytes.
     */
    @Override
    public byte[] input(byte[] compactJson, Object reference) {
        if (jsonText) {
            return compactJson;
        }
        return reference instanceof dev.jfpbench.core.model.VectorDocs ? null : fromJson(compactJson);
    }

    /** How the first {@code emb} array's floats are held in this format's {@code bytes}. */
    public Storage storedAs(byte[] bytes) throws IOException {
        return Storage.of(mapper(FpConfig.DEFAULT).getFactory(), bytes);
    }
}
