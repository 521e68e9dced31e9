package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;

import java.io.IOException;
import java.util.Map;

/**
 * One dataset through one {@link Codec}, as a benchmark state holds it: the input bytes prepared at setup (the
 * codec's own bytes for the reference value), the value that writes write, and the checks. The reference is
 * what reads must give and what writes write.
 */
public final class CodecFixture<T> {
    private final String what;
    private final Codec<T> codec;
    private final T reference;
    private final byte[] input;
    private final int writtenSize;

    private CodecFixture(String what, Codec<T> codec, T reference, byte[] input) throws IOException {
        this.what = what;
        this.codec = codec;
        this.reference = reference;
        byte[] written = codec.bytes(reference);
        this.input = input == null ? written : input;
        this.writtenSize = written.length;
    }

    /** {@code what} names the case in errors, e.g. "Avro currency". The input is the codec's bytes for {@code reference}. */
    public static <T> CodecFixture<T> of(String what, Codec<T> codec, T reference) {
        return of(what, codec, reference, null);
    }

    /**
     * As {@link #of(String, Codec, Object)}, reads reading {@code input} (e.g. the dataset's own text, compressed),
     * which must read as {@code reference}; null: the codec's bytes for {@code reference}.
     */
    public static <T> CodecFixture<T> of(String what, Codec<T> codec, T reference, byte[] input) {
        try {
            return new CodecFixture<>(what, codec, reference, input);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + what + ": " + e.getMessage(), e);
        }
    }

    /** The measured read: the prepared bytes into a new value. */
    public T read() throws IOException {
        return codec.read(input);
    }

    /** The measured write: the reference value into the sink. */
    public ByteSink write(ByteSink sink) throws IOException {
        codec.write(reference, sink);
        return sink;
    }

    /** Bytes one read reads. */
    public int size() {
        return input.length;
    }

    /** Bytes one write writes: {@link #size()} unless the input is not the codec's own bytes. */
    public int writtenSize() {
        return writtenSize;
    }

    /** What the reads read (tests). */
    public byte[] input() {
        return input.clone();
    }

    /** A read's result must be the reference, every float and double bit for bit. */
    public void checkRead(Object result) {
        Exact.check(what + " read", reference, result);
    }

    /** What a write wrote must read back, through the same codec, as the reference. */
    public void checkWritten(byte[] written) throws IOException {
        Exact.check(what + " write (re-read)", reference, codec.read(written));
    }

    /**
     * Verifies benchmark {@code read<Name>} (its result) or {@code write<Name>} (what it wrote, captured by
     * {@code sink}) of the fixture that {@code byName} names {@code <Name>}; any other benchmark has no check.
     */
    public static void verify(Verifiable bench, String benchmark, Object result, ByteSink sink,
                              Map<String, CodecFixture<?>> byName) throws IOException {
        for (Map.Entry<String, CodecFixture<?>> e : byName.entrySet()) {
            if (benchmark.equals("read" + e.getKey())) {
                e.getValue().checkRead(result);
                return;
            }
            if (benchmark.equals("write" + e.getKey())) {
                e.getValue().checkWritten(sink.takeCaptured());
                return;
            }
        }
        throw Verifiable.noCheckFor(bench, benchmark);
    }
}
