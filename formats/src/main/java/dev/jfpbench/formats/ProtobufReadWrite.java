package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoReadWriteBase} in Protobuf: doubles and floats are IEEE 754 on the wire, so reads and writes copy bits; expect it well ahead of
 * JSON on the currency, and the media item (no floating point) to show the format alone.
 */
public class ProtobufReadWrite extends PojoReadWriteBase {
    @Override
    protected Format format() {
        return ProtobufFormat.INSTANCE;
    }
}
