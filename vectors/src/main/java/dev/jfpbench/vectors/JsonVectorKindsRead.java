package dev.jfpbench.vectors;

import com.fasterxml.jackson.databind.ObjectReader;
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
import java.nio.charset.StandardCharsets;

/**
 * The JSON vectors (1,024,000 floats) read from each kind of input Jackson takes ({@code -p input=BYTES|STREAM|STRING|READER}),
 * Default vs Fast. {@code BYTES} is what {@code VectorHeavyReadWrite.defaultRead/fastFPRead} read; {@code STRING}
 * and {@code READER} go through Jackson's char-based parser, another floating-point code path. Expect Fast about
 * 2x Default for every kind if FastDoubleParser's gain does not depend on the parser.
 */
public class JsonVectorKindsRead extends VectorBenchmarkDefaults implements Verifiable {
    @Param({"BYTES", "STREAM", "STRING", "READER"})
    public JacksonIo.Input input;

    private byte[] bytes;
    private String text;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;

    /** Only the measured configuration's reader is made in a measured fork; the input is the file's bytes as given. */
    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        bytes = vectorsJson();
        text = new String(bytes, StandardCharsets.UTF_8);
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            readerDefault = JsonFormat.INSTANCE.mapper(FpConfig.DEFAULT).readerFor(VectorDocs.class);
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            readerFast = JsonFormat.INSTANCE.mapper(FpConfig.FAST).readerFor(VectorDocs.class);
        }
    }

    // every float parsed by the JDK's Float.parseFloat
    @Benchmark
    public VectorDocs readDefault() throws IOException {
        return input.read(readerDefault, bytes, text);
    }

    // the same with FastDoubleParser
    @Benchmark
    public VectorDocs readFast() throws IOException {
        return input.read(readerFast, bytes, text);
    }

    @Override
    public void verify(String benchmark, Object result) {
        switch (benchmark) {
            case "readDefault":
            case "readFast":
                // a fresh reference, read apart (the JDK's parsing): nothing the benchmark did can have touched it
                Exact.check("JSON " + vectorsName() + " " + benchmark + " from " + input, VectorDataset.read(vectorsJson(), vectorsName()), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
