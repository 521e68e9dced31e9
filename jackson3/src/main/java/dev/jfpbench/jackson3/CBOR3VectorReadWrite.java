package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;

/** {@link VectorReadWriteBase} in CBOR, through Jackson 3. */
public class CBOR3VectorReadWrite extends VectorReadWriteBase {
    @Override
    protected DataFormat3 format() {
        return Cbor3Format.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.FLOAT32;
    }
}
