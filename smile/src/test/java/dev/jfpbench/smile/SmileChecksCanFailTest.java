package dev.jfpbench.smile;

import dev.jfpbench.core.testing.MutantChecks;
import org.junit.jupiter.api.Test;

/** Every Smile family's check, for every method, rejects a real result one ulp off and one entry short (in what it reads or what was written). */
class SmileChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        MutantChecks.stdRead(SmileStdReadVanilla.class);
        MutantChecks.stdWrite(SmileStdWriteVanilla.class, SmileFormat.INSTANCE);
        MutantChecks.payload(SmilePayloadReadWrite.class, SmileFormat.INSTANCE);
    }

    /** Smile stores binary doubles: a BigDecimal read of a rate one ulp off is rejected even when Default and Fast agree on it. */
    @Test
    void bigDecimalReadsAreCheckedAgainstTheReference() throws Exception {
        MutantChecks.bigDecimalFromStoredDoubles(SmileStdReadVanilla.class, SmileFormat.INSTANCE);
    }
}
