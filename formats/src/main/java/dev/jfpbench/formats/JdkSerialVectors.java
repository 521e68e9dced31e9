package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoVectorsBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoVectorsBase} in JDK serialization: each {@code float[]} one block of 4-byte floats, the descriptors
 * written once: expect the size of Kryo's, and the gap to Kryo smaller than on the small documents.
 */
public class JdkSerialVectors extends PojoVectorsBase {
    @Override
    protected Format format() {
        return JdkSerialFormat.INSTANCE;
    }
}
