package dev.jfpbench.vectors;

import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.JacksonIo;
import dev.jfpbench.core.bench.MeasuredMethod;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * The JSON vectors written to each kind of output Jackson offers ({@code -p output=STREAM|BYTES|STRING}), Default vs
 * Fast. {@code STREAM} is what {@code VectorHeavyReadWrite.defaultWrite/fastFPWrite} do (the no-op counting stream);
 * {@code BYTES} and {@code STRING} build the whole 13 MB document per call, {@code STRING} through Jackson's
 * char-based generator. Expect the allocating kinds slower, the Fast/Default ratio diluted by that fixed cost.
 */
public class JsonVectorKindsWrite extends VectorBenchmarkDefaults implements Verifiable {
    @Param({"STREAM", "BYTES", "STRING"})
    public JacksonIo.Output output;

    private final ByteSink sink = new ByteSink();
    private VectorDocs docs;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;

    /** Only the measured configuration is used in a measured fork, including to read the POJO it writes. */
    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        docs = VectorDataset.read(vectorsJson(), vectorsName(), method == null ? FpConfig.DEFAULT : MeasuredMethod.config(method));
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            writerDefault = JsonFormat.INSTANCE.mapper(FpConfig.DEFAULT).writerFor(VectorDocs.class);
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            writerFast = JsonFormat.INSTANCE.mapper(FpConfig.FAST).writerFor(VectorDocs.class);
        }
    }

    // every float formatted by the JDK's Float.toString
    @Benchmark
    public Object writeDefault() throws IOException {
        return output.write(writerDefault, docs, sink);
    }

    // the same with the Schubfach writer
    @Benchmark
    public Object writeFast() throws IOException {
        return output.write(writerFast, docs, sink);
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    /** What was written is read back by the reference reader (the JDK's parse) and must be the reference, bit for bit. */
    @Override
    public void verify(String benchmark, Object result) {
        switch (benchmark) {
            case "writeDefault":
            case "writeFast":
                byte[] written = JacksonIo.Output.bytesOf(result, sink);
                Exact.check("JSON " + vectorsName() + " " + benchmark + " to " + output + " (re-read)",
                        VectorDataset.read(vectorsJson(), vectorsName()), VectorDataset.read(written, "written vectors"));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
