package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.Storage;

/** {@link VectorReadWriteBase} in CBOR, through Jackson 3. */
public class CBOR3VectorReadWrite extends VectorReadWriteBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.CBOR;
    }

    @Override
    protected Storage storage() {
        return Storage.FLOAT32;
    }
}
