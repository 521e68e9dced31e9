package dev.jfpbench.xml;

import dev.jfpbench.core.testing.MutantChecks;
import org.junit.jupiter.api.Test;

/**
 * Every XML family's check, for every method, rejects a real result one ulp off and one entry short, in what it
 * reads and in what was written (re-read from XML), and accepts the real result. The untyped and tree reads hold
 * every number as its element's text: there one ulp is the text of the neighbouring double. XML has no vector
 * benchmark; its compressed reads and writes are module compress's.
 */
class XmlChecksCanFailTest {
    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        MutantChecks.stdRead(XmlStdRead.class);
        MutantChecks.stdWrite(XmlStdWrite.class, XmlFormat.INSTANCE);
        MutantChecks.payload(XmlPayloadReadWrite.class, XmlFormat.INSTANCE);
    }
}
