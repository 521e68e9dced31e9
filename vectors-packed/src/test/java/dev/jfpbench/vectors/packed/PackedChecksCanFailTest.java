package dev.jfpbench.vectors.packed;

import dev.jfpbench.core.testing.MutantChecks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

/**
 * The packed vectors' checks, for every method, reject a real result one ulp off and one float short (read, or
 * written as packed Base64), on the dataset's first 20 rows ({@code -p vectors=FILE}, to stay fast).
 */
class PackedChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        MutantChecks.vectors(VectorPackedReadWrite.class, PackedJsonFormat.INSTANCE, Map.of("vectors", file.toString()), MutantChecks.vectorsOf(file));
    }
}
