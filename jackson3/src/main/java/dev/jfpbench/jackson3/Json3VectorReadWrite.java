package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.Storage;

/** {@link VectorReadWriteBase} in JSON, through Jackson 3. */
public class Json3VectorReadWrite extends VectorReadWriteBase {
    @Override
    protected Jackson3Format format() {
        return Jackson3Format.JSON;
    }

    @Override
    protected Storage storage() {
        return Storage.DECIMAL_TEXT;
    }
}
