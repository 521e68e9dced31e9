package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;

import static dev.jfpbench.core.lib.LibDataset.CURRENCY;
import static dev.jfpbench.core.lib.LibDataset.MEDIA_ITEM;
import static dev.jfpbench.core.lib.LibDataset.VECTORS;

/**
 * Writes each dataset (its value made at setup) to a no-op stream with a library in its one configuration:
 * {@code currency}, {@code mediaItem}, {@code vectors}. A library module binds only its {@link LibCodec}.
 */
public abstract class LibWriteBase extends LibWriteSupport {
    private LibCodec.Writer currency;
    private Object currencyValue;
    private LibCodec.Writer mediaItem;
    private Object mediaItemValue;
    private LibCodec.Writer vectors;
    private Object vectorsValue;

    /** The library in its one (exact) configuration. */
    protected abstract LibCodec codec() throws Exception;

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        byMode.put(LibMode.ONLY, codec());
    }

    @Setup
    public void setUp() throws Exception {
        makeCodecs();
        currency = writer(LibMode.ONLY, CURRENCY);
        currencyValue = value(LibMode.ONLY, CURRENCY);
        mediaItem = writer(LibMode.ONLY, MEDIA_ITEM);
        mediaItemValue = value(LibMode.ONLY, MEDIA_ITEM);
        vectors = writer(LibMode.ONLY, VECTORS);
        vectorsValue = value(LibMode.ONLY, VECTORS);
    }

    @Benchmark
    public ByteSink currency() throws Exception {
        currency.write(currencyValue, sink);
        return sink;
    }

    @Benchmark
    public ByteSink mediaItem() throws Exception {
        mediaItem.write(mediaItemValue, sink);
        return sink;
    }

    /** 13 MB per call (0.1 to 3 s): the vector settings of {@code VectorBenchmarkDefaults} (1 fork, 2 s iterations). */
    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public ByteSink vectors() throws Exception {
        vectors.write(vectorsValue, sink);
        return sink;
    }
}
