package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoVectorsBase} in Kryo: 4 bytes per float, copied as bits: expect it far ahead of JSON text, near Avro and Protobuf.
 */
public class KryoVectors extends PojoVectorsBase {
    @Override
    protected Format format() {
        return KryoFormat.INSTANCE;
    }
}
