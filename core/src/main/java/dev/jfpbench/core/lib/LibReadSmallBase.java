package dev.jfpbench.core.lib;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

import java.util.Map;

import static dev.jfpbench.core.lib.LibDataset.CURRENCY;
import static dev.jfpbench.core.lib.LibDataset.MEDIA_ITEM;

/**
 * Reads the small documents from in-memory bytes with a library in its one configuration: {@code currency},
 * {@code mediaItem}. {@link LibReadBase} adds the vectors; this base alone is for a library that cannot read
 * them (its class says why).
 */
public abstract class LibReadSmallBase extends LibReadSupport {
    private byte[] currencyInput;
    private byte[] mediaItemInput;
    private LibCodec.Reader currency;
    private LibCodec.Reader mediaItem;

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
        currency = reader(LibMode.ONLY, CURRENCY);
        mediaItem = reader(LibMode.ONLY, MEDIA_ITEM);
        prepare();
    }

    /** Hook for subclasses that measure more: runs at the end of setup. */
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
}
