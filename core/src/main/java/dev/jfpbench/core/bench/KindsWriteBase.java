package dev.jfpbench.core.bench;

import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * One POJO written to each kind of output Jackson offers ({@code -p output=STREAM|BYTES|STRING},
 * {@link JacksonIo.Output}), Default vs Fast. {@code STREAM} is what the family's plain write does (the no-op
 * counting stream). A measured fork makes only its configuration's writer and reads the POJO it writes with that
 * configuration too.
 */
public abstract class KindsWriteBase<T> extends BenchmarkDefaults implements Verifiable {
    @Param({"STREAM", "BYTES", "STRING"})
    public JacksonIo.Output output;

    private final ByteSink sink = new ByteSink();
    private T value;
    private ObjectWriter writerDefault;
    private ObjectWriter writerFast;

    /** The format (JSON: the kinds are Jackson's text outputs). */
    protected abstract Jackson2Format format();

    /** The model class written. */
    protected abstract Class<T> type();

    /** The value to write, read in {@code config}. */
    protected abstract T value(FpConfig config);

    /** A fresh reference of the value, read apart by the JDK's parsing. */
    protected abstract T reference();

    /** Reads written bytes back with the reference reader. */
    protected abstract T reread(byte[] written);

    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        value = value(MeasuredMethod.own(method));
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            writerDefault = format().mapper(FpConfig.DEFAULT).writerFor(type());
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            writerFast = format().mapper(FpConfig.FAST).writerFor(type());
        }
    }

    // every number formatted by the JDK's Double.toString/Float.toString
    @Benchmark
    public Object writeDefault() throws IOException {
        return output.write(writerDefault, value, sink);
    }

    // the same with the Schubfach writer
    @Benchmark
    public Object writeFast() throws IOException {
        return output.write(writerFast, value, sink);
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
                Exact.check(getClass().getSimpleName() + "." + benchmark + " to " + output + " (re-read)", reference(), reread(written));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
