package dev.jfpbench.libs.avaje;

import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import dev.jfpbench.core.lib.LibReadInexactOnlyBase;

import java.util.EnumSet;
import java.util.Set;

/**
 * avaje-jsonb, generated adapters: {@link LibReadInexactOnlyBase}. Its parser is derived from DSL-JSON's and
 * reads doubles with DSL-JSON's default, approximate, precision, with no setting for an exact one: about one
 * in five full-precision doubles comes out one bit off (see {@code LibPrecisionTest}). Flagged, though exact on
 * our datasets (short decimals, half-precision floats).
 */
public class LibAvajeJsonbRead extends LibReadInexactOnlyBase {
    @Override
    protected String library() {
        return "avaje-jsonb";
    }

    @Override
    protected LibCodec codec() {
        return new AvajeJsonbCodec();
    }

    @Override
    protected Set<LibDataset> inexactOn() {
        return EnumSet.noneOf(LibDataset.class);
    }
}
