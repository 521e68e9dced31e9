package dev.jfpbench.libs.jsoniter;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.lib.LibReadInexactOnlyBase;

import java.util.EnumSet;
import java.util.Set;

/** jsoniter, reflection mode, which has no exact floating-point mode: {@link LibReadInexactOnlyBase}. */
public class LibJsoniterRead extends LibReadInexactOnlyBase {
    @Override
    protected String library() {
        return "jsoniter";
    }

    @Override
    protected LibCodec codec() {
        return new JsoniterCodec();
    }

    /** its double parser misreads some rates (e.g. 1.68); floats come out right on our data. */
    @Override
    protected Set<LibDataset> inexactOn() {
        return EnumSet.of(LibDataset.CURRENCY);
    }
}
