package dev.jfpbench.libs.dsljson;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.lib.LibReadInexactBase;

import java.util.EnumSet;
import java.util.Set;

/**
 * DSL-JSON, compiled converters: {@code currency}/{@code vectors} with {@code DoublePrecision.EXACT},
 * {@code ...Inexact} with its default precision, documented as not exact in rare cases.
 */
public class LibDslJsonRead extends LibReadInexactBase {
    @Override
    protected String library() {
        return "DSL-JSON";
    }

    @Override
    protected LibCodec codec() {
        return DslJsonCodec.exact();
    }

    @Override
    protected LibCodec inexactCodec() {
        return DslJsonCodec.inexact();
    }

    @Override
    protected Set<LibDataset> inexactOn() {
        return EnumSet.noneOf(LibDataset.class);
    }
}
