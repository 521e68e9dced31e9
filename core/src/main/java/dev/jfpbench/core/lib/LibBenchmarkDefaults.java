package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.VectorDataset;
import org.openjdk.jmh.annotations.Param;

/**
 * The run settings of the library benchmarks (the small-document ones) and their vectors input, {@code -p vectors=}
 * as for the Jackson vector families ({@link dev.jfpbench.core.bench.VectorBenchmarkDefaults}) and through the same
 * loader ({@link VectorDataset#json(String)}, {@link VectorDataset#read}): empty, the generated dataset; else a JSON
 * file of the same shape ({@code {"data":[{"_id":...,"text":...,"emb":[floats]}]}}), checked at setup, or
 * {@code full-precision}. The read and write bases hide this field behind their {@code vectors} codec (the method
 * {@code vectors()} measures it), so they read it as {@link #vectorsParam()}.
 */
public abstract class LibBenchmarkDefaults extends BenchmarkDefaults {
    /**
     * Empty: the generated dataset (1000 x 1024). Else a JSON file of the same shape (or another shape
     * {@link VectorDataset#json(String)} takes), {@code -p vectors=/path/file.json} (or {@code full-precision}); a
     * file of another shape, or one a library cannot bind, fails at setup with one line.
     */
    @Param("")
    public String vectors;

    /** The {@code vectors} param (null or empty: the generated dataset). */
    protected final String vectorsParam() {
        return vectors;
    }

    /** Whether the vectors are other than the generated default dataset. */
    protected final boolean ownVectors() {
        return vectors != null && !vectors.isEmpty();
    }

    /** The vectors' compact JSON: the registry's for the default, else the file's (shape checked). */
    protected final byte[] vectorsInput() {
        return ownVectors() ? VectorDataset.json(vectors) : Dataset.VECTORS.json();
    }

    /** The vectors' reference, read by the JDK's parsing: the registry's for the default, else the file's. */
    protected final Object vectorsReference(byte[] json) {
        return ownVectors() ? VectorDataset.read(json, vectors) : Dataset.VECTORS.reference();
    }
}
