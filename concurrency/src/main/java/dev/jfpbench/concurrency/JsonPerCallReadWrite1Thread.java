package dev.jfpbench.concurrency;

import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Threads;

/**
 * One thread making its JSON mapper, reader or writer per call, beside the shared ones: the reference of the per-thread
 * scaling ratio.
 */
@Threads(1)
public class JsonPerCallReadWrite1Thread extends PerCallReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
