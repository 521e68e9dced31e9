package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.CodecFixture;

/** {@link PojoVectorsBase} (1000 x 1024 floats) in a {@link PojoFormat}. */
public abstract class FormatVectorsBase extends PojoVectorsBase {

    /** The format under test. */
    protected abstract PojoFormat format();

    @Override
    protected <T> CodecFixture<T> fixture(String dataset, Class<T> type, T reference) {
        return CodecFixture.of(format().name() + " " + dataset, format().codec(type), reference);
    }
}
