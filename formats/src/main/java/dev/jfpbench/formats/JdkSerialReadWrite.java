package dev.jfpbench.formats;

import dev.jfpbench.core.bench.PojoReadWriteBase;
import dev.jfpbench.core.codec.Format;

/**
 * {@link PojoReadWriteBase} in JDK serialization, the classic baseline: class descriptors in every document and a boxed
 * {@code Double} per rate; expect it larger and slower than Kryo, Avro and Protobuf on both documents.
 */
public class JdkSerialReadWrite extends PojoReadWriteBase {
    @Override
    protected Format format() {
        return JdkSerialFormat.INSTANCE;
    }
}
