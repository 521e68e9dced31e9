package dev.jfpbench.core.bench;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * An in-memory buffer a write-then-read benchmark writes to and reads back from without copying: {@link #reset}
 * before each write, then read {@link #array()} from 0 to {@link #size()}. It grows to the largest document
 * once, so a steady-state operation allocates nothing here. Not thread-safe (one per benchmark state).
 */
public final class ReusableBuffer extends OutputStream {
    private byte[] buf;
    private int size;

    public ReusableBuffer() {
        this(1 << 16);
    }

    public ReusableBuffer(int initialCapacity) {
        buf = new byte[initialCapacity];
    }

    @Override
    public void write(int b) {
        ensure(size + 1);
        buf[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        ensure(size + len);
        System.arraycopy(b, off, buf, size, len);
        size += len;
    }

    /** Forget the content, keep the memory. */
    public ReusableBuffer reset() {
        size = 0;
        return this;
    }

    /** The backing array: valid from 0 to {@link #size()}, until the next write. */
    public byte[] array() {
        return buf;
    }

    /** Bytes written since the last {@link #reset}. */
    public int size() {
        return size;
    }

    /** A copy of the content (tests only). */
    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }

    private void ensure(int needed) {
        if (needed > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(needed, buf.length * 2));
        }
    }
}
