package dev.jfpbench.concurrency;

import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Threads;

/**
 * As many threads as the fork's JVM has CPUs ({@code Threads.MAX}; the result's {@code threads} says how many) on one
 * shared JSON mapper: every CPU busy with it. Per thread over {@code JsonSharedReadWrite1Thread}: below 1.00 by what
 * sharing Jackson costs and by what the machine loses at full load (memory bandwidth, turbo, a second hardware thread).
 */
@Threads(Threads.MAX)
public class JsonSharedReadWriteMaxThreads extends SharedReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
