package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
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

    /**
     * Reads read the dataset's own text, compressed: the committed JSON (compacted), and Smile and CBOR converted from
     * it as the uncompressed Std reads have them; not what the fast writer writes (its integer rates as 1.0).
     */
    @Test
    void readsReadTheDatasetsOwnText() throws Exception {
        byte[] json = References.json(Datasets.CURRENCY);
        for (DataFormat format : List.of(JsonFormat.INSTANCE, SmileFormat.INSTANCE, CborFormat.INSTANCE)) {
            for (Compression c : Compression.values()) {
                CodecFixture<Currency> f = Compressed.fixture(format, c.label(), "currency", Currency.class, References.currency());
                assertThat(c.decompress(f.input())).as(format.name() + " " + c.label()).isEqualTo(format.fromJson(json));
                f.checkRead(f.read());
            }
        }
        CodecFixture<Currency> jsonNone = Compressed.fixture(JsonFormat.INSTANCE, "none", "currency", Currency.class, References.currency());
        assertThat(jsonNone.input()).isEqualTo(json).isNotEqualTo(Compressed.codec(JsonFormat.INSTANCE, Currency.class).bytes(References.currency()));
        assertThat(jsonNone.writtenSize()).isEqualTo(jsonNone.size() + 18);
        CodecFixture<MediaItem> media = Compressed.fixture(JsonFormat.INSTANCE, "gzip", "media-item", MediaItem.class, References.mediaItem());
        assertThat(Compression.GZIP.decompress(media.input())).isEqualTo(References.json(Datasets.MEDIA_ITEM));
    }

    @Test
    void anUnknownCompressionIsOneClearLine() {
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(JsonCompressedReadWrite.class, Map.of("compression", "zstd")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown compression 'zstd': use none, gzip or lzf");
    }
}
