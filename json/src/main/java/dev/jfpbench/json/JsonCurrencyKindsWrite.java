package dev.jfpbench.json;

import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.JacksonIo;
import dev.jfpbench.core.bench.MeasuredMethod;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * The JSON currency written to each kind of output Jackson offers ({@code -p output=STREAM|BYTES|STRING}), Default
 * vs Fast. {@code STREAM} is what {@code JsonStdWriteVanilla.writeCurrencyPojo*} does (the no-op counting stream);
 * {@code BYTES} and {@code STRING} build the whole document per call, {@code STRING} through Jackson's char-based
 * generator. Expect the allocating kinds slower by about the same amount for Default and Fast.
 */
public class JsonCurrencyKindsWrite extends BenchmarkDefaults implements Verifiable {
    @Param({"STREAM", "BYTES", "STRING"})
    public JacksonIo.Output output;

    private final ByteSink sink = new ByteSink();
    private Currency currency;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;

    /** Only the measured configuration's writer is made in a measured fork. */
    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        currency = References.currency();
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            writerDefault = JsonFormat.INSTANCE.mapper(FpConfig.DEFAULT).writerFor(Currency.class);
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            writerFast = JsonFormat.INSTANCE.mapper(FpConfig.FAST).writerFor(Currency.class);
        }
    }

    // 163 doubles formatted by the JDK's Double.toString
    @Benchmark
    public Object writeDefault() throws IOException {
        return output.write(writerDefault, currency, sink);
    }

    // the same with the Schubfach writer
    @Benchmark
    public Object writeFast() throws IOException {
        return output.write(writerFast, currency, sink);
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    /** What was written is read back by the reference reader (the JDK's parse) and must be the reference. */
    @Override
    public void verify(String benchmark, Object result) {
        switch (benchmark) {
            case "writeDefault":
            case "writeFast":
                byte[] written = JacksonIo.Output.bytesOf(result, sink);
                Exact.check("JSON currency " + benchmark + " to " + output + " (re-read)", References.currency(),
                        References.read(written, Currency.class));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
