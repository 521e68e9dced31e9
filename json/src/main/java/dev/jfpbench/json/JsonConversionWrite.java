package dev.jfpbench.json;

import dev.jfpbench.core.bench.ConversionWriteBase;
import dev.jfpbench.core.format.Jackson2Format;

/**
 * {@link ConversionWriteBase} in JSON: where a write's time goes. The currency's 163 rates and the vectors'
 * 1,024,000 floats written by Jackson's generator, formatted (Default, Fast) or from text formatted once at setup
 * ({@code ...Text}, the very bytes Default writes). Text is a control, not a configuration: the time left when no
 * number is formatted. Expect Text fastest, Fast between; 1 - Text's time / Default's is formatting's share of the
 * write, and (Default - Fast) / (Default - Text) the part of it Fast saves (the report's "Where the time goes").
 */
public class JsonConversionWrite extends ConversionWriteBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
