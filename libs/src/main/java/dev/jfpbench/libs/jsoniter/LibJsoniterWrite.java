package dev.jfpbench.libs.jsoniter;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.lib.LibWriteInexactOnlyBase;

import java.util.EnumSet;
import java.util.Set;

/** jsoniter, reflection mode, which has no exact floating-point mode: {@link LibWriteInexactOnlyBase}. */
public class LibJsoniterWrite extends LibWriteInexactOnlyBase {
    @Override
    protected String library() {
        return "jsoniter";
    }

    @Override
    protected LibCodec codec() {
        return new JsoniterCodec();
    }

    /** floats printed with at most 6 decimals; doubles come out right on our data. */
    @Override
    protected Set<LibDataset> inexactOn() {
        return EnumSet.of(LibDataset.VECTORS);
    }
}
