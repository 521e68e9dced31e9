package dev.jfpbench.formats;

/** {@link FormatReadWriteBase} in Kryo. */
public class KryoReadWrite extends FormatReadWriteBase {
    @Override
    protected PojoFormat format() {
        return KryoFormat.INSTANCE;
    }
}
