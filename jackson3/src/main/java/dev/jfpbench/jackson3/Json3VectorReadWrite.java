package dev.jfpbench.jackson3;

import dev.jfpbench.core.bench.VectorReadWriteBase;

/** {@link VectorReadWriteBase} in JSON, through Jackson 3. */
public class Json3VectorReadWrite extends VectorReadWriteBase {
    @Override
    protected DataFormat3 format() {
        return Json3Format.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.DECIMAL_TEXT;
    }
}
