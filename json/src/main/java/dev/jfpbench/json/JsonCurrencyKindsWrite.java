package dev.jfpbench.json;

import dev.jfpbench.core.bench.KindsWriteBase;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;

/**
 * The JSON currency written to each kind of output Jackson offers ({@code -p output=STREAM|BYTES|STRING}), Default
 * vs Fast. {@code STREAM} is what {@code JsonStdWriteVanilla.writeCurrencyPojo*} does (the no-op counting stream);
 * {@code BYTES} and {@code STRING} build the whole document per call, {@code STRING} through Jackson's char-based
 * generator. Expect the allocating kinds slower by about the same amount for Default and Fast.
 */
public class JsonCurrencyKindsWrite extends KindsWriteBase<Currency> {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }

    @Override
    protected Class<Currency> type() {
        return Currency.class;
    }

    // the currency POJO is tiny: the reference reader makes it (one read, no loop worth compiling)
    @Override
    protected Currency value(FpConfig config) {
        return References.currency();
    }

    @Override
    protected Currency reference() {
        return References.currency();
    }

    @Override
    protected Currency reread(byte[] written) {
        return References.read(written, Currency.class);
    }
}
