package dev.jfpbench.concurrency;

import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Threads;

/**
 * As many threads as the fork's JVM has CPUs making their JSON mapper, reader or writer per call: per thread over
 * {@code JsonPerCallReadWrite1Thread}, whether what the per-call paths share (the shared mapper's caches, Jackson's
 * type factory) makes the threads wait.
 */
@Threads(Threads.MAX)
public class JsonPerCallReadWriteMaxThreads extends PerCallReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
