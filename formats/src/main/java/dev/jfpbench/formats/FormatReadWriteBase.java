package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.data.PojoDataset;

/** {@link PojoReadWriteBase} (currency, media item) in a {@link PojoFormat}. */
public abstract class FormatReadWriteBase extends PojoReadWriteBase {

    /** The format under test. */
    protected abstract PojoFormat format();

    @Override
    protected <T> CodecFixture<T> fixture(PojoDataset dataset, Class<T> type) {
        return CodecFixture.of(format().name() + " " + dataset.label(), format().codec(type), type.cast(dataset.reference()));
    }
}
