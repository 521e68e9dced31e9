package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoReadWriteBase} in Avro: doubles and floats are IEEE 754 on the wire (8 and 4 bytes), so reads and writes copy bits; expect it
 * well ahead of JSON on the currency, and the media item (no floating point) to show the format alone.
 */
public class AvroReadWrite extends PojoReadWriteBase {
    @Override
    protected Format format() {
        return AvroFormat.INSTANCE;
    }
}
