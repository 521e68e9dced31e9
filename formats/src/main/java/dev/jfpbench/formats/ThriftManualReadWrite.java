package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoReadWriteBase} in Thrift's compact protocol, mapped by hand: one byte a field header, doubles as 8 raw
 * bytes, no field names; expect it near Kryo on both documents, well ahead of JDK serialization.
 */
public class ThriftManualReadWrite extends PojoReadWriteBase {
    @Override
    protected Format format() {
        return ThriftManualFormat.INSTANCE;
    }
}
