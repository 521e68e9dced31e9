package dev.jfpbench.core.lib;

import java.util.EnumMap;
import java.util.Map;

/**
 * The read side of a library benchmark: each dataset's JSON bytes in memory (prepared at setup) and each
 * result checked against the reference, through the codec's {@link LibCodec#toModel} for tree readers.
 */
public abstract class LibReadSupport extends LibBenchmark {
    private final Map<LibDataset, byte[]> inputs = new EnumMap<>(LibDataset.class);

    /** Loads every dataset's bytes and makes the codecs. */
    protected final void prepareInputs() throws Exception {
        makeCodecs();
        for (LibDataset d : LibDataset.values()) {
            inputs.put(d, d.json());
        }
    }

    protected final byte[] input(LibDataset dataset) {
        return inputs.get(dataset);
    }

    /** How the codec of {@code mode} reads {@code dataset}. */
    protected final LibCodec.Reader reader(LibMode mode, LibDataset dataset) throws Exception {
        return codec(mode).reader(dataset);
    }

    @Override
    public long bytesPerOp(String benchmark) {
        return input(measured(benchmark).dataset).length;
    }

    @Override
    public void verify(String benchmark, Object result) throws Exception {
        Measured m = measured(benchmark);
        check(benchmark, m, m.codec.toModel(m.dataset, result));
    }
}
