package dev.jfpbench.libs.jsontools;

import dev.jfpbench.core.lib.LibReadBase;
import dev.jfpbench.core.lib.Library;
import org.openjdk.jmh.annotations.Benchmark;

import java.io.IOException;

/**
 * Json-tools, parsing into its own tree ({@link JsonToolsTreeCodec}) with its ANTLR 2 parser: decimals as
 * {@code BigDecimal}, so expect it slow on every number. The small documents only: it cannot parse an exponent written
 * with an upper-case {@code E}, which the vectors have (see {@code JsonToolsExponentTest}).
 */
public class LibJsonToolsTreeRead extends LibReadBase {
    @Override
    protected Library library() {
        return Library.named("Json-tools (tree)").only(JsonToolsTreeCodec::new);
    }

    // 163 decimal doubles, most with 2-4 decimals: the library's double parsing
    @Benchmark
    public Object currency() throws IOException {
        return currency.read(currencyJson);
    }

    // no floating point: the library's parsing alone, the control
    @Benchmark
    public Object mediaItem() throws IOException {
        return mediaItem.read(mediaItemJson);
    }

    // 100 rows of ints, longs, booleans and strings, no floating point: the library's parsing of many small objects
    @Benchmark
    public Object table() throws IOException {
        return table.read(tableJson);
    }
}
