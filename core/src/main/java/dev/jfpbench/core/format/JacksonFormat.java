package dev.jfpbench.core.format;

import dev.jfpbench.core.codec.Format;

/**
 * A Jackson data format (JSON, Smile, CBOR) through one Jackson major: what the Std, vector and payload benchmark
 * classes bind. Its codecs are the major's {@code ObjectReader}/{@code ObjectWriter}, nothing added. What does not
 * depend on the major (the format's bytes for a dataset, how they hold the floats) is done once, by the same
 * format through Jackson 2 ({@link #jackson2()}), so Jackson 2 and 3 twins read the very same bytes. Core never
 * sees Jackson 3: module jackson3 implements this for it.
 */
public interface JacksonFormat extends Format {

    /** The library and its version, e.g. "Jackson 2.22.4". */
    String library();

    /** This format through Jackson 2 (itself, for a Jackson 2 format): the one maker and inspector of its bytes. */
    Jackson2Format jackson2();

    /** The Jackson 2 twin's input: Jackson 2 and 3 read the very same bytes. */
    @Override
    default byte[] input(byte[] compactJson, Object reference) {
        return jackson2().input(compactJson, reference);
    }
}
