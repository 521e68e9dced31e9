package dev.jfpbench.concurrency;

import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Threads;

/**
 * One thread on the shared JSON mapper: the reference of the per-thread scaling ratio. Expect {@code readCurrencyDefault}
 * about {@code JsonStdReadVanilla.readCurrencyPojoDefault} (the same read, the same mapper configuration).
 */
@Threads(1)
public class JsonSharedReadWrite1Thread extends SharedReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
