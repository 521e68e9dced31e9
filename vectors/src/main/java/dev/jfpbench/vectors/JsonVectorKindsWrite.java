package dev.jfpbench.vectors;

import dev.jfpbench.core.bench.KindsWriteBase;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.codec.FpConfig;
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
 * The JSON vectors written to each kind of output Jackson offers ({@code -p output=STREAM|BYTES|STRING}), Default vs
 * Fast. {@code STREAM} is what {@code VectorHeavyReadWrite.defaultWrite/fastFPWrite} do (the no-op counting stream);
 * {@code BYTES} and {@code STRING} build the whole 13 MB document per call, {@code STRING} through Jackson's
 * char-based generator. Expect the allocating kinds slower, the Fast/Default ratio diluted by that fixed cost.
 */
@Fork(VectorBenchmarkDefaults.FORKS)
@Warmup(iterations = VectorBenchmarkDefaults.WARMUPS, time = VectorBenchmarkDefaults.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = VectorBenchmarkDefaults.ITERATIONS, time = VectorBenchmarkDefaults.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
public class JsonVectorKindsWrite extends KindsWriteBase<VectorDocs> {
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

    // 1M floats: read with the fork's own configuration, so a Fast fork never runs the Default parser
    @Override
    protected VectorDocs value(FpConfig config) {
        return VectorDataset.read(VectorDataset.json(vectors), "vectors " + vectors, config);
    }

    @Override
    protected VectorDocs reference() {
        return VectorDataset.reference(VectorDataset.json(vectors), "vectors " + vectors);
    }

    @Override
    protected VectorDocs reread(byte[] written) {
        return VectorDataset.read(written, "written vectors");
    }
}
