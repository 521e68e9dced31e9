package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;

/** {@link VectorReadWriteBase} in Smile, through Jackson 3. */
public class Smile3VectorReadWrite extends VectorReadWriteBase {
    @Override
    protected DataFormat3 format() {
        return Smile3Format.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.FLOAT32;
    }
}
