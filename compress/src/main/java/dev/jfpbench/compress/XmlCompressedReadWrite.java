package dev.jfpbench.compress;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.xml.XmlFormat;
import org.openjdk.jmh.annotations.Param;

/**
 * {@link PojoReadWriteBase} of the currency, media item and table in XML behind no compression, gzip or LZF: repetitive
 * markup, so gzip and LZF shrink it most of all.
 */
public class XmlCompressedReadWrite extends PojoReadWriteBase {
    @Param({"none", "gzip", "lzf"})
    public String compression;

    @Override
    protected Format format() {
        return new CompressedFormat(XmlFormat.INSTANCE, compression);
    }
}
