package dev.jfpbench.json;

import dev.jfpbench.core.bench.StdWriteVanillaBase;
import dev.jfpbench.core.format.JacksonFormat;

/**
 * {@link StdWriteVanillaBase} in JSON: the rates are printed as decimal text, so Fast/Default is what Schubfach buys
 * over the JDK's {@code Double.toString}; the media item has no floating point and is the control.
 */
public class JsonStdWriteVanilla extends StdWriteVanillaBase {
    @Override
    protected JacksonFormat format() {
        return JsonFormat.INSTANCE;
    }
}
