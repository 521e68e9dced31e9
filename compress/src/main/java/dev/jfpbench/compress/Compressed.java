package dev.jfpbench.compress;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.CodecFixture;
import dev.jfpbench.core.codec.JacksonCodec;
import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.core.mapper.FpConfig;

/** What the two compression bases share: the fixture for a dataset in a format behind a compression. */
final class Compressed {
    private Compressed() {
    }

    static <T> CodecFixture<T> fixture(DataFormat format, String compression, String dataset, Class<T> type, T reference) {
        return fixture(format.name(), codec(format, type), Compression.of(compression), dataset, reference);
    }

    /**
     * A Jackson format's codec, with fast floating point: the choice between default and fast is measured by
     * the Std benchmarks; here the one variable is the compression.
     */
    static <T> Codec<T> codec(DataFormat format, Class<T> type) {
        return JacksonCodec.of(format.mapper(FpConfig.FAST), type);
    }

    /** Any codec behind a compression; its input is what the compressing write writes (so the size table's sizes too). */
    static <T> CodecFixture<T> fixture(String format, Codec<T> codec, Compression compression, String dataset, T reference) {
        CodecFixture<T> fixture = CodecFixture.of(format + " " + compression.label() + " " + dataset, new CompressedCodec<>(codec, compression), reference);
        if (!compression.looksCompressed(fixture.input())) {
            throw new IllegalStateException(format + " " + dataset + " is not " + compression.label() + "-compressed");
        }
        return fixture;
    }
}
