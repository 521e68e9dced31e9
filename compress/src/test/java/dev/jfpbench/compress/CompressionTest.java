package dev.jfpbench.compress;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CompressionTest {
    static final byte[] TEXT = "{\"rates\":{\"EUR\":0.8607,\"GBP\":0.7615,\"JPY\":157.12,\"EUR2\":0.8607,\"GBP2\":0.7615}}".getBytes(StandardCharsets.UTF_8);

    @Test
    void eachCompressionRoundTripsAndIsRecognisable() {
        for (Compression c : Compression.values()) {
            byte[] compressed = c.compress(TEXT);
            assertThat(c.decompress(compressed)).isEqualTo(TEXT);
            assertThat(c.looksCompressed(compressed)).as(c.label()).isTrue();
        }
        assertThat(Compression.NONE.compress(TEXT)).isEqualTo(TEXT);
        assertThat(Compression.GZIP.looksCompressed(Compression.LZF.compress(TEXT))).isFalse();
        assertThat(Compression.LZF.looksCompressed(Compression.GZIP.compress(TEXT))).isFalse();
        assertThat(Compression.GZIP.looksCompressed(TEXT)).isFalse();
    }

    @Test
    void aReadOffByOneUlpFails() throws Exception {
        SmileCompressedReadWrite bench = (SmileCompressedReadWrite) BenchmarkVerifier.newInstance(SmileCompressedReadWrite.class, Map.of("compression", "gzip"));
        Currency wrong = bench.readCurrency();
        wrong.rates.put("EUR", Math.nextDown(wrong.rates.get("EUR")));
        assertThatThrownBy(() -> bench.verify("readCurrency", wrong)).isInstanceOf(AssertionError.class).hasMessageContaining("rates[EUR]");
    }

    @Test
    void anUnknownCompressionIsOneClearLine() {
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(JsonCompressedReadWrite.class, Map.of("compression", "zstd")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown compression 'zstd': use none, gzip or lzf");
    }
}
