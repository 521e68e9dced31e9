package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.CodecFixture;

/** {@link PojoReadWriteBase} (currency, media item) in a {@link PojoFormat}. */
public abstract class FormatReadWriteBase extends PojoReadWriteBase {

    /** The format under test. */
    protected abstract PojoFormat format();

    @Override
    protected <T> CodecFixture<T> fixture(String dataset, Class<T> type, T reference) {
        return CodecFixture.of(format().name() + " " + dataset, format().codec(type), reference);
    }
}
