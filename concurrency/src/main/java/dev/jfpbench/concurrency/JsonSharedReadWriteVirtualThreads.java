package dev.jfpbench.concurrency;

import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Threads;

/**
 * The methods of {@code JsonSharedReadWriteMaxThreads} on as many virtual threads, mounted on as many carrier threads
 * (JMH's virtual executor, JDK 21+: the runner leaves this class out on an older JDK, one line saying so). The
 * measured loop is JMH's usual one (it yields only while a thread waits for the others, outside the measurement).
 * Expect its per-thread ratio over {@code JsonSharedReadWrite1Thread} near {@code JsonSharedReadWriteMaxThreads}'s; a
 * gap is what running on virtual threads costs Jackson, e.g. its per-thread buffer recycling.
 */
@Threads(Threads.MAX)
@Fork(jvmArgsPrepend = VirtualThreads.JMH_EXECUTOR)
public class JsonSharedReadWriteVirtualThreads extends SharedReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
