package dev.jfpbench.json;

import com.fasterxml.jackson.databind.ObjectReader;
import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.bench.JacksonIo;
import dev.jfpbench.core.bench.MeasuredMethod;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The JSON currency read from each kind of input Jackson takes ({@code -p input=BYTES|STREAM|STRING|READER}),
 * Default vs Fast. {@code BYTES} is what {@code JsonStdReadVanilla.readCurrencyPojo*} reads; {@code STRING} and
 * {@code READER} go through Jackson's char-based parser, a different floating-point code path. Expect the byte
 * kinds alike and the char kinds a little slower; whether Fast/Default moves with the kind is the question.
 */
public class JsonCurrencyKindsRead extends BenchmarkDefaults implements Verifiable {
    @Param({"BYTES", "STREAM", "STRING", "READER"})
    public JacksonIo.Input input;

    private byte[] bytes;
    private String text;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;

    /** Only the measured configuration's reader is made in a measured fork. */
    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        bytes = Dataset.CURRENCY.json();
        text = new String(bytes, StandardCharsets.UTF_8);
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            readerDefault = JsonFormat.INSTANCE.mapper(FpConfig.DEFAULT).readerFor(Currency.class);
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            readerFast = JsonFormat.INSTANCE.mapper(FpConfig.FAST).readerFor(Currency.class);
        }
    }

    // 163 decimal rates parsed by the JDK's parser
    @Benchmark
    public Currency readDefault() throws IOException {
        return input.read(readerDefault, bytes, text);
    }

    // the same with FastDoubleParser
    @Benchmark
    public Currency readFast() throws IOException {
        return input.read(readerFast, bytes, text);
    }

    @Override
    public void verify(String benchmark, Object result) {
        switch (benchmark) {
            case "readDefault":
            case "readFast":
                Exact.check("JSON currency " + benchmark + " from " + input, References.currency(), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
