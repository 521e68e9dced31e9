package dev.jfpbench.smile;

import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import dev.jfpbench.core.format.Jackson2Format;

/**
 * Smile through Jackson 2: the only format-specific code of this module. Smile stores binary floats and doubles,
 * so the fast floating-point features have nothing to do here.
 */
public final class SmileFormat {
    public static final Jackson2Format INSTANCE = Jackson2Format.of("Smile", false, SmileMapper::builder);

    private SmileFormat() {
    }
}
