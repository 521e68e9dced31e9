package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.mapper.FpConfig;
import dev.jfpbench.core.mapper.MapperBinding;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.cfg.PackageVersion;

import java.math.BigDecimal;

/**
 * A Jackson 3 data format: the one thing a Jackson 3 benchmark class binds. The Jackson 3 twin of core's
 * {@link DataFormat}; the benchmark logic lives once, in core's bases, over {@link MapperBinding}.
 * {@link #name()} is the same as the Jackson 2 binding's: "JSON", "Smile", "CBOR".
 */
public interface DataFormat3 extends MapperBinding {

    @Override
    default String label() {
        return name() + " (Jackson 3)";
    }

    @Override
    default String library() {
        return "Jackson " + PackageVersion.VERSION;
    }

    @Override
    default Mapper bind(FpConfig fp) {
        return new Jackson3Mapper(mapper(fp));
    }

    @Override
    default VectorReadWriteBase.Storage storedAs(byte[] bytes) {
        return Jackson3Mapper.storedAs(mapper(FpConfig.DEFAULT), bytes);
    }

    /** A fresh builder for this format's mapper, nothing configured. */
    MapperBuilder<?, ?> newMapperBuilder();

    /**
     * A mapper of this format with every fast floating-point feature set as {@code fp} says (checked, so a
     * Jackson 3 that ignored a setting would fail at setup rather than measure the wrong path).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default ObjectMapper mapper(FpConfig fp) {
        ObjectMapper mapper = ((MapperBuilder) Jackson3Fp.applyTo(fp, (MapperBuilder) newMapperBuilder())).build();
        if (!Jackson3Fp.isAppliedTo(fp, mapper)) {
            throw new IllegalStateException(name() + " (Jackson 3) mapper for " + fp + " has " + Jackson3Fp.actual(mapper));
        }
        return mapper;
    }

    /** True for JSON text: its input bytes are the dataset as written, only compacted. */
    @Override
    default boolean isJsonText() {
        return false;
    }

    /**
     * How this format reads a stored binary double as a {@code BigDecimal}: see
     * {@link DataFormat#bigDecimalOfStoredDouble}; each binding states what Jackson 3 does.
     */
    default BigDecimal bigDecimalOfStoredDouble(double d) {
        throw new UnsupportedOperationException(name() + " stores no binary doubles");
    }

    /**
     * This format's bytes for a compact JSON document, made as core makes them for Jackson 2: through a tree
     * read with the JDK's parsing, so integers stay integers and other numbers are stored as binary doubles.
     */
    @Override
    default byte[] fromJson(byte[] compactJson) {
        if (isJsonText()) {
            return compactJson;
        }
        ObjectMapper json = Json3Format.INSTANCE.mapper(FpConfig.DEFAULT);
        return mapper(FpConfig.DEFAULT).writeValueAsBytes(json.readTree(compactJson));
    }
}
