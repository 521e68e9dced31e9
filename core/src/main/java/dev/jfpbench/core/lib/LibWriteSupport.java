package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.data.References;

/**
 * The write side of a library benchmark: each dataset's value made at setup (the model POJO, or the library's
 * tree of it), written to a {@link ByteSink}; what was written is re-read by the reference mapper and must
 * equal the reference.
 */
public abstract class LibWriteSupport extends LibBenchmark {
    protected final ByteSink sink = new ByteSink();

    /** What {@code mode}'s codec writes for {@code dataset}: made once, from the reference value. */
    protected final Object value(LibMode mode, LibDataset dataset) throws Exception {
        return codec(mode).fromModel(dataset, dataset.reference());
    }

    protected final LibCodec.Writer writer(LibMode mode, LibDataset dataset) throws Exception {
        return codec(mode).writer(dataset);
    }

    /** Bytes one call writes: one write, counted (asked after setup, outside any measurement). */
    @Override
    public long bytesPerOp(String benchmark) {
        Measured m = measured(benchmark);
        ByteSink counter = new ByteSink();
        try {
            m.codec.writer(m.dataset).write(m.codec.fromModel(m.dataset, m.dataset.reference()), counter);
        } catch (Exception e) {
            return -1;
        }
        return counter.count();
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws Exception {
        Measured m = measured(benchmark);
        byte[] written = sink.takeCaptured();
        Object reread;
        try {
            reread = References.MAPPER.readValue(written, m.dataset.type());
        } catch (Exception e) {
            throw new AssertionError(getClass().getSimpleName() + "." + benchmark + " (" + library() + ") wrote JSON the reference cannot read: "
                    + e.getMessage().split("\n", 2)[0] + "; output starts: " + new String(written, 0, Math.min(200, written.length), java.nio.charset.StandardCharsets.UTF_8));
        }
        check(benchmark, m, reread);
    }
}
