package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoVectorsBase} in Protobuf: 4 bytes per float, copied as bits: expect it far ahead of JSON text, near Avro and Kryo.
 */
public class ProtobufVectors extends PojoVectorsBase {
    @Override
    protected Format format() {
        return ProtobufFormat.INSTANCE;
    }
}
