package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * Writes of the currency, media item and table POJOs to a {@link ByteSink} (counts, keeps nothing), default vs fast
 * floating point, through the {@link Codec}s of a {@link JacksonFormat} (a Jackson 2 or a Jackson 3 format). The sink is returned so
 * JMH consumes it. Jackson 3 sorts properties alphabetically by default, so its bytes come in another order than
 * Jackson 2's; the count is the same and what they read back to is checked.
 */
public abstract class StdWriteVanillaBase extends BenchmarkDefaults implements Verifiable, InputSized {
    private final ByteSink sink = new ByteSink();
    private Currency currency;
    private MediaItem mediaItem;
    private Table table;
    private Codec<Currency> currencyDefault;
    private Codec<Currency> currencyFast;
    private Codec<MediaItem> mediaWriter;
    private Codec<Table> tableWriter;

    /** The format under test. */
    protected abstract JacksonFormat format();

    @Setup
    public void setUp(BenchmarkParams params) {
        currency = References.currency();
        mediaItem = References.mediaItem();
        JacksonFormat format = format();
        currencyDefault = format.codec(Currency.class, FpConfig.DEFAULT);
        currencyFast = format.codec(Currency.class, FpConfig.FAST);
        mediaWriter = format.codec(MediaItem.class, FpConfig.DEFAULT);
        // only a table fork (or the verifier, no params) prepares the table: other forks never touch it
        if (MeasuredMethod.needsTable(MeasuredMethod.of(params))) {
            table = References.table();
            tableWriter = format.codec(Table.class, FpConfig.DEFAULT);
        }
    }

    @Benchmark
    public ByteSink writeCurrencyPojoDefault() throws IOException {
        currencyDefault.write(currency, sink);
        return sink;
    }

    @Benchmark
    public ByteSink writeCurrencyPojoFast() throws IOException {
        currencyFast.write(currency, sink);
        return sink;
    }

    @Benchmark
    public ByteSink writePojoMediaItem() throws IOException {
        mediaWriter.write(mediaItem, sink);
        return sink;
    }

    /** No floating point in the table: one mapper, a mid-sized (about 17 KB) non-float control. */
    @Benchmark
    public ByteSink writePojoTable() throws IOException {
        tableWriter.write(table, sink);
        return sink;
    }

    @Override
    public long bytesPerOp(String benchmark) {
        // Counted here, outside any measured fork (the sizes tool's own JVM): a Fast fork never runs the Default writer.
        try {
            if (benchmark.contains("Table")) {
                return tableWriter.bytes(table).length;
            }
            return benchmark.contains("Media") ? mediaWriter.bytes(mediaItem).length : currencyDefault.bytes(currency).length;
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    @Override
    public void verify(String benchmark, Object result) throws IOException {
        String what = format().label() + " " + benchmark;
        switch (benchmark) {
            case "writeCurrencyPojoDefault":
            case "writeCurrencyPojoFast":
                Exact.check(what + " (re-read)", References.currency(), format().codec(Currency.class, FpConfig.DEFAULT).read(sink.takeCaptured()));
                return;
            case "writePojoMediaItem":
                Exact.check(what + " (re-read)", References.mediaItem(), format().codec(MediaItem.class, FpConfig.DEFAULT).read(sink.takeCaptured()));
                return;
            case "writePojoTable":
                Exact.check(what + " (re-read)", References.table(), format().codec(Table.class, FpConfig.DEFAULT).read(sink.takeCaptured()));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
