package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;
import java.util.Set;

import static dev.jfpbench.core.lib.LibDataset.CURRENCY;
import static dev.jfpbench.core.lib.LibDataset.VECTORS;

/**
 * {@link LibWriteBase} for a library whose default floating point is not exact but which has an exact mode:
 * {@code currency}/{@code vectors} measure the exact mode, {@code currencyInexact}/{@code vectorsInexact} the
 * default one, flagged in the name. (The media item has no floating point: one mode suffices.)
 */
public abstract class LibWriteInexactBase extends LibWriteBase {
    private LibCodec.Writer currencyInexact;
    private Object currencyInexactValue;
    private LibCodec.Writer vectorsInexact;
    private Object vectorsInexactValue;

    /** The library in its default, inexact, floating-point mode. */
    protected abstract LibCodec inexactCodec() throws Exception;

    /** Where the inexact mode really differs from the reference on writes, as re-read by the reference
     * (see {@link LibBenchmark#inexactOn()}). */
    @Override
    protected abstract Set<LibDataset> inexactOn();

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        super.codecs(byMode);
        byMode.put(LibMode.INEXACT, inexactCodec());
    }

    @Override
    protected void prepare() throws Exception {
        currencyInexact = writer(LibMode.INEXACT, CURRENCY);
        currencyInexactValue = value(LibMode.INEXACT, CURRENCY);
        vectorsInexact = writer(LibMode.INEXACT, VECTORS);
        vectorsInexactValue = value(LibMode.INEXACT, VECTORS);
    }

    @Benchmark
    public ByteSink currencyInexact() throws Exception {
        currencyInexact.write(currencyInexactValue, sink);
        return sink;
    }

    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public ByteSink vectorsInexact() throws Exception {
        vectorsInexact.write(vectorsInexactValue, sink);
        return sink;
    }
}
