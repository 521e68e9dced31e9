package dev.jfpbench.core.verify;

import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.CurrencyBigDecimal;

import java.util.LinkedHashMap;

/** The check of a BigDecimal currency read, shared by every Jackson major and format. */
public final class CurrencyChecks {
    private CurrencyChecks() {
    }

    /**
     * JSON text keeps each rate's decimal text: the result must equal the reference, value and scale.
     * Smile and CBOR store the rates as binary doubles, and how a library turns one into a BigDecimal differs
     * by format and version (Smile 2.15 gives 3.6725, Smile 2.22 the double's full binary expansion). There,
     * exact means: every rate converts back to the stored double bit for bit, and the default and fast
     * configurations read the very same BigDecimals ({@code otherMode} is the other configuration's read).
     */
    public static void bigDecimalRead(String what, boolean jsonText, CurrencyBigDecimal result, CurrencyBigDecimal otherMode) {
        bigDecimalRead(what, jsonText, result, otherMode, References.currency(), References.currencyBigDecimal());
    }

    /** As above, for a document other than the dataset (a rotated variant) with its own references. */
    public static void bigDecimalRead(String what, boolean jsonText, CurrencyBigDecimal result, CurrencyBigDecimal otherMode,
                                      Currency reference, CurrencyBigDecimal bigDecimalReference) {
        if (jsonText) {
            Exact.check(what, bigDecimalReference, result);
            return;
        }
        Currency back = new Currency();
        back.base = result.base;
        back.date = result.date;
        back.provider = result.provider;
        back.terms = result.terms;
        back.time_last_updated = result.time_last_updated;
        back.rates = new LinkedHashMap<>();
        result.rates.forEach((k, v) -> back.rates.put(k, v.doubleValue()));
        Exact.check(what + " (as doubles)", reference, back);
        Exact.check(what + " (default vs fast)", result, otherMode);
    }
}
