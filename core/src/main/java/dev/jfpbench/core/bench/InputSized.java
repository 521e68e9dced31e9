package dev.jfpbench.core.bench;

/**
 * A benchmark class that knows how many bytes one operation of each of its methods reads or writes, so
 * reports can turn ops/s into MB/s. Asked after {@code @Setup}, outside any measurement.
 */
public interface InputSized {

    /** Bytes one call of {@code benchmark} reads (a read) or writes (a write); -1 when unknown. */
    long bytesPerOp(String benchmark);
}
