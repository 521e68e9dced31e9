package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;
import org.openjdk.jmh.annotations.Param;

/**
 * {@link PojoReadWriteBase} of the currency, media item and table in CBOR behind no compression, gzip or LZF: what compressing
 * costs per document against the same stream path uncompressed (none).
 */
public class CBORCompressedReadWrite extends PojoReadWriteBase {
    @Param({"none", "gzip", "lzf"})
    public String compression;

    @Override
    protected Format format() {
        return new CompressedFormat(CborFormat.INSTANCE, compression);
    }
}
