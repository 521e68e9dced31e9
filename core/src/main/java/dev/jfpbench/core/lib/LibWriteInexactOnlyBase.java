package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;
import java.util.Set;

import static dev.jfpbench.core.lib.LibDataset.CURRENCY;
import static dev.jfpbench.core.lib.LibDataset.MEDIA_ITEM;
import static dev.jfpbench.core.lib.LibDataset.VECTORS;

/**
 * Writes (to a no-op stream) with a library that has no exact floating-point mode at all: its floating-point datasets are measured
 * and flagged ({@code currencyInexact}, {@code vectorsInexact}); the media item, which has none, is
 * {@code mediaItem} as everywhere.
 */
public abstract class LibWriteInexactOnlyBase extends LibWriteSupport {
    private LibCodec.Writer currencyInexact;
    private Object currencyInexactValue;
    private LibCodec.Writer mediaItem;
    private Object mediaItemValue;
    private LibCodec.Writer vectorsInexact;
    private Object vectorsInexactValue;

    /** The library in its (only, inexact) configuration. */
    protected abstract LibCodec codec() throws Exception;

    /** Where it really differs from the reference on writes, as re-read by the reference (see {@link LibBenchmark#inexactOn()}). */
    @Override
    protected abstract Set<LibDataset> inexactOn();

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        LibCodec codec = codec();
        byMode.put(LibMode.ONLY, codec);
        byMode.put(LibMode.INEXACT, codec);
    }

    @Setup
    public void setUp() throws Exception {
        makeCodecs();
        currencyInexact = writer(LibMode.INEXACT, CURRENCY);
        currencyInexactValue = value(LibMode.INEXACT, CURRENCY);
        mediaItem = writer(LibMode.ONLY, MEDIA_ITEM);
        mediaItemValue = value(LibMode.ONLY, MEDIA_ITEM);
        vectorsInexact = writer(LibMode.INEXACT, VECTORS);
        vectorsInexactValue = value(LibMode.INEXACT, VECTORS);
    }

    @Benchmark
    public ByteSink currencyInexact() throws Exception {
        currencyInexact.write(currencyInexactValue, sink);
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
    public ByteSink vectorsInexact() throws Exception {
        vectorsInexact.write(vectorsInexactValue, sink);
        return sink;
    }
}
