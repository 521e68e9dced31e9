package dev.jfpbench.formats;

/** {@link FormatVectorsBase} in Avro. */
public class AvroVectors extends FormatVectorsBase {
    @Override
    protected PojoFormat format() {
        return AvroFormat.INSTANCE;
    }
}
