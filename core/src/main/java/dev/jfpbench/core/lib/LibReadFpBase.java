package dev.jfpbench.core.lib;

import dev.jfpbench.core.mapper.FpConfig;
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
 * Reads each dataset with a library of the Jackson family, every fast floating-point feature off
 * ({@code ...Default}) and on ({@code ...Fast}). The media item has no floating point: its pair is a control
 * that should come out equal.
 */
public abstract class LibReadFpBase extends LibReadSupport {
    private byte[] currencyInput;
    private byte[] mediaItemInput;
    private byte[] vectorsInput;
    private LibCodec.Reader currencyDefault;
    private LibCodec.Reader currencyFast;
    private LibCodec.Reader mediaItemDefault;
    private LibCodec.Reader mediaItemFast;
    private LibCodec.Reader vectorsDefault;
    private LibCodec.Reader vectorsFast;

    /** The library with the floating-point features as {@code fp} says. */
    protected abstract LibCodec codec(FpConfig fp) throws Exception;

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        byMode.put(LibMode.DEFAULT, codec(FpConfig.DEFAULT));
        byMode.put(LibMode.FAST, codec(FpConfig.FAST));
    }

    @Setup
    public void setUp() throws Exception {
        prepareInputs();
        currencyInput = input(CURRENCY);
        mediaItemInput = input(MEDIA_ITEM);
        vectorsInput = input(VECTORS);
        currencyDefault = reader(LibMode.DEFAULT, CURRENCY);
        currencyFast = reader(LibMode.FAST, CURRENCY);
        mediaItemDefault = reader(LibMode.DEFAULT, MEDIA_ITEM);
        mediaItemFast = reader(LibMode.FAST, MEDIA_ITEM);
        vectorsDefault = reader(LibMode.DEFAULT, VECTORS);
        vectorsFast = reader(LibMode.FAST, VECTORS);
    }

    @Benchmark
    public Object currencyDefault() throws Exception {
        return currencyDefault.read(currencyInput);
    }

    @Benchmark
    public Object currencyFast() throws Exception {
        return currencyFast.read(currencyInput);
    }

    @Benchmark
    public Object mediaItemDefault() throws Exception {
        return mediaItemDefault.read(mediaItemInput);
    }

    @Benchmark
    public Object mediaItemFast() throws Exception {
        return mediaItemFast.read(mediaItemInput);
    }

    /** 13 MB per call (0.1 to 3 s): the vector settings of {@code VectorBenchmarkDefaults} (1 fork, 2 s iterations). */
    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Object vectorsDefault() throws Exception {
        return vectorsDefault.read(vectorsInput);
    }

    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Object vectorsFast() throws Exception {
        return vectorsFast.read(vectorsInput);
    }
}
