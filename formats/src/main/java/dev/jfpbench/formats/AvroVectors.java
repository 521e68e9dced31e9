package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoVectorsBase} in Avro: 4 bytes per float, copied as bits: expect it far ahead of JSON text, near Protobuf and Kryo.
 */
public class AvroVectors extends PojoVectorsBase {
    @Override
    protected Format format() {
        return AvroFormat.INSTANCE;
    }
}
