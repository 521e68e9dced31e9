package dev.jfpbench.core.lib;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

import static dev.jfpbench.core.lib.LibDataset.VECTORS;

/**
 * Reads each dataset from in-memory bytes with a library in its one configuration: {@code currency},
 * {@code mediaItem}, {@code vectors}. A library module binds only its {@link LibCodec}.
 */
public abstract class LibReadBase extends LibReadSmallBase {
    private byte[] vectorsInput;
    private LibCodec.Reader vectors;

    @Override
    protected void prepare() throws Exception {
        vectorsInput = input(VECTORS);
        vectors = reader(LibMode.ONLY, VECTORS);
    }

    /** 13 MB per call (0.1 to 3 s): the vector settings of {@code VectorBenchmarkDefaults} (1 fork, 2 s iterations). */
    @Benchmark
    @Fork(1)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public Object vectors() throws Exception {
        return vectors.read(vectorsInput);
    }
}
