package dev.jfpbench.json;

import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.format.JacksonFormat;

/**
 * {@link StdReadVanillaBase} in JSON: the rates are decimal text, so Fast/Default is what FastDoubleParser buys on
 * 163 short decimals; the media item has no floating point and is the control.
 */
public class JsonStdReadVanilla extends StdReadVanillaBase {
    @Override
    protected JacksonFormat format() {
        return JsonFormat.INSTANCE;
    }
}
