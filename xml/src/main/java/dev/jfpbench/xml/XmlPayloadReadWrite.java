package dev.jfpbench.xml;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.PayloadReadWriteBase;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;

import java.io.IOException;

/**
 * {@link PayloadReadWriteBase} in XML. A control rather than a contest: Fast/Default should be about 1.0 on every
 * pair. Untyped and tree reads of XML parse no number (every value comes back as its element's text), and the XML
 * generator prints doubles with {@code String.valueOf} whatever USE_FAST_DOUBLE_WRITER says. The payload must be
 * a JSON object XML carries both ways (see {@link XmlFormat#fromJson}); the default, the currency dataset, is.
 */
public class XmlPayloadReadWrite extends PayloadReadWriteBase {
    @Override
    protected Jackson2Format format() {
        return XmlFormat.INSTANCE;
    }

    /** Reads against the payload's own JSON text; writes re-read with every text parsed by the JDK's parsers. */
    @Override
    public void verify(String benchmark, Object result) throws IOException {
        byte[] json = References.userJson(payload, "payload");
        String what = "XML " + benchmark + " of " + payload;
        switch (benchmark) {
            case "readUntypedDefault":
            case "readUntypedFast":
                Exact.check(what, XmlChecks.asText(json), result);
                return;
            case "readTreeDefault":
            case "readTreeFast":
                Exact.check(what, References.MAPPER.valueToTree(XmlChecks.asText(json)), result);
                return;
            case "writeUntypedDefault":
            case "writeUntypedFast":
            case "writeTreeDefault":
            case "writeTreeFast":
                Object reference = References.untyped(json);
                Object back = format().mapper(FpConfig.DEFAULT).readValue(((ByteSink) result).takeCaptured(), Object.class);
                Exact.check(what + " (re-read, texts parsed by the JDK)", reference, XmlChecks.typedLike(reference, back));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
