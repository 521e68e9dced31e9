package dev.jfpbench.formats;

/** {@link FormatVectorsBase} in Protobuf. */
public class ProtobufVectors extends FormatVectorsBase {
    @Override
    protected PojoFormat format() {
        return ProtobufFormat.INSTANCE;
    }
}
