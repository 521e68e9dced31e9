package dev.jfpbench.core.bench;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * An in-memory {@link OutputStream} whose array is kept across operations: {@link #reset()} only rewinds.
 * Unlike {@link java.io.ByteArrayOutputStream} it is not synchronized and hands out its array without a copy,
 * so a write-then-read benchmark measures the library, not a 13 MB copy and its garbage.
 */
public final class ReusableBuffer extends OutputStream {
    private byte[] bytes;
    private int size;

    public ReusableBuffer(int capacity) {
        bytes = new byte[capacity];
    }

    @Override
    public void write(int b) {
        ensureCapacity(size + 1);
        bytes[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        ensureCapacity(size + len);
        System.arraycopy(b, off, bytes, size, len);
        size += len;
    }

    /** Grows (outside the measurement, ideally) so that {@code capacity} bytes fit without reallocation. */
    public void ensureCapacity(int capacity) {
        if (capacity > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(capacity, bytes.length * 2));
        }
    }

    /** Forget the content, keep the array. */
    public void reset() {
        size = 0;
    }

    /** The backing array: valid from 0 to {@link #size()}. */
    public byte[] array() {
        return bytes;
    }

    public int size() {
        return size;
    }
}
