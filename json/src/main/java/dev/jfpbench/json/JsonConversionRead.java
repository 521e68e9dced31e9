package dev.jfpbench.json;

import dev.jfpbench.core.bench.ConversionReadBase;
import dev.jfpbench.core.format.Jackson2Format;

/**
 * {@link ConversionReadBase} in JSON: where a read's time goes. The currency's 163 rates and the vectors' 1,024,000
 * floats streamed by Jackson's parser and converted (Default, Fast) or only tokenised ({@code ...Tokens}). Tokens is
 * a control, not a configuration: the time left when no number is converted. Expect Tokens fastest, Fast between;
 * 1 - Tokens' time / Default's is conversion's share of the read, and (Default - Fast) / (Default - Tokens) the part
 * of it Fast saves (the report's "Where the time goes").
 */
public class JsonConversionRead extends ConversionReadBase {
    @Override
    protected Jackson2Format format() {
        return JsonFormat.INSTANCE;
    }
}
