package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoReadWriteBase} in Kryo: doubles and floats as IEEE 754 bits through its FieldSerializer; expect it the fastest of the binary
 * formats on the small documents (no schema, no field names).
 */
public class KryoReadWrite extends PojoReadWriteBase {
    @Override
    protected Format format() {
        return KryoFormat.INSTANCE;
    }
}
