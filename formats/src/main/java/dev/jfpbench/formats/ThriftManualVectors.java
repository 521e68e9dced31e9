package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoVectorsBase} in Thrift's compact protocol, mapped by hand: Thrift has no 32-bit float, so each float
 * is a double (8 bytes, exact): expect twice the bytes of Avro, Protobuf and Kryo, and slower than them for it.
 */
public class ThriftManualVectors extends PojoVectorsBase {
    @Override
    protected Format format() {
        return ThriftManualFormat.INSTANCE;
    }
}
