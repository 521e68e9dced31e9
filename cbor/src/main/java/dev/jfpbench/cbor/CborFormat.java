package dev.jfpbench.cbor;

import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.jfpbench.core.format.Jackson2Format;

/**
 * CBOR through Jackson 2: the only format-specific code of this module. CBOR stores binary floats and doubles,
 * so the fast floating-point features have nothing to do here.
 */
public final class CborFormat {
    public static final Jackson2Format INSTANCE = Jackson2Format.of("CBOR", false, CBORMapper::builder);

    private CborFormat() {
    }
}
