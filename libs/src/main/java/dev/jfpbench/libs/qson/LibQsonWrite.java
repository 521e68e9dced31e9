package dev.jfpbench.libs.qson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibWriteBase;

/** QSON, run-time generated parser and writer, through its bean adapters: {@link LibWriteBase}. */
public class LibQsonWrite extends LibWriteBase {
    @Override
    protected String library() {
        return "QSON";
    }

    @Override
    protected LibCodec codec() {
        return new QsonCodec();
    }
}
