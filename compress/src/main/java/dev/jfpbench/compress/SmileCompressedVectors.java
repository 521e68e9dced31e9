package dev.jfpbench.compress;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.smile.SmileFormat;
import org.openjdk.jmh.annotations.Param;

/**
 * {@link PojoVectorsBase} of the vectors (13 MB of JSON) in Smile behind no compression, gzip or LZF: what compressing
 * costs per document against the same stream path uncompressed (none).
 */
public class SmileCompressedVectors extends PojoVectorsBase {
    @Param({"none", "gzip", "lzf"})
    public String compression;

    @Override
    protected Format format() {
        return new CompressedFormat(SmileFormat.INSTANCE, compression);
    }
}
