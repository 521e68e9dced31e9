package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.data.PojoDataset;

/** {@link PojoVectorsBase} (1000 x 1024 floats) in a {@link PojoFormat}. */
public abstract class FormatVectorsBase extends PojoVectorsBase {

    /** The format under test. */
    protected abstract PojoFormat format();

    @Override
    protected <T> CodecFixture<T> fixture(PojoDataset dataset, Class<T> type) {
        return CodecFixture.of(format().name() + " " + dataset.label(), format().codec(type), type.cast(dataset.reference()));
    }
}
