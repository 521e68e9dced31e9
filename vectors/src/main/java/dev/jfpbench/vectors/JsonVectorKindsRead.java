package dev.jfpbench.vectors;

import dev.jfpbench.core.bench.KindsReadBase;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Warmup;
import java.util.concurrent.TimeUnit;

/**
 * The JSON vectors (1,024,000 floats) read from each kind of input Jackson takes ({@code -p input=BYTES|STREAM|STRING|READER}),
 * Default vs Fast. {@code BYTES} is what {@code VectorHeavyReadWrite.defaultRead/fastFPRead} read; {@code STRING}
 * and {@code READER} go through Jackson's char-based parser, another floating-point code path. Expect Fast about
 * 2x Default for every kind if FastDoubleParser's gain does not depend on the parser. Run settings of the vectors.
 */
@Fork(VectorBenchmarkDefaults.FORKS)
@Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
public class JsonVectorKindsRead extends KindsReadBase<VectorDocs> {
    /** Empty: the generated dataset; {@code full-precision}; or a file of the same shape. */
    @Param("")
    public String vectors;

    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }

    @Override
    protected Class<VectorDocs> type() {
        return VectorDocs.class;
    }

    @Override
    protected byte[] json() {
        return VectorDataset.json(vectors);
    }

    @Override
    protected VectorDocs reference() {
        return VectorDataset.reference(VectorDataset.json(vectors), "vectors " + vectors);
    }
}
