package dev.jfpbench.jackson3;

import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.dataformat.cbor.CBORMapper;

import java.math.BigDecimal;

/** CBOR through Jackson 3. */
public final class Cbor3Format implements DataFormat3 {
    public static final Cbor3Format INSTANCE = new Cbor3Format();

    private Cbor3Format() {
    }

    @Override
    public String name() {
        return "CBOR";
    }

    @Override
    public MapperBuilder<?, ?> newMapperBuilder() {
        return CBORMapper.builder();
    }

    /** As in Jackson 2: a stored double reads through its {@code Double.toString} text (3.6725 as 3.6725). */
    @Override
    public BigDecimal bigDecimalOfStoredDouble(double d) {
        return BigDecimal.valueOf(d);
    }
}
