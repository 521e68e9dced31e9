package dev.jfpbench.compress;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CompressionTest {
    static final byte[] TEXT = "{\"rates\":{\"EUR\":0.8607,\"GBP\":0.7615,\"JPY\":157.12,\"EUR2\":0.8607,\"GBP2\":0.7615}}".getBytes(StandardCharsets.UTF_8);

    static byte[] compress(Compression c, byte[] raw) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (OutputStream out = c.out(buffer)) {
            out.write(raw);
        }
        return buffer.toByteArray();
    }

    static byte[] decompress(Compression c, byte[] compressed) throws IOException {
        try (InputStream in = c.in(new ByteArrayInputStream(compressed))) {
            return in.readAllBytes();
        }
    }

    @Test
    void eachCompressionRoundTripsAndIsRecognisable() throws IOException {
        for (Compression c : Compression.values()) {
            byte[] compressed = compress(c, TEXT);
            assertThat(decompress(c, compressed)).isEqualTo(TEXT);
            assertThat(c.looksCompressed(compressed)).as(c.label()).isTrue();
        }
        assertThat(compress(Compression.NONE, TEXT)).isEqualTo(TEXT);
        assertThat(Compression.GZIP.looksCompressed(compress(Compression.LZF, TEXT))).isFalse();
        assertThat(Compression.LZF.looksCompressed(compress(Compression.GZIP, TEXT))).isFalse();
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
