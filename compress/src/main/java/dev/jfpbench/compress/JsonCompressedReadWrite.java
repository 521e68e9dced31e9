package dev.jfpbench.compress;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Param;

/**
 * {@link PojoReadWriteBase} of the currency, media item and table in JSON behind no compression, gzip or LZF: what compressing
 * costs per document against the same stream path uncompressed (none).
 */
public class JsonCompressedReadWrite extends PojoReadWriteBase {
    @Param({"none", "gzip", "lzf"})
    public String compression;

    @Override
    protected Format format() {
        return new CompressedFormat(JsonFormat.INSTANCE, compression);
    }
}
