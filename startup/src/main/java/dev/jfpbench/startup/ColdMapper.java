package dev.jfpbench.startup;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A library's mapper as start-up meets it. Only JDK types here: a benchmark class names an implementation
 * in {@code new} alone, so the implementation, and through it the library, is loaded when the measured method
 * runs, not when JMH sets the benchmark up.
 */
public interface ColdMapper {

    <T> T read(byte[] json, Class<T> type) throws IOException;

    void write(Object value, OutputStream out) throws IOException;

    /** The configuration the mapper really has (features, modules), read back from it: what tests check. */
    String describe();
}
