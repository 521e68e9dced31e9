package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.Storage;

/** {@link VectorReadWriteBase} in Smile, through Jackson 3. */
public class Smile3VectorReadWrite extends VectorReadWriteBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.SMILE;
    }

    @Override
    protected Storage storage() {
        return Storage.FLOAT32;
    }
}
