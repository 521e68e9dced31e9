package dev.jfpbench.cbor;

import dev.jfpbench.core.testing.MutantChecks;
import org.junit.jupiter.api.Test;

/** Every CBOR family's check, for every method, rejects a real result one ulp off and one entry short (in what it reads or what was written). */
class CBORChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        MutantChecks.stdRead(CBORStdReadVanilla.class);
        MutantChecks.stdWrite(CBORStdWriteVanilla.class, CborFormat.INSTANCE);
        MutantChecks.payload(CBORPayloadReadWrite.class, CborFormat.INSTANCE);
    }

    /** CBOR stores binary doubles: a BigDecimal read of a rate one ulp off is rejected even when Default and Fast agree on it. */
    @Test
    void bigDecimalReadsAreCheckedAgainstTheReference() throws Exception {
        MutantChecks.bigDecimalFromStoredDoubles(CBORStdReadVanilla.class, CborFormat.INSTANCE);
    }
}
