package dev.jfpbench.core.bench;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;

/**
 * Where write benchmarks write: counts bytes and drops them. Tests switch on capture to check what was
 * written; in a benchmark capture is off and the branch is never taken.
 */
public final class ByteSink extends OutputStream {
    private long count;
    private ByteArrayOutputStream captured;

    @Override
    public void write(int b) {
        count++;
        if (captured != null) {
            captured.write(b);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) {
        count += len;
        if (captured != null) {
            captured.write(b, off, len);
        }
    }

    /** Bytes written so far. */
    public long count() {
        return count;
    }

    /** Keep a copy of everything written from now on (tests only). */
    public void startCapture() {
        captured = new ByteArrayOutputStream();
    }

    /** What was written since the last call, and start afresh. */
    public byte[] takeCaptured() {
        if (captured == null) {
            throw new IllegalStateException("capture is off");
        }
        byte[] bytes = captured.toByteArray();
        captured.reset();
        return bytes;
    }
}
