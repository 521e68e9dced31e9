package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.bench.CodecFixture;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
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

    /**
     * Reads read the dataset's own text, compressed: the committed JSON (compacted), and Smile and CBOR converted from
     * it as the uncompressed Std reads have them; not what the fast writer writes (its integer rates as 1.0).
     */
    /** The fixture a compression benchmark makes: the dataset's own text in the format, compressed. */
    static <T> CodecFixture<T> fixture(Jackson2Format format, Compression c, Dataset dataset, Class<T> type) {
        CompressedFormat f = new CompressedFormat(format, c);
        T reference = type.cast(dataset.reference());
        return CodecFixture.of(f.label() + " " + dataset.label(), f.codec(type, FpConfig.FAST), reference, f.input(dataset.json(), reference));
    }

    @Test
    void readsReadTheDatasetsOwnText() throws Exception {
        byte[] json = Dataset.CURRENCY.json();
        for (Jackson2Format format : List.of(JsonFormat.INSTANCE, SmileFormat.INSTANCE, CborFormat.INSTANCE)) {
            for (Compression c : Compression.values()) {
                CodecFixture<Currency> f = fixture(format, c, Dataset.CURRENCY, Currency.class);
                assertThat(decompress(c, f.input())).as(format.name() + " " + c.label()).isEqualTo(format.fromJson(json));
                f.checkRead(f.read());
            }
        }
        CodecFixture<Currency> jsonNone = fixture(JsonFormat.INSTANCE, Compression.NONE, Dataset.CURRENCY, Currency.class);
        assertThat(jsonNone.input()).isEqualTo(json).isNotEqualTo(JsonFormat.INSTANCE.codec(Currency.class, FpConfig.FAST).bytes(References.currency()));
        assertThat(jsonNone.writtenSize()).isEqualTo(jsonNone.size() + 18);
        CodecFixture<MediaItem> media = fixture(JsonFormat.INSTANCE, Compression.GZIP, Dataset.MEDIA_ITEM, MediaItem.class);
        assertThat(decompress(Compression.GZIP, media.input())).isEqualTo(Dataset.MEDIA_ITEM.json());
    }

    @Test
    void anUnknownCompressionIsOneClearLine() {
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(JsonCompressedReadWrite.class, Map.of("compression", "zstd")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown compression 'zstd': use none, gzip or lzf");
    }
}
