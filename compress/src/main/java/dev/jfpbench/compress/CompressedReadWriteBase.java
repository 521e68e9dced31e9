package dev.jfpbench.compress;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.mapper.DataFormat;
import org.openjdk.jmh.annotations.Param;

/**
 * Currency and media item read from compressed bytes in memory and written compressed to a no-op stream, in a
 * Jackson format: what gzip or LZF costs per document against no compression.
 */
public abstract class CompressedReadWriteBase extends PojoReadWriteBase {
    @Param({"none", "gzip", "lzf"})
    public String compression;

    /** The format under test. */
    protected abstract DataFormat format();

    @Override
    protected <T> CodecFixture<T> fixture(String dataset, Class<T> type, T reference) {
        return Compressed.fixture(format(), compression, dataset, type, reference);
    }
}
