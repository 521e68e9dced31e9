package dev.jfpbench.formats;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Image;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import dev.jfpbench.core.model.VectorDocs;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * Kryo, every class registered up front (Kryo's default: registration required), the POJOs through its
 * FieldSerializer: doubles and floats as IEEE 754 bits (exact). Collections are registered by the classes
 * Jackson gives the reference values (ArrayList, LinkedHashMap): Kryo writes the concrete class. Kryo is not
 * thread-safe, so each codec has its own instance, and reuses its buffers as Kryo's documentation advises.
 */
public final class KryoFormat implements Format {
    public static final KryoFormat INSTANCE = new KryoFormat();

    private KryoFormat() {
    }

    @Override
    public String name() {
        return "Kryo";
    }

    /** Kryo has no floating-point settings: {@code fp} is ignored. */
    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        return new KryoCodec<>(newKryo(), type);
    }

    static Kryo newKryo() {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.register(ArrayList.class);
        kryo.register(LinkedHashMap.class);
        kryo.register(Currency.class);
        kryo.register(MediaItem.class);
        kryo.register(MediaContent.class);
        kryo.register(MediaContent.Player.class);
        kryo.register(Image.class);
        kryo.register(Image.Size.class);
        kryo.register(Table.class);
        kryo.register(TableRow.class);
        kryo.register(VectorDocs.class);
        kryo.register(VectorDocs.Row.class);
        kryo.register(float[].class);
        return kryo;
    }

    private static final class KryoCodec<T> implements Codec<T> {
        private final Kryo kryo;
        private final Class<T> type;
        private final Input input = new Input();
        private final Output output = new Output(8192, -1);

        KryoCodec(Kryo kryo, Class<T> type) {
            this.kryo = kryo;
            this.type = type;
        }

        @Override
        public T read(InputStream in) {
            return kryo.readObject(new Input(in, 8192), type);
        }

        @Override
        public T read(byte[] bytes) {
            input.setBuffer(bytes);
            return kryo.readObject(input, type);
        }

        @Override
        public void write(T value, OutputStream out) {
            output.setOutputStream(out);
            kryo.writeObject(output, value);
            output.flush();
        }
    }
}
