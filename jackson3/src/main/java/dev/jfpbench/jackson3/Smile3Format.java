package dev.jfpbench.jackson3;

import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.dataformat.smile.SmileMapper;

import java.math.BigDecimal;

/** Smile through Jackson 3. */
public final class Smile3Format implements DataFormat3 {
    public static final Smile3Format INSTANCE = new Smile3Format();

    private Smile3Format() {
    }

    @Override
    public String name() {
        return "Smile";
    }

    @Override
    public MapperBuilder<?, ?> newMapperBuilder() {
        return SmileMapper.builder();
    }

    /** As in Jackson 2: a stored double reads as its exact binary expansion (3.6725 as 3.67249999999999987565...). */
    @Override
    public BigDecimal bigDecimalOfStoredDouble(double d) {
        return new BigDecimal(d);
    }
}
