package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;

/**
 * Every compression benchmark's check, for every method and compression, rejects a real result one ulp off and one
 * entry short, read or written compressed through the benchmark's own codec (vectors: the first 20 rows).
 */
class CompressChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path vectors = MutantChecks.smallVectors(dir);
        VectorDocs written = MutantChecks.vectorsOf(vectors);
        Map<Jackson2Format, Class<?>[]> classes = Map.of(
                JsonFormat.INSTANCE, new Class<?>[] {JsonCompressedReadWrite.class, JsonCompressedVectors.class},
                SmileFormat.INSTANCE, new Class<?>[] {SmileCompressedReadWrite.class, SmileCompressedVectors.class},
                CborFormat.INSTANCE, new Class<?>[] {CBORCompressedReadWrite.class, CBORCompressedVectors.class});
        for (Map.Entry<Jackson2Format, Class<?>[]> e : classes.entrySet()) {
            for (Compression c : Compression.values()) {
                Function<Class<?>, MutantChecks.Writer> writer = writer(e.getKey(), c);
                MutantChecks.pojo(e.getValue()[0], Map.of("compression", c.label()), writer, null);
                MutantChecks.pojo(e.getValue()[1], Map.of("compression", c.label(), "vectors", vectors.toString()), writer, written);
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Function<Class<?>, MutantChecks.Writer> writer(Jackson2Format format, Compression compression) {
        return type -> {
            Codec<Object> codec = (Codec) new CompressedFormat(format, compression).codec(type, FpConfig.FAST);
            return codec::bytes;
        };
    }
}
