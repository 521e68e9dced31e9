package dev.jfpbench.concurrency;

import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Threads;

/**
 * Two threads on one shared JSON mapper at once. Per thread over {@code JsonSharedReadWrite1Thread}: about 1.00 when
 * Jackson's shared state costs nothing and the machine has two CPUs free for them; below, what sharing costs.
 */
@Threads(2)
public class JsonSharedReadWrite2Threads extends SharedReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
