package dev.jfpbench.formats;

/** {@link FormatReadWriteBase} in Protobuf. */
public class ProtobufReadWrite extends FormatReadWriteBase {
    @Override
    protected PojoFormat format() {
        return ProtobufFormat.INSTANCE;
    }
}
