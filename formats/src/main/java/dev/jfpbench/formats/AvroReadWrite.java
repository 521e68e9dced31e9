package dev.jfpbench.formats;

/** {@link FormatReadWriteBase} in Avro. */
public class AvroReadWrite extends FormatReadWriteBase {
    @Override
    protected PojoFormat format() {
        return AvroFormat.INSTANCE;
    }
}
