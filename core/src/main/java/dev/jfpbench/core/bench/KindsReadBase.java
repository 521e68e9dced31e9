package dev.jfpbench.core.bench;

import com.fasterxml.jackson.databind.ObjectReader;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * One JSON document read through each kind of input Jackson takes ({@code -p input=BYTES|STREAM|STRING|READER},
 * {@link JacksonIo.Input}), Default vs Fast. A leaf says which document and model class; {@code BYTES} is what the
 * family's plain read reads. Only the measured configuration's reader is made in a measured fork.
 */
public abstract class KindsReadBase<T> extends BenchmarkDefaults implements Verifiable {
    @Param({"BYTES", "STREAM", "STRING", "READER"})
    public JacksonIo.Input input;

    private byte[] bytes;
    private String text;
    private ObjectReader readerDefault;
    private ObjectReader readerFast;

    /** The format (JSON: the kinds are Jackson's text inputs). */
    protected abstract Jackson2Format format();

    /** The model class read. */
    protected abstract Class<T> type();

    /** The document, as given (compact JSON). */
    protected abstract byte[] json();

    /** A fresh reference of the document, read apart by the JDK's parsing: nothing a benchmark did can touch it. */
    protected abstract T reference();

    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        bytes = json();
        text = new String(bytes, StandardCharsets.UTF_8);
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            readerDefault = format().mapper(FpConfig.DEFAULT).readerFor(type());
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            readerFast = format().mapper(FpConfig.FAST).readerFor(type());
        }
    }

    // every number parsed by the JDK's parser
    @Benchmark
    public T readDefault() throws IOException {
        return input.read(readerDefault, bytes, text);
    }

    // the same with FastDoubleParser
    @Benchmark
    public T readFast() throws IOException {
        return input.read(readerFast, bytes, text);
    }

    @Override
    public void verify(String benchmark, Object result) {
        switch (benchmark) {
            case "readDefault":
            case "readFast":
                Exact.check(getClass().getSimpleName() + "." + benchmark + " from " + input, reference(), result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
