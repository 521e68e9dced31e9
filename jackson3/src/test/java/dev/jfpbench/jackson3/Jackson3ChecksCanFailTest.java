package dev.jfpbench.jackson3;

import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Every Jackson 3 benchmark's check, for every method, rejects a real result one ulp off and one entry short, read
 * or written through the format's Jackson 3 mapper (vectors: the first 20 rows).
 */
class Jackson3ChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants(@TempDir Path dir) throws Exception {
        Path vectors = MutantChecks.smallVectors(dir);
        VectorDocs written = MutantChecks.vectorsOf(vectors);
        for (List<Object> f : List.<List<Object>>of(
                List.of(Jackson3Format.JSON, Json3Read.class, Json3Write.class, Json3VectorReadWrite.class),
                List.of(Jackson3Format.SMILE, Smile3Read.class, Smile3Write.class, Smile3VectorReadWrite.class),
                List.of(Jackson3Format.CBOR, CBOR3Read.class, CBOR3Write.class, CBOR3VectorReadWrite.class))) {
            Format format = (Format) f.get(0);
            MutantChecks.stdRead((Class<?>) f.get(1));
            MutantChecks.stdWrite((Class<?>) f.get(2), format);
            MutantChecks.vectors((Class<?>) f.get(3), format, Map.of("vectors", vectors.toString()), written);
        }
    }

    /** Smile and CBOR store binary doubles: a Jackson 3 BigDecimal read of a rate one ulp off is rejected even when Default and Fast agree on it. */
    @Test
    void bigDecimalReadsAreCheckedAgainstTheReference() throws Exception {
        MutantChecks.bigDecimalFromStoredDoubles(Smile3Read.class, Jackson3Format.SMILE);
        MutantChecks.bigDecimalFromStoredDoubles(CBOR3Read.class, Jackson3Format.CBOR);
    }
}
