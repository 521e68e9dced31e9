package dev.jfpbench.core.lib;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;

import static dev.jfpbench.core.lib.LibDataset.CURRENCY;
import static dev.jfpbench.core.lib.LibDataset.MEDIA_ITEM;
import static dev.jfpbench.core.lib.LibDataset.VECTORS;

/**
 * Reads each dataset from in-memory bytes with a library in its one configuration: {@code currency},
 * {@code mediaItem}, {@code vectors}. A library module binds only its {@link LibCodec}.
 */
public abstract class LibReadBase extends LibReadSupport {
    private byte[] currencyInput;
    private byte[] mediaItemInput;
    private byte[] vectorsInput;
    private LibCodec.Reader currency;
    private LibCodec.Reader mediaItem;
    private LibCodec.Reader vectors;

    /** The library in its one (exact) configuration. */
    protected abstract LibCodec codec() throws Exception;

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        byMode.put(LibMode.ONLY, codec());
    }

    @Setup
    public void setUp() throws Exception {
        prepareInputs();
        currencyInput = input(CURRENCY);
        mediaItemInput = input(MEDIA_ITEM);
        vectorsInput = input(VECTORS);
        currency = reader(LibMode.ONLY, CURRENCY);
        mediaItem = reader(LibMode.ONLY, MEDIA_ITEM);
        vectors = reader(LibMode.ONLY, VECTORS);
        prepare();
    }

    /** Hook for subclasses that measure more modes: runs at the end of setup. */
    protected void prepare() throws Exception {
    }

    @Benchmark
    public Object currency() throws Exception {
        return currency.read(currencyInput);
    }

    @Benchmark
    public Object mediaItem() throws Exception {
        return mediaItem.read(mediaItemInput);
    }

    /** 13 MB per call (10-500 ms): longer iterations than the small documents' 1 s. */
    @Benchmark
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Object vectors() throws Exception {
        return vectors.read(vectorsInput);
    }
}
