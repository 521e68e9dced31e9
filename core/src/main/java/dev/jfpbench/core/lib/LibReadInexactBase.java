package dev.jfpbench.core.lib;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;
import java.util.Set;

import static dev.jfpbench.core.lib.LibDataset.CURRENCY;
import static dev.jfpbench.core.lib.LibDataset.VECTORS;

/**
 * {@link LibReadBase} for a library whose default floating point is not exact but which has an exact mode:
 * {@code currency}/{@code vectors} measure the exact mode, {@code currencyInexact}/{@code vectorsInexact} the
 * default one, flagged in the name. (The media item has no floating point: one mode suffices.)
 */
public abstract class LibReadInexactBase extends LibReadBase {
    private byte[] currencyInput;
    private byte[] vectorsInput;
    private LibCodec.Reader currencyInexact;
    private LibCodec.Reader vectorsInexact;

    /** The library in its default, inexact, floating-point mode. */
    protected abstract LibCodec inexactCodec() throws Exception;

    /** Where the inexact mode really differs from the reference on reads (see {@link LibBenchmark#inexactOn()}). */
    @Override
    protected abstract Set<LibDataset> inexactOn();

    @Override
    protected void codecs(Map<LibMode, LibCodec> byMode) throws Exception {
        super.codecs(byMode);
        byMode.put(LibMode.INEXACT, inexactCodec());
    }

    @Override
    protected void prepare() throws Exception {
        super.prepare();
        currencyInput = input(CURRENCY);
        vectorsInput = input(VECTORS);
        currencyInexact = reader(LibMode.INEXACT, CURRENCY);
        vectorsInexact = reader(LibMode.INEXACT, VECTORS);
    }

    @Benchmark
    public Object currencyInexact() throws Exception {
        return currencyInexact.read(currencyInput);
    }

    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Object vectorsInexact() throws Exception {
        return vectorsInexact.read(vectorsInput);
    }
}
