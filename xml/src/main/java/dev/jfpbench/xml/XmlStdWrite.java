package dev.jfpbench.xml;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.format.Jackson2Format;

/**
 * {@link StdWriteVanillaBase} in XML. Fast/Default should be about 1.0: the XML generator hands every double to
 * Woodstox's typed writer, which prints it with {@code String.valueOf}; StreamWriteFeature.USE_FAST_DOUBLE_WRITER
 * is set but not honoured by jackson-dataformat-xml. (Not {@code XmlStdWriteVanilla}: the published selection
 * ".*StdWriteVan.*" is JSON, Smile and CBOR only.)
 */
public class XmlStdWrite extends StdWriteVanillaBase {
    @Override
    protected Jackson2Format format() {
        return XmlFormat.INSTANCE;
    }
}
