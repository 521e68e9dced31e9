package dev.jfpbench.libs.dsljson;

import com.dslplatform.json.CompiledJson;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;

/**
 * The thinnest adapter DSL-JSON needs: its annotation processor generates converters for a
 * {@code @CompiledJson} class and every class it references, so this holder, never used at run time, makes it
 * generate them for the model classes (which core leaves unannotated) at this module's compile time.
 */
@CompiledJson
public class DslJsonModels {
    public Currency currency;
    public MediaItem mediaItem;
    public Table table;
    public VectorDocs vectors;
}
