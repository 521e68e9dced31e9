package dev.jfpbench.formats;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/**
 * JDK serialization ({@code ObjectOutputStream}/{@code ObjectInputStream}) of the model POJOs as they are (they are
 * {@code Serializable}, default field serialization): the baseline every binary serializer is expected to beat. Doubles
 * and floats are IEEE 754 on the wire (8 and 4 bytes, exact); {@code Map<String, Double>} costs a boxed {@code Double}
 * object per rate. Each document is one whole stream (magic, version and the class descriptors, written out in full
 * every time), so expect it larger than Kryo on the small documents and the slowest of the binary formats there; on
 * the vectors a {@code float[]} is one block of 4-byte floats. Reads accept only the model classes and the JDK types
 * they hold (an {@link ObjectInputFilter}, as the JDK advises for any input; Kryo's registration does the same).
 */
public final class JdkSerialFormat implements Format {
    public static final JdkSerialFormat INSTANCE = new JdkSerialFormat();

    /**
     * The classes a model document holds, and the arrays the collections' {@code readObject} checks ({@code Object[]},
     * {@code Map.Entry[]}); everything else is rejected before it is instantiated.
     */
    static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter("maxdepth=16;dev.jfpbench.core.model.*;"
            + "java.util.ArrayList;java.util.LinkedHashMap;java.util.HashMap;java.util.Map$Entry;java.lang.String;java.lang.Double;"
            + "java.lang.Number;java.lang.Enum;java.lang.Object;[F;!*");

    private JdkSerialFormat() {
    }

    @Override
    public String name() {
        return "JDK serialization";
    }

    /** JDK serialization has no floating-point settings: {@code fp} is ignored. */
    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        return new JdkSerialCodec<>(type);
    }

    private static final class JdkSerialCodec<T> implements Codec<T> {
        private final Class<T> type;

        JdkSerialCodec(Class<T> type) {
            this.type = type;
        }

        @Override
        public T read(byte[] input) throws IOException {
            return read(new ByteArrayInputStream(input));
        }

        @Override
        public T read(byte[] input, int offset, int length) throws IOException {
            return read(new ByteArrayInputStream(input, offset, length));
        }

        @Override
        public T read(InputStream in) throws IOException {
            ObjectInputStream objects = new ObjectInputStream(in);
            objects.setObjectInputFilter(FILTER);
            try {
                return type.cast(objects.readObject());
            } catch (ClassNotFoundException | ClassCastException e) {
                throw (IOException) new InvalidClassException("not a " + type.getName() + ": " + e.getMessage()).initCause(e);
            }
        }

        @Override
        public void write(T value, OutputStream out) throws IOException {
            ObjectOutputStream objects = new ObjectOutputStream(out); // buffers in blocks of 1 KiB
            objects.writeObject(value);
            objects.flush();
        }
    }
}
