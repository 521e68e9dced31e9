package dev.jfpbench.formats;

/** {@link FormatVectorsBase} in Kryo. */
public class KryoVectors extends FormatVectorsBase {
    @Override
    protected PojoFormat format() {
        return KryoFormat.INSTANCE;
    }
}
