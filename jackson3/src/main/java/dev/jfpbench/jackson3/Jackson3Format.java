package dev.jfpbench.jackson3;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.cfg.PackageVersion;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.cbor.CBORMapper;
import tools.jackson.dataformat.smile.SmileMapper;

import java.util.function.Supplier;

/**
 * A Jackson data format through Jackson 3: the one thing a Jackson 3 benchmark class binds. Its codecs are
 * {@link Jackson3Codec}s; the format's bytes (the inputs, converted from the datasets' JSON) and how they hold the
 * floats are its Jackson 2 twin's ({@link #jackson2()}), so a "2 vs 3" pair reads the very same bytes.
 */
public final class Jackson3Format implements JacksonFormat {
    public static final Jackson3Format JSON = new Jackson3Format(JsonFormat.INSTANCE, JsonMapper::builder);
    public static final Jackson3Format SMILE = new Jackson3Format(SmileFormat.INSTANCE, SmileMapper::builder);
    public static final Jackson3Format CBOR = new Jackson3Format(CborFormat.INSTANCE, CBORMapper::builder);

    private final Jackson2Format jackson2;
    private final Supplier<? extends MapperBuilder<?, ?>> builder;

    private Jackson3Format(Jackson2Format jackson2, Supplier<? extends MapperBuilder<?, ?>> builder) {
        this.jackson2 = jackson2;
        this.builder = builder;
    }

    /** The same as the Jackson 2 twin's: "JSON", "Smile", "CBOR". */
    @Override
    public String name() {
        return jackson2.name();
    }

    @Override
    public String label() {
        return name() + " (Jackson 3)";
    }

    @Override
    public String library() {
        return "Jackson " + PackageVersion.VERSION;
    }

    @Override
    public Jackson2Format jackson2() {
        return jackson2;
    }

    /** A fresh builder for this format's mapper, nothing configured. */
    MapperBuilder<?, ?> newMapperBuilder() {
        return builder.get();
    }

    /**
     * A mapper of this format with every fast floating-point feature set as {@code fp} says (checked, so a Jackson 3
     * that ignored a setting would fail at setup rather than measure the wrong path).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    ObjectMapper mapper(FpConfig fp) {
        ObjectMapper mapper = ((MapperBuilder) Jackson3Fp.applyTo(fp, (MapperBuilder) newMapperBuilder())).build();
        if (!Jackson3Fp.isAppliedTo(fp, mapper)) {
            throw new IllegalStateException(label() + " mapper for " + fp + " has " + Jackson3Fp.actual(mapper));
        }
        return mapper;
    }

    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        ObjectMapper mapper = mapper(fp);
        return new Jackson3Codec<>(mapper.readerFor(type), mapper.writerFor(type));
    }
}
