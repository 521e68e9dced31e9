package dev.jfpbench.libs.qson;

import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.lib.Library;
import org.openjdk.jmh.annotations.Benchmark;

import java.io.IOException;

/**
 * QSON, run-time generated parser, through its bean adapters ({@link QsonCodec}): the small documents only. QSON
 * cannot parse numbers with an exponent, which the vectors have (see {@code QsonExponentTest}).
 */
public class LibQsonRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("QSON").only(QsonCodec::new);
    }

    // 163 decimal doubles, most with 2-4 decimals: the library's double parsing
    @Benchmark
    public Object currency() throws IOException {
        return currency.read(currencyJson);
    }

    // no floating point: the library's binding alone, the control
    @Benchmark
    public Object mediaItem() throws IOException {
        return mediaItem.read(mediaItemJson);
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: binding many small objects
    @Benchmark
    public Object table() throws IOException {
        return table.read(tableJson);
    }
}
