package dev.jfpbench.core.lib;

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
 * Reads with a library that has no exact floating-point mode at all: its floating-point datasets are measured
 * and flagged ({@code currencyInexact}, {@code vectorsInexact}); the media item, which has none, is
 * {@code mediaItem} as everywhere.
 */
public abstract class LibReadInexactOnlyBase extends LibReadSupport {
    private byte[] currencyInput;
    private byte[] mediaItemInput;
    private byte[] vectorsInput;
    private LibCodec.Reader currencyInexact;
    private LibCodec.Reader mediaItem;
    private LibCodec.Reader vectorsInexact;

    /** The library in its (only, inexact) configuration. */
    protected abstract LibCodec codec() throws Exception;

    /** Where it really differs from the reference on reads (see {@link LibBenchmark#inexactOn()}). */
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
        prepareInputs();
        currencyInput = input(CURRENCY);
        mediaItemInput = input(MEDIA_ITEM);
        vectorsInput = input(VECTORS);
        currencyInexact = reader(LibMode.INEXACT, CURRENCY);
        mediaItem = reader(LibMode.ONLY, MEDIA_ITEM);
        vectorsInexact = reader(LibMode.INEXACT, VECTORS);
    }

    @Benchmark
    public Object currencyInexact() throws Exception {
        return currencyInexact.read(currencyInput);
    }

    @Benchmark
    public Object mediaItem() throws Exception {
        return mediaItem.read(mediaItemInput);
    }

    /** 13 MB per call (0.1 to 3 s): the vector settings of {@code VectorBenchmarkDefaults} (1 fork, 2 s iterations). */
    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Object vectorsInexact() throws Exception {
        return vectorsInexact.read(vectorsInput);
    }
}
