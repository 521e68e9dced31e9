package dev.jfpbench.json;

import dev.jfpbench.core.bench.KindsReadBase;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;

/**
 * The JSON currency (163 decimal rates) read from each kind of input Jackson takes ({@code -p input=BYTES|STREAM|STRING|READER}),
 * Default vs Fast. {@code BYTES} is what {@code JsonStdReadVanilla.readCurrencyPojo*} reads; {@code STRING} and
 * {@code READER} go through Jackson's char-based parser, a different floating-point code path. Expect the byte
 * kinds alike and the char kinds a little slower; whether Fast/Default moves with the kind is the question.
 */
public class JsonCurrencyKindsRead extends KindsReadBase<Currency> {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }

    @Override
    protected Class<Currency> type() {
        return Currency.class;
    }

    @Override
    protected byte[] json() {
        return Dataset.CURRENCY.json();
    }

    @Override
    protected Currency reference() {
        return References.currency();
    }
}
