package dev.jfpbench.vectors;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.format.Storage;
import dev.jfpbench.json.JsonFormat;

/**
 * {@link VectorReadWriteBase} in JSON: where the fast floating-point options matter most. The contract
 * selection {@code VectorHeavy} picks exactly these six methods: no other class may contain that name.
 */
public class VectorHeavyReadWrite extends VectorReadWriteBase {
    @Override
    protected JacksonFormat format() {
        return JsonFormat.INSTANCE;
    }

    @Override
    protected Storage storage() {
        return Storage.DECIMAL_TEXT;
    }
}
