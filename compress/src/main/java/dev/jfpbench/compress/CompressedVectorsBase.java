package dev.jfpbench.compress;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.model.VectorDocs;
import org.openjdk.jmh.annotations.Param;

/** {@link CompressedReadWriteBase} for the vectors (13 MB of JSON): what compression costs on bulk floats. */
public abstract class CompressedVectorsBase extends PojoVectorsBase {
    @Param({"none", "gzip", "lzf"})
    public String compression;

    /** The format under test. */
    protected abstract DataFormat format();

    @Override
    @SuppressWarnings("unchecked")
    protected <T> CodecFixture<T> fixture(String dataset, Class<T> type, T reference) {
        return (CodecFixture<T>) Compressed.vectorsFixture(format(), compression, dataset, vectorsJson(), (VectorDocs) reference);
    }
}
