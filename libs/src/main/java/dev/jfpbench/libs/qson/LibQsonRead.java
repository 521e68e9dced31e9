package dev.jfpbench.libs.qson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibReadSmallBase;

/**
 * QSON, run-time generated parser, through its bean adapters: {@link LibReadSmallBase}, the small documents
 * only. QSON cannot parse numbers with an exponent, which the vectors have (see {@code QsonExponentTest}).
 */
public class LibQsonRead extends LibReadSmallBase {
    @Override
    protected String library() {
        return "QSON";
    }

    @Override
    protected LibCodec codec() {
        return new QsonCodec();
    }
}
