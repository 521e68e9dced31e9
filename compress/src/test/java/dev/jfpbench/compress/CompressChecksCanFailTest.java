package dev.jfpbench.compress;

import dev.jfpbench.cbor.CborFormat;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.json.JsonFormat;
import dev.jfpbench.smile.SmileFormat;
import dev.jfpbench.xml.XmlFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every compression benchmark's check, for every method and compression, rejects a real result one ulp off and one
 * entry short, read or written compressed through the benchmark's own codec (vectors: the first 20 rows), and
 * accepts the real result. XML has no compressed vectors.
 */
class CompressChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path vectors = MutantChecks.smallVectors(dir);
        VectorDocs written = MutantChecks.vectorsOf(vectors);
        Map<Jackson2Format, List<Class<?>>> classes = Map.of(
                JsonFormat.INSTANCE, List.of(JsonCompressedReadWrite.class, JsonCompressedVectors.class),
                SmileFormat.INSTANCE, List.of(SmileCompressedReadWrite.class, SmileCompressedVectors.class),
                CborFormat.INSTANCE, List.of(CBORCompressedReadWrite.class, CBORCompressedVectors.class),
                XmlFormat.INSTANCE, List.of(XmlCompressedReadWrite.class));
        assertThat(classes.values().stream().flatMap(List::stream).map(Class::getName))
                .as("every compressed benchmark class of the jar is here")
                .containsExactlyInAnyOrderElementsOf(BenchmarkVerifier.benchmarks("dev.jfpbench.compress.").stream()
                        .map(b -> b.className).distinct().collect(Collectors.toList()));
        for (Map.Entry<Jackson2Format, List<Class<?>>> e : classes.entrySet()) {
            for (Compression c : Compression.values()) {
                Function<Class<?>, MutantChecks.Writer> writer = writer(e.getKey(), c);
                MutantChecks.pojo(e.getValue().get(0), Map.of("compression", c.label()), writer, null);
                if (e.getValue().size() > 1) {
                    MutantChecks.pojo(e.getValue().get(1), Map.of("compression", c.label(), "vectors", vectors.toString()), writer, written);
                }
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
