package dev.jfpbench.core.lib;

import dev.jfpbench.core.mapper.FpConfig;
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
 * Writes each dataset to a no-op stream with a library of the Jackson family, every fast floating-point feature off
 * ({@code ...Default}) and on ({@code ...Fast}). The media item has no floating point: its pair is a control
 * that should come out equal.
 */
public abstract class LibWriteFpBase extends LibWriteSupport {
    private LibCodec.Writer currencyDefault;
    private Object currencyDefaultValue;
    private LibCodec.Writer currencyFast;
    private Object currencyFastValue;
    private LibCodec.Writer mediaItemDefault;
    private Object mediaItemDefaultValue;
    private LibCodec.Writer mediaItemFast;
    private Object mediaItemFastValue;
    private LibCodec.Writer vectorsDefault;
    private Object vectorsDefaultValue;
    private LibCodec.Writer vectorsFast;
    private Object vectorsFastValue;

    /** The library with the floating-point features as {@code fp} says. */
    protected abstract LibCodec codec(FpConfig fp) throws Exception;

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        byMode.put(LibMode.DEFAULT, codec(FpConfig.DEFAULT));
        byMode.put(LibMode.FAST, codec(FpConfig.FAST));
    }

    @Setup
    public void setUp() throws Exception {
        makeCodecs();
        currencyDefault = writer(LibMode.DEFAULT, CURRENCY);
        currencyDefaultValue = value(LibMode.DEFAULT, CURRENCY);
        currencyFast = writer(LibMode.FAST, CURRENCY);
        currencyFastValue = value(LibMode.FAST, CURRENCY);
        mediaItemDefault = writer(LibMode.DEFAULT, MEDIA_ITEM);
        mediaItemDefaultValue = value(LibMode.DEFAULT, MEDIA_ITEM);
        mediaItemFast = writer(LibMode.FAST, MEDIA_ITEM);
        mediaItemFastValue = value(LibMode.FAST, MEDIA_ITEM);
        vectorsDefault = writer(LibMode.DEFAULT, VECTORS);
        vectorsDefaultValue = value(LibMode.DEFAULT, VECTORS);
        vectorsFast = writer(LibMode.FAST, VECTORS);
        vectorsFastValue = value(LibMode.FAST, VECTORS);
    }

    @Benchmark
    public ByteSink currencyDefault() throws Exception {
        currencyDefault.write(currencyDefaultValue, sink);
        return sink;
    }

    @Benchmark
    public ByteSink currencyFast() throws Exception {
        currencyFast.write(currencyFastValue, sink);
        return sink;
    }

    @Benchmark
    public ByteSink mediaItemDefault() throws Exception {
        mediaItemDefault.write(mediaItemDefaultValue, sink);
        return sink;
    }

    @Benchmark
    public ByteSink mediaItemFast() throws Exception {
        mediaItemFast.write(mediaItemFastValue, sink);
        return sink;
    }

    /** 13 MB per call (0.1 to 3 s): the vector settings of {@code VectorBenchmarkDefaults} (1 fork, 2 s iterations). */
    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public ByteSink vectorsDefault() throws Exception {
        vectorsDefault.write(vectorsDefaultValue, sink);
        return sink;
    }

    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public ByteSink vectorsFast() throws Exception {
        vectorsFast.write(vectorsFastValue, sink);
        return sink;
    }
}
