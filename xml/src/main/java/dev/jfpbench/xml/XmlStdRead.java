package dev.jfpbench.xml;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.verify.Exact;

import java.io.IOException;

/**
 * {@link StdReadVanillaBase} in XML: the currency rates and the media item as XML elements, read into the POJOs.
 * XML has no number type: databind parses each rate from its element's text, with FastDoubleParser when Fast
 * (StreamReadFeature.USE_FAST_DOUBLE_PARSER and USE_FAST_BIG_NUMBER_PARSER are honoured), so Fast/Default should
 * show a gain like JSON's, diluted by XML's heavier tokenizing. (Not {@code XmlStdReadVanilla}: the published
 * selection ".*StdReadVan.*" is JSON, Smile and CBOR only.)
 */
public class XmlStdRead extends StdReadVanillaBase {
    @Override
    protected Jackson2Format format() {
        return XmlFormat.INSTANCE;
    }

    /** As JSON: XML keeps each rate's decimal text, so the BigDecimal reads must equal the reference, value and scale. */
    @Override
    public void verify(String benchmark, Object result) throws IOException {
        if (benchmark.startsWith("readCurrencyBigDecPojo")) {
            Exact.check("XML " + benchmark, References.currencyBigDecimal(), result);
            return;
        }
        super.verify(benchmark, result);
    }
}
